/**
 * The API's two test projects, shared by edge-api/vitest.config.ts and the root config (Vitest
 * 4.1 does not expand a referenced config's own `projects`, so the root lists these directly).
 *
 * - edge-api:postgres: every test on the real server (TEST_DB=postgres), each file in its own
 *   copy of the run's migrated template database. Production runs on PostgreSQL, so this is the run that proves the API.
 * - edge-api:pglite: the embedded database `npm start` runs on (no server, no keys). With a real
 *   server configured it runs the smoke set below: every migration, the server as `npm start`
 *   starts it, and the API's side of the flows a person walks (OTP login, sign-up, order, cart),
 *   which the browser tests (pwa/e2e, also on PGlite) walk end to end with the booking form and
 *   the reports. Without TEST_DATABASE_URL (a laptop with no PostgreSQL) it runs every test
 *   instead, and the postgres project runs only the guard file, which FAILS under CI and is
 *   otherwise reported as skipped.
 */
import { fileURLToPath } from "node:url";
import type { TestProjectInlineConfiguration } from "vitest/config";

const ALL_TESTS = ["src/**/*.test.ts", "dev/**/*.test.ts", "test/**/*.test.ts"];
const GUARD = "test/postgres-guard.test.ts";
/**
 * Files that need the real server (the compiled production server runs on PostgreSQL only): not
 * part of the PGlite run at all, rather than shown there as skipped.
 */
const POSTGRES_ONLY = ["test/production-build.test.ts"];
/**
 * Files that run in the PGlite project only: those that test PGlite itself, and `npm start` as a
 * process, which opens none of the run's databases (the same test twice would prove nothing more).
 */
const PGLITE_ONLY = [
  "test/technicians-migration.test.ts",
  "test/price-location-migration.test.ts",
  "test/npm-start.test.ts",
];
/**
 * What proves the embedded default when PostgreSQL runs the whole suite: the schema and its
 * migrations, the server that `npm start` runs (start-up, demo data, the CRM delivery on the
 * server's own thread), and one test file per flow a person walks. The booking form's and the
 * reports' route files (75 tests, about a minute of a CI run on PGlite) are not here: the browser
 * tests walk both flows on PGlite end to end (pwa/e2e: booking, offline, reports, lab-to-patient).
 */
export const PGLITE_SMOKE = [
  ...PGLITE_ONLY,
  "test/migrations.test.ts",
  // Uploaded files leave the embedded database too (drizzle/0026_*.sql and the step after it).
  "test/files-out-of-database-migration.test.ts",
  "test/server-start.test.ts",
  "test/server.test.ts",
  // The job queue on the embedded database: pg-boss over the server's own PGlite handle.
  "src/services/jobs/jobs.test.ts",
  "test/server-jobs.test.ts",
  "dev/demo-data/seed.test.ts",
  "src/db/demo-data-access.test.ts",
  "src/db/async-commit.test.ts",
  "src/http/errors.test.ts",
  "src/routes/auth/login.routes.test.ts",
  "src/routes/auth/sign-up.routes.test.ts",
  "src/routes/orders/orders.test.ts",
  // The price of an order is its address's city on the embedded database too (docs/security.md).
  "src/routes/orders/order-price-location.test.ts",
  // Paying at collection: the place held until confirmed, and its abuse (docs/security.md).
  "src/routes/orders/pay-at-collection.test.ts",
  "src/routes/orders/pay-at-collection-holds.test.ts",
  "src/routes/cart/cart.routes.test.ts",
  "src/services/crm/crm-delivery.test.ts",
];

export function edgeApiProjects(
  root = fileURLToPath(new URL(".", import.meta.url)),
): TestProjectInlineConfiguration[] {
  // One module graph per worker, not per file: every file builds its own app and database from
  // createTestContext, and importing the app again for each file cost more than its tests
  // (about half of this project's time). A test that changes something global (a spy) restores it.
  const shared = { testTimeout: 30_000, hookTimeout: 60_000, isolate: false };
  const realServer = Boolean(process.env.TEST_DATABASE_URL);
  return [
    {
      root,
      test: {
        ...shared,
        name: "edge-api:pglite",
        include: realServer ? PGLITE_SMOKE : ALL_TESTS,
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
        // One migrated database per run that each file copies (test/support/postgres-template.ts).
        globalSetup: ["test/support/postgres-template.ts"],
        exclude: PGLITE_ONLY,
        env: { TEST_DB: "postgres" },
      },
    },
  ];
}
