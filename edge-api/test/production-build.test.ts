/**
 * The production build as a deployment runs it (needs TEST_DATABASE_URL): `npm run build:server`,
 * then `npm run migrate` and the compiled server under plain `node`, each on a database of its own.
 * The server runs with NODE_ENV=test, opted in to a PostgreSQL server by
 * ALLOW_DEVELOPMENT_ON_DATABASE_URL (src/env.ts), each provider pointed at its simulator started
 * here: the build carries none (edge-api/dev/ is development's, and the first test holds the build
 * to that). Production start-up refuses the test payment gateway before it touches the database
 * (services/payments/create-payment-gateway.ts), so what production does with the database is
 * tested in-process below.
 */

import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../src/db/client.ts";
import { MIGRATIONS_FOLDER, migrateOrCheck, runMigrations } from "../src/db/migrate.ts";
import { readyRoutes } from "../src/routes/health/ready.routes.ts";
import { BOOKING_ID_FIELD } from "../src/services/crm/leadsquared-booking.ts";
import { checkReadiness } from "../src/services/health/health.ts";
import { PRODUCTION_ENV } from "./context.ts";
import { testDatabaseUrl } from "./database.ts";
import { bookingBody } from "./fixtures.ts";
import { attemptBooking } from "./support/booking-attempt.ts";
import { isBuiltin, landing, packageOf, readBuild } from "./support/build-imports.ts";
import { buildServer, runCompiled, stopCompiledProcesses } from "./support/compiled-build.ts";
import { type ProviderSimulators, startProviderSimulators } from "./support/provider-simulators.ts";
import { createScratchDatabase, type ScratchDatabase } from "./support/scratch-database.ts";
import { startTcpRelay } from "./support/tcp-relay.ts";

const MIGRATION_TAGS = (
  JSON.parse(readFileSync(`${MIGRATIONS_FOLDER}/meta/_journal.json`, "utf8")) as {
    entries: { tag: string }[];
  }
).entries.map((entry) => entry.tag);
const READY = { status: "ready", database: "up", migrations: "current" };

const DIST = fileURLToPath(new URL("../dist", import.meta.url));
/** What the compiled server starts from: the package scripts' entries. */
const ENTRIES = ["server.js", "migrate.js", "worker.js", "service-areas.js"];
/**
 * What the production image installs (Containerfile: `npm ci --omit=dev -w @vyom/edge-api`): the
 * API's `dependencies`, the catalogue's among them.
 */
const manifest = (path: string) =>
  JSON.parse(readFileSync(new URL(path, import.meta.url), "utf8")) as {
    dependencies?: Record<string, string>;
  };
const PRODUCTION_PACKAGES = new Set(
  ["../package.json", "../../catalog/package.json"].flatMap((path) =>
    Object.keys(manifest(path).dependencies ?? {}),
  ),
);
/** The embedded database is development's (edge-api/dev/embedded-database.ts), never the server's. */
const PGLITE = /^(@electric-sql\/pglite|drizzle-orm\/pglite)(\/|$)/;
/**
 * What only development runs, all in edge-api/dev/ and so never in the build: every simulator
 * (a `*-sim/` folder: MSG91, LeadSquared, legacy, Razorpay, the lab's LIS), the built-in test
 * payment gateway and its pages (payments-sim/), the development routes under /api/dev and their
 * SMS inbox, and the embedded database's demo data. A file by any of these names in dist fails
 * the build test.
 */
const DEVELOPMENT_ONLY = [
  /(^|\/)[\w-]+-sim\//,
  /(^|\/)routes\/dev\//,
  /(^|\/)dev\.(routes|openapi)\.js$/,
  /(^|\/)dev-inbox\.js$/,
  /(^|\/)test-gateway[\w.-]*\.js$/,
  /(^|\/)(lis-simulator|fhir-bundle-message|oru-message|simulated-[\w-]+)\.js$/,
  /(^|\/)(demo-data\/|seed\.js$|demo-[\w-]+\.js$)/,
];
/**
 * A test gateway route in compiled code: its path in a string (`"/test-gateway/:orderId"`,
 * `` `/api/payments/test-gateway/${id}` ``) or in a regular expression (`test-gateway\/`), not in a
 * comment naming the file in edge-api/dev/.
 */
