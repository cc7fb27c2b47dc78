import { defineConfig } from "vitest/config";
import { pwaUnitConfig } from "./vitest.shared.ts";

/**
 * The app's component tests (`*.test.tsx`), each file in a fresh worker: a component module
 * imported under one file's DOM keeps that window, so they are never shared between files. The
 * other unit tests are the `pwa:logic` project (vitest.logic.config.ts).
 */
export default defineConfig({
  ...pwaUnitConfig,
  test: {
    ...pwaUnitConfig.test,
    name: "pwa",
    // A fresh worker per file is a thread, not a process: measured here, the project took 84 s
    // instead of 93 s, with 18 s less CPU, and the files keep nothing in the process between them.
    pool: "threads",
    include: ["src/**/*.test.tsx"],
  },
});
