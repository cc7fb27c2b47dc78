/**
 * The production build as a deployment runs it (needs TEST_DATABASE_URL): `npm run build:server`,
 * then `npm run migrate` and the compiled server under plain `node`, each on a database of its own.
 * The server runs with NODE_ENV=test, opted in to a PostgreSQL server by
 * ALLOW_DEVELOPMENT_ON_DATABASE_URL (src/env.ts): production start-up refuses the test payment
 * gateway before it touches the database (services/payments/create-payment-gateway.ts), so what
 * production does with the database is tested in-process below.
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { startCrmSimulator } from "../src/crm-sim/start-crm-simulator.ts";
import { openDatabase } from "../src/db/client.ts";
import { MIGRATIONS_FOLDER, migrateOrCheck, runMigrations } from "../src/db/migrate.ts";
import { readyRoutes } from "../src/routes/health/ready.routes.ts";
import { BOOKING_ID_FIELD } from "../src/services/crm/leadsquared-booking.ts";
import { checkReadiness } from "../src/services/health/health.ts";
import { PRODUCTION_ENV } from "./context.ts";
import { testDatabaseUrl } from "./database.ts";
import { bookingBody } from "./fixtures.ts";
import { attemptBooking } from "./support/booking-attempt.ts";
import { buildServer, runCompiled, stopCompiledProcesses } from "./support/compiled-build.ts";
import { createScratchDatabase, type ScratchDatabase } from "./support/scratch-database.ts";
import { startTcpRelay } from "./support/tcp-relay.ts";

const MIGRATION_TAGS = (
  JSON.parse(readFileSync(`${MIGRATIONS_FOLDER}/meta/_journal.json`, "utf8")) as {
    entries: { tag: string }[];
  }
).entries.map((entry) => entry.tag);
const READY = { status: "ready", database: "up", migrations: "current" };

const scratch: ScratchDatabase[] = [];
async function freshDatabase() {
  const database = await createScratchDatabase();
  scratch.push(database);
  return database;
}
afterEach(async () => {
  await stopCompiledProcesses();
  await Promise.all(scratch.splice(0).map((database) => database.drop()));
});

async function getJson(url: string) {
  const response = await fetch(url, { headers: { connection: "close" } });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe("the production build", () => {
  beforeAll(() => buildServer(), 300_000);

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

  it("delivers a new booking to LeadSquared from its CRM delivery worker", async () => {
    const database = await freshDatabase();
    expect(await runCompiled("migrate.js", { DATABASE_URL: database.url }).exited).toBe(0);
    const sim = await startCrmSimulator();
    try {
      const server = runCompiled(
        "server.js",
        {
          NODE_ENV: "test",
          HOST: "127.0.0.1",
          PORT: "0",
          DATABASE_URL: database.url,
          ALLOW_DEVELOPMENT_ON_DATABASE_URL: "yes",
          PWA_DIST: "./no-such-dist",
          LEADSQUARED_API_URL: sim.url,
          LEADSQUARED_ACCESS_KEY: sim.keys.accessKey,
          LEADSQUARED_SECRET_KEY: sim.keys.secretKey,
        },
        /running at http:\/\/127\.0\.0\.1:\d+/,
      );
      expect(await server.settled, server.output()).toBe("seen");
      const url = /running at (http:\/\/127\.0\.0\.1:\d+)/.exec(server.output())?.[1] ?? "";
      const answer = await attemptBooking(url, {
        key: randomUUID(),
        address: "198.18.0.1",
        body: bookingBody({ mobile: "9400000001" }),
      });
      expect(answer?.status, server.output()).toBe(201);
      const delivered = () =>
        sim.store.received().activities.map((activity) => activity.Fields[BOOKING_ID_FIELD]);
      await expect.poll(delivered, { timeout: 10_000 }).toContain(answer?.bookingId);
      // By the worker, as JavaScript: the compiled build has its file and starts it.
      expect(server.output()).toContain('"event":"crm.delivery.worker-started"');
      server.child.kill("SIGTERM");
      expect(await server.exited, server.output()).toBe(0);
    } finally {
      await sim.close();
    }
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
    const server = runCompiled(
      "server.js",
      {
        NODE_ENV: "test",
        HOST: "127.0.0.1",
        PORT: "0",
        DATABASE_URL: relayed.toString(),
        ALLOW_DEVELOPMENT_ON_DATABASE_URL: "yes",
        PWA_DIST: "./no-such-dist",
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
