import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { edgeApiProjects } from "./edge-api/vitest.projects.ts";

// Vitest 4 has no `workspace` file: each package keeps its own vitest.config.ts.
// Vitest 4.1 does not expand the `projects` of a referenced config (nested projects came later),
// so the API's two projects (PGlite and real PostgreSQL) are listed here directly.
export default defineConfig({
  test: {
    // The last line of a run is a plain "N passed, N failed, N skipped" that CI reads.
    reporters: ["default", "./scripts/summary-reporter.ts"],
    // A worker per core. Vitest's default keeps one core for itself (cores - 1): on a 2-core CI
    // machine that is one worker, so every project ran one file at a time while the main process
    // mostly waited (there: pwa 94 s to 58 s, edge-api:postgres 232 s to 176 s with two).
    maxWorkers: availableParallelism(),
    projects: [
      // The typecheck starts with the run, beside the other projects (scripts/typecheck-setup.ts).
      {
        test: {
          name: "repo",
          include: ["scripts/**/*.test.ts"],
          globalSetup: ["scripts/typecheck-setup.ts"],
          testTimeout: 20_000,
        },
      },
      "catalog",
      "pwa",
      "pwa/vitest.logic.config.ts",
      // Browser tests (pwa/e2e/README.md): run after the others, two files at a time.
      "pwa/vitest.e2e.config.ts",
      // Browser tests with a budget in milliseconds on a slowed phone: alone, after the others.
      "pwa/vitest.e2e-alone.config.ts",
      ...edgeApiProjects(),
    ],
  },
});
