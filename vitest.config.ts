import { defineConfig } from "vitest/config";

// Vitest 4 has no `workspace` file: each package keeps its own vitest.config.ts.
export default defineConfig({
  test: {
    // The last line of a run is a plain "N passed, N failed, N skipped" that CI reads.
    reporters: ["default", "./scripts/summary-reporter.ts"],
    projects: ["catalog"],
  },
});
