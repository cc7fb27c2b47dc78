import { fileURLToPath } from "node:url";
import type { ViteUserConfig } from "vitest/config";
import { linguiPlugins } from "./scripts/lingui-plugins.ts";

/** What the app's two unit-test projects share (vitest.config.ts, vitest.logic.config.ts). */
export const pwaUnitConfig = {
  // Lingui's macros and catalogues, as in the build (docs/i18n.md).
  plugins: [linguiPlugins()],
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
    setupFiles: ["./src/test/worker-channels.ts", "./src/test/setup.ts"],
    css: false,
    // A test may wait on several findBy steps of up to 5 s each (src/test/setup.ts's
    // asyncUtilTimeout): Vitest's default 5 s for the whole test was shorter than one of them,
    // and whole-app renders failed on a busy 2-core host while every step was still in time.
    testTimeout: 20_000,
  },
} satisfies ViteUserConfig;
