/**
 * The API's two test projects, shared by edge-api/vitest.config.ts and the root config (Vitest
 * 4.1 does not expand a referenced config's own `projects`, so the root lists these directly).
 *
 * - edge-api:pglite: every test on embedded PGlite, but the few that need the real server.
 * - edge-api:postgres: every test again on the real server (TEST_DB=postgres), each file in its
 *   own schema. Without TEST_DATABASE_URL it runs only the guard file, which FAILS under CI and is
 *   otherwise reported as skipped, saying what is missing.
 */
import { fileURLToPath } from "node:url";
import type { TestProjectInlineConfiguration } from "vitest/config";

const ALL_TESTS = ["src/**/*.test.ts", "test/**/*.test.ts"];
const GUARD = "test/postgres-guard.test.ts";
/**
 * Files that need the real server (the compiled production server runs on PostgreSQL only): not
 * part of the PGlite run at all, rather than shown there as skipped.
 */
const POSTGRES_ONLY = ["test/production-build.test.ts"];

export function edgeApiProjects(
  root = fileURLToPath(new URL(".", import.meta.url)),
): TestProjectInlineConfiguration[] {
  const shared = { testTimeout: 30_000, hookTimeout: 60_000 };
  const realServer = Boolean(process.env.TEST_DATABASE_URL);
  return [
    {
      root,
      test: {
        ...shared,
        name: "edge-api:pglite",
        include: ALL_TESTS,
        exclude: [GUARD, ...POSTGRES_ONLY],
        env: { TEST_DB: "pglite" },
      },
    },
    {
      root,
      test: {
        ...shared,
        name: "edge-api:postgres",
        include: realServer ? ALL_TESTS : [GUARD],
        env: { TEST_DB: "postgres" },
      },
    },
  ];
}
