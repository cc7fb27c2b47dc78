import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
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
    name: "pwa",
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    environment: "happy-dom",
    setupFiles: ["./src/test/setup.ts"],
    css: false,
  },
});
