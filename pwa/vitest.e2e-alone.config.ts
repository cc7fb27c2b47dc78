import { defineConfig } from "vitest/config";
import { aloneFiles, browserTestOptions } from "./vitest.e2e.config.ts";

/**
 * Browser tests that hold a budget in milliseconds on a slowed phone (pwa/e2e/README.md): the
 * `e2e` project's setup, but one file at a time and after it, so that no other browser test
 * shares the machine while they measure.
 */
export default defineConfig({
  test: {
    ...browserTestOptions,
    name: "e2e:alone",
    include: aloneFiles,
    maxWorkers: 1,
    sequence: { groupOrder: 2 },
  },
});