const TEST_GATEWAY_ROUTE = /["'`]\/(api\/payments\/)?test-gateway|test-gateway\\\//;

const scratch: ScratchDatabase[] = [];
async function freshDatabase() {
  const database = await createScratchDatabase();
  scratch.push(database);
  return database;
}
/** The compiled build carries no simulator: its tests start the providers' here. */
const providerRuns: ProviderSimulators[] = [];
async function simulatedProviders() {
  const providers = await startProviderSimulators();
  providerRuns.push(providers);
  return providers;
}
afterEach(async () => {
  await stopCompiledProcesses();
  await Promise.all(providerRuns.splice(0).map((providers) => providers.close()));
  await Promise.all(scratch.splice(0).map((database) => database.drop()));
});

async function getJson(url: string) {
  const response = await fetch(url, { headers: { connection: "close" } });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe("the production build", () => {
  beforeAll(() => buildServer(), 300_000);

  it("carries no simulator, development route, test module or PGlite: each file is reached from an entry, each import is a file of the build or a production dependency", () => {
    const build = readBuild(DIST, ENTRIES);
    // A module only tests (or nothing) import is not compiled for production.
    const unreached = build.files.filter(
      (file) => !build.reachable.has(file) && !build.typesOnly.has(file),
    );
    expect(unreached).toEqual([]);
    const developmentOnly = build.files.filter((file) =>
      DEVELOPMENT_ONLY.some((name) => name.test(file)),
    );
    expect(developmentOnly).toEqual([]);
    // Nor, under another name, the test gateway's page or its result route (anyone could pay).
    const testGatewayRoutes = build.files.filter((file) =>
      TEST_GATEWAY_ROUTE.test(readFileSync(`${DIST}/${file}`, "utf8")),
    );
    expect(testGatewayRoutes).toEqual([]);
    const refused: string[] = [];
    for (const [file, { fixed }] of build.imports) {
      for (const specifier of fixed) {
        const wrong = specifier.startsWith(".")
          ? landing(DIST, file, specifier).startsWith("..")
          : PGLITE.test(specifier) ||
            (!isBuiltin(specifier) && !PRODUCTION_PACKAGES.has(packageOf(specifier)));
        if (wrong) refused.push(`${file} imports ${specifier}`);
      }
    }
    expect(refused).toEqual([]);
    // Named at run time: the loader of edge-api/dev/, which refuses to run from the build (the
    // test below).
    const computed = [...build.imports].filter(([, imports]) => imports.computed > 0);
    expect(computed.map(([file]) => file)).toEqual(["development.js"]);
  });

  it("has no stand-in for a provider, the payment gateway or the database: unset outside production, it stops naming the setting, even beside edge-api/dev/", async () => {
    const database = await freshDatabase();
    const providers = await simulatedProviders();
    const { LEGACY_API_URL: _legacy, ...withoutLegacy } = providers.env;
    const {
      RAZORPAY_API_URL: _api,
      RAZORPAY_KEY_ID: _key,
      RAZORPAY_KEY_SECRET: _secret,
      RAZORPAY_WEBHOOK_SECRET: _webhook,
      ...withoutRazorpay
    } = providers.env;
    const razorpay = Object.fromEntries(
      Object.entries(providers.env).filter(([name]) => name.startsWith("RAZORPAY_")),
    );
    const common = { HOST: "127.0.0.1", PORT: "0", PWA_DIST: "./no-such-dist" };
    const onDatabase = {
      ...common,
      NODE_ENV: "test",
      DATABASE_URL: database.url,
      ALLOW_DEVELOPMENT_ON_DATABASE_URL: "yes",
    };
    const runs = [
      runCompiled("server.js", { ...common, NODE_ENV: "development", ...razorpay }),
      runCompiled("server.js", { ...onDatabase, ...withoutLegacy }),
      runCompiled("server.js", { ...onDatabase, ...withoutRazorpay }),
    ];
    const [embedded, legacy, payments] = runs;
    expect(await Promise.all(runs.map((run) => run.exited))).toEqual([1, 1, 1]);
    expect(embedded?.output()).toContain(
      "DATABASE_URL: unset, and the compiled server has no embedded database to use in its place",
    );
    expect(legacy?.output()).toContain(
      "LEGACY_API_URL: unset, and the compiled server has no legacy customer simulator to use in its place",
    );
    expect(payments?.output()).toContain(
      "RAZORPAY_KEY_ID: unset, and the compiled server has no test payment gateway to use in its place",
    );
    for (const run of runs) expect(run.output()).not.toMatch(/at .*\.js:\d+/);
  }, 60_000);

  it("two `npm run migrate` at once on a fresh database both succeed and apply each migration once", async () => {
    const database = await freshDatabase();
    const runs = [1, 2].map(() => runCompiled("migrate.js", { DATABASE_URL: database.url }));
    expect(await Promise.all(runs.map((run) => run.exited)), runs[0]?.output()).toEqual([0, 0]);
    for (const run of runs) expect(run.output()).toContain("the database is current");
    const [applied] = await database.query<{ migrations: number; distinct: number }>(
      "select count(*)::int as migrations, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations",
    );
    expect(applied).toEqual({ migrations: MIGRATION_TAGS.length, distinct: MIGRATION_TAGS.length });
  }, 60_000);

  it("delivers a new booking to LeadSquared as a job, and has no /api/dev route even outside production", async () => {
    const database = await freshDatabase();
    expect(await runCompiled("migrate.js", { DATABASE_URL: database.url }).exited).toBe(0);
    const providers = await simulatedProviders();
    const sim = providers.crm;
    const server = runCompiled(
      "server.js",
      {
        NODE_ENV: "test",
        HOST: "127.0.0.1",
        PORT: "0",
        DATABASE_URL: database.url,
        ALLOW_DEVELOPMENT_ON_DATABASE_URL: "yes",
        PWA_DIST: "./no-such-dist",
        ...providers.env,
      },
      /running at http:\/\/127\.0\.0\.1:\d+/,
    );
    expect(await server.settled, server.output()).toBe("seen");
    const url = /running at (http:\/\/127\.0\.0\.1:\d+)/.exec(server.output())?.[1] ?? "";
    // Not production, asked from this machine, yet no development route: the build has none.
    for (const path of ["/api/dev/sms-outbox?mobile=9400000001", "/api/dev/lis-simulator"]) {
      const res = await fetch(`${url}${path}`, { headers: { connection: "close" } });
      expect(res.status, path).toBe(404);
    }
    const answer = await attemptBooking(url, {
      key: randomUUID(),
      address: "198.18.0.1",
      body: bookingBody({ mobile: "9400000001" }),
    });
    expect(answer?.status, server.output()).toBe(201);
    const delivered = () =>
      sim.store.received().activities.map((activity) => activity.Fields[BOOKING_ID_FIELD]);
    await expect.poll(delivered, { timeout: 10_000 }).toContain(answer?.bookingId);
    // By the `crm-delivery` job, run in the server by default, as JavaScript.
    expect(server.output()).toContain('"event":"jobs.started"');
    server.child.kill("SIGTERM");
    expect(await server.exited, server.output()).toBe(0);
  }, 60_000);

  it("validates a lab's FHIR Bundle against the slim definitions the build wrote, not the 93 MB package", () => {
    // An Observation without its required status: only the R4 definitions know it is required.
    const script = `
      const { convertBundle } = await import("./dist/services/lis/fhir-bundle.js");
      const { fhirDefinitionsSource } = await import("./dist/services/lis/fhir-definitions.js");
      const bundle = { resourceType: "Bundle", type: "collection", entry: [
        { resource: { resourceType: "Observation", code: { text: "Haemoglobin" } } } ] };
      const result = convertBundle(bundle);
      console.log(JSON.stringify({ source: fhirDefinitionsSource(), result }));`;
    const run = spawnSync(
      process.execPath,
      ["--conditions=compiled", "--input-type=module", "-e", script],
      {
        cwd: fileURLToPath(new URL("..", import.meta.url)),
        encoding: "utf8",
      },
    );
    expect(run.status, run.stderr).toBe(0);
    const { source, result } = JSON.parse(run.stdout) as { source: string; result: unknown };
    expect(source).toBe("build");
    expect(JSON.stringify(result)).toMatch(/status/);
  });

  it("`npm run migrate` installs the job queue's schema; `npm run worker` runs the jobs on it and stops on SIGTERM", async () => {
    const database = await freshDatabase();
    expect(await runCompiled("migrate.js", { DATABASE_URL: database.url }).exited).toBe(0);
    const [installed] = await database.query<{ version: number }>(
      "select version from pgboss.version",
    );
    expect(installed?.version).toBeGreaterThan(0);
    const providers = await simulatedProviders();
    const worker = runCompiled(
      "worker.js",
      {
        NODE_ENV: "test",
        DATABASE_URL: database.url,
        ALLOW_DEVELOPMENT_ON_DATABASE_URL: "yes",
        ...providers.env,
      },
      /job worker is running/,
    );
    expect(await worker.settled, worker.output()).toBe("seen");
    // Log lines leave in a batch at the end of the event loop's turn (src/logger.ts).
    await expect.poll(() => worker.output()).toContain('"event":"jobs.started"');
    const queues = await database.query<{ name: string }>(
      "select name from pgboss.queue where name not like '\\_\\_%' order by name",
    );
    expect(queues.map((queue) => queue.name)).toEqual([
      "crm-delivery",
      "maintenance",
      "refund-reconciliation",
      "visit-notices",
    ]);
    worker.child.kill("SIGTERM");
    expect(await worker.exited, worker.output()).toBe(0);
  }, 60_000);

  it("`npm run migrate` refuses to run without DATABASE_URL", async () => {
    const run = runCompiled("migrate.js", {});
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain("DATABASE_URL: required");
  });

  it("serves /api/health and /api/ready after `npm run migrate`; /api/ready is 503 while the database is down or stalled; SIGTERM finishes the request in flight, then closes the pool", async () => {
    const database = await freshDatabase();
    expect(await runCompiled("migrate.js", { DATABASE_URL: database.url }).exited).toBe(0);
    const target = new URL(testDatabaseUrl());
    const relay = await startTcpRelay({ host: target.hostname, port: Number(target.port || 5432) });
    const relayed = new URL(database.url);
    relayed.hostname = "127.0.0.1";
    relayed.port = String(relay.port);
    const providers = await simulatedProviders();
    const server = runCompiled(
      "server.js",
      {
        NODE_ENV: "test",
        HOST: "127.0.0.1",
        PORT: "0",
        DATABASE_URL: relayed.toString(),
        ALLOW_DEVELOPMENT_ON_DATABASE_URL: "yes",
        PWA_DIST: "./no-such-dist",
        ...providers.env,
      },
      /running at http:\/\/127\.0\.0\.1:\d+/,
    );
    expect(await server.settled, server.output()).toBe("seen");
    const url = /running at (http:\/\/127\.0\.0\.1:\d+)/.exec(server.output())?.[1];

    expect(await getJson(`${url}/api/health`)).toEqual({ status: 200, body: { status: "ok" } });
    expect(await getJson(`${url}/api/ready`)).toEqual({ status: 200, body: READY });

    await relay.stop();
    expect(await getJson(`${url}/api/ready`)).toEqual({
      status: 503,
      body: { status: "not-ready", database: "down" },
    });
    await relay.start();
    expect(await getJson(`${url}/api/ready`)).toEqual({ status: 200, body: READY });
    // A database that holds every query answers the probe within its 3 s, as not ready.
    relay.pause();
    expect(await getJson(`${url}/api/ready`)).toEqual({
      status: 503,
      body: { status: "not-ready", database: "timeout" },
    });
    relay.resume();
    expect(await getJson(`${url}/api/ready`)).toEqual({ status: 200, body: READY });

    // A readiness check held at the database is in flight when SIGTERM arrives.
    relay.pause();
    let answered = false;
    const inFlight = getJson(`${url}/api/ready`).finally(() => {
      answered = true;
    });
    await sleep(300);
    // What shutdown must close: the connections the pool holds when SIGTERM arrives. One it gave
    // up on earlier, while the database stalled above, was dropped then and is not shutdown's.
    relay.countFromNow();
    server.child.kill("SIGTERM");
    await sleep(300);
    await expect(fetch(`${url}/api/health`)).rejects.toThrow(); // no longer accepting
    expect(answered).toBe(false);
    relay.resume();
    expect(await inFlight).toEqual({ status: 200, body: READY });
    expect(await server.exited, server.output()).toBe(0);
    expect(server.output()).not.toContain("Shutdown took too long");
    // Every connection the pool held at shutdown was closed by the server (Terminate), none just
    // dropped.
    const { closedByClient, total } = relay.counts();
    expect(total).toBeGreaterThan(0);
    expect(closedByClient).toBe(total);
    await relay.stop();
  }, 90_000);

  it("with NODE_ENV=production refuses to start without DATABASE_URL, naming it", async () => {
    const { DATABASE_URL: _unset, ...production } = PRODUCTION_ENV as Record<string, string>;
    const env = { ...production, PWA_DIST: "./no-such-dist" };
    const server = runCompiled("server.js", env);
    expect(await server.settled).toBe(1);
    expect(server.output()).toContain("DATABASE_URL: required when NODE_ENV=production");
    expect(server.output()).not.toMatch(/at .*\.js:\d+/);
  }, 30_000);

  it("production start-up does not migrate: it refuses a database with migrations pending and leaves it untouched; /api/ready says which", async () => {
    const database = await freshDatabase();
    const handle = await openDatabase({ url: database.url });
    try {
      const ready = readyRoutes({ readiness: () => checkReadiness(handle) });
      await expect(migrateOrCheck(handle, "production")).rejects.toThrow(
        `The database is not migrated, the server will not start:\n  pending migrations: ${MIGRATION_TAGS.join(", ")}`,
      );
      const [schema] = await database.query<{ tables: number; bookkeeping: string | null }>(
        "select (select count(*)::int from pg_tables where schemaname = 'public') as tables, to_regclass('drizzle.__drizzle_migrations')::text as bookkeeping",
      );
      expect(schema).toEqual({ tables: 0, bookkeeping: null });
      const before = await ready.request("/");
      expect(before.status).toBe(503);
      expect(await before.json()).toEqual({
        status: "not-ready",
        database: "up",
        migrations: "pending",
        pending: MIGRATION_TAGS,
      });

      await runMigrations(handle);
      await expect(migrateOrCheck(handle, "production")).resolves.toBeUndefined();
      expect(await (await ready.request("/")).json()).toEqual(READY);
    } finally {
      await handle.close();
    }
  });
});
