import { defineConfig } from "vitest/config";
import { pwaUnitConfig } from "./vitest.shared.ts";

/**
 * The app's component tests (`*.test.tsx`). The other unit tests are the `pwa:logic` project
 * (vitest.logic.config.ts).
 *
 * A worker runs its files one after another in one window, with the packages loaded once
 * (isolate off): a fresh worker per file loaded happy-dom, React DOM and Testing Library again for
 * each, more than half of the project's time (99 s against 42 s here). src/test/fresh-file.ts, the
 * first setup file, gives each file what a fresh worker gave it: the app's modules evaluated
 * again, nothing left running or listening from the file before, an empty Web Storage at `/`.
 * The files pass in any order (`--sequence.shuffle.files`).
 */
export default defineConfig({
  ...pwaUnitConfig,
  test: {
    ...pwaUnitConfig.test,
    name: "pwa",
    pool: "threads",
    isolate: false,
    setupFiles: ["./src/test/fresh-file.ts", ...pwaUnitConfig.test.setupFiles],
    include: ["src/**/*.test.tsx"],
  },
});
