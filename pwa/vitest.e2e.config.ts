import { defineConfig, type ViteUserConfig } from "vitest/config";

/**
 * Browser tests (pwa/e2e/README.md): Playwright driving Debian's Chromium against the real server
 * and the production build, after the other projects of a run, with long timeouts.
 *
 * Two files at a time, each with its own server and browser: a file spends most of its time
 * waiting on Chromium and the server, so two share the machine's two cores without slowing each
 * other much, and the project takes about half as long. One module graph per worker (isolate
 * off): each file imports the server, the catalogue and Playwright once per worker instead of
 * once per file; the files keep no state in shared modules but the live bindings of
 * pwa/e2e/support/suite.ts, which each file's beforeAll sets again.
 */
export const browserTestOptions = {
  environment: "node",
  globalSetup: ["./e2e/support/global-setup.ts"],
  setupFiles: ["./e2e/support/build-ready.ts"],
  testTimeout: 90_000,
  hookTimeout: 180_000,
  isolate: false,
} satisfies ViteUserConfig["test"];

/**
 * Files that hold a budget in milliseconds on a slowed phone: they run in the `e2e:alone` project
 * (vitest.e2e-alone.config.ts), one at a time after this one, with nothing beside them.
 */
export const aloneFiles = ["e2e/search-on-a-slow-phone.e2e.test.ts"];

export default defineConfig({
  test: {
    ...browserTestOptions,
    name: "e2e",
    include: ["e2e/**/*.e2e.test.ts"],
    exclude: aloneFiles,
    maxWorkers: 2,
    sequence: { groupOrder: 1 },
  },
});
