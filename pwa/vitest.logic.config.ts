import { defineConfig } from "vitest/config";
import { pwaUnitConfig } from "./vitest.shared.ts";

/**
 * The app's unit tests without components (`*.test.ts`: storage, machines, the outbox, helpers,
 * the build scripts), one module graph per worker rather than per file: starting a fresh worker
 * cost more than most of these files' tests. Each test still starts from empty storage and
 * restored mocks (src/test/setup.ts runs before every file), and the files pass in any order
 * (`--sequence.shuffle.files`).
 */
export default defineConfig({
  ...pwaUnitConfig,
  test: {
    ...pwaUnitConfig.test,
    name: "pwa:logic",
    include: ["src/**/*.test.ts", "scripts/**/*.test.ts"],
    isolate: false,
  },
});
