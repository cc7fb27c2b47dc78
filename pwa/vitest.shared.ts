import { fileURLToPath } from "node:url";
import type { ViteUserConfig } from "vitest/config";

/** What the app's two unit-test projects share (vitest.config.ts, vitest.logic.config.ts). */
export const pwaUnitConfig = {
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./src", import.meta.url)),
      // Provided by vite-plugin-pwa in builds, which the tests do not load.
      "virtual:pwa-register": fileURLToPath(
        new URL("./src/test/pwa-register.stub.ts", import.meta.url),
      ),
    },
  },
  test: {
    environment: "happy-dom",
    setupFiles: ["./src/test/setup.ts"],
    css: false,
  },
} satisfies ViteUserConfig;
