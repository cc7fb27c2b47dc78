import type { RegisterSWOptions } from "vite-plugin-pwa/types";

/**
 * vite-plugin-pwa's `virtual:pwa-register` for the unit tests (pwa/vitest.config.ts aliases it
 * here): the plugin, which provides the module in builds and `vite dev`, is not part of the test
 * config, and app/register-service-worker.ts is imported by the after-page chunk the layout loads
 * (app/after-page.ts). Nothing registers a worker in a test.
 */
export function registerSW(_options?: RegisterSWOptions): (reloadPage?: boolean) => Promise<void> {
  return async () => {};
}
