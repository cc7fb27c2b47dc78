/**
 * The CRM delivery of new bookings as the server runs it (services/crm/crm-delivery-thread.ts on
 * PostgreSQL: a Worker; on PGlite: the server's own thread), over real HTTP, the real database
 * and the LeadSquared simulator: prompt, retried when the CRM is down, nothing lost on close, and
 * a crashed worker logged, restarted and its bookings delivered.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type RunningCrmSimulator, startCrmSimulator } from "../dev/crm-sim/start-crm-simulator.ts";
import { parseEnv } from "../src/env.ts";
import { createMemoryLogger, type MemoryLogger } from "../src/logger.ts";
import { createMetrics } from "../src/metrics.ts";
import { startCrmDeliveryThread } from "../src/services/crm/crm-delivery-thread.ts";
import { BOOKING_ID_FIELD } from "../src/services/crm/leadsquared-booking.ts";
import { type RunningServer, startServer } from "../src/start-server.ts";
import { createTestContext, freshAddress, TEST_ENV } from "./context.ts";
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseUrl,
  wantsPostgres,
} from "./database.ts";
import { bookingBody } from "./fixtures.ts";
import { attemptBooking } from "./support/booking-attempt.ts";

let sim: RunningCrmSimulator;
let database: TestDatabase;
let logger: MemoryLogger;
const running: RunningServer[] = [];

const env = () =>
  parseEnv({
    ...TEST_ENV,
    PWA_DIST: "./no-such-dist",
    TRUSTED_PROXY_HOPS: "1",
    LEADSQUARED_API_URL: sim.url,
    LEADSQUARED_ACCESS_KEY: sim.keys.accessKey,
    LEADSQUARED_SECRET_KEY: sim.keys.secretKey,
  });

async function start() {
  const server = await startServer(env(), {
    database: database.handle,
    logger,
    buildPwa: false,
    crmRetryIntervalMs: 100,
  });
  running.push(server);
  return server;
}

beforeAll(async () => {
  sim = await startCrmSimulator();
  database = await createTestDatabase();
  logger = createMemoryLogger();
});
afterAll(async () => {
  for (const server of running) await server.close();
  await database?.close();
  await sim?.close();
});
beforeEach(() => sim.store.recover());

let mobiles = 0;
const nextMobile = () =>
  `93${String(process.pid % 1000).padStart(3, "0")}${String(++mobiles).padStart(5, "0")}`;

async function book(base: string) {
  const answer = await attemptBooking(base, {
    key: randomUUID(),
    address: freshAddress(),
    body: bookingBody({ mobile: nextMobile() }),
  });
  expect(answer?.status).toBe(201);
  return answer?.bookingId ?? "";
}

const delivered = () =>
  sim.store.received().activities.map((activity) => String(activity.Fields[BOOKING_ID_FIELD]));

async function statusOf(id: string) {
  const { rows } = (await database.handle.db.execute(
    sql`select status, crm_attempts from bookings where id = ${id}::uuid`,
  )) as unknown as { rows: Array<{ status: string; crm_attempts: number }> };
  return rows[0];
}

describe("CRM delivery as the server runs it", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await start();
  });

  it("delivers a new booking to LeadSquared well within a second of its answer", async () => {
    // Warm: the first booking also pays for the worker's first connection.
    const warm = await book(server.url);
    await expect.poll(delivered, { timeout: 5_000 }).toContain(warm);
    const id = await book(server.url);
    const answeredAt = Date.now();
    await expect.poll(delivered, { timeout: 5_000, interval: 10 }).toContain(id);
    expect(Date.now() - answeredAt).toBeLessThan(1_000);
    // Its status is written after LeadSquared's answer.
    await expect.poll(() => statusOf(id)).toMatchObject({ status: "sent-to-crm" });
  });

  it("marks a booking crm-failed while LeadSquared is down, and the retry delivers it", async () => {
    sim.store.fail({ kind: "status-500" });
    const id = await book(server.url);
    // The first delivery failed, then the retry (every 100 ms here) failed too: now in backoff.
    await expect
      .poll(() => statusOf(id), { timeout: 5_000 })
      .toMatchObject({ status: "crm-failed", crm_attempts: 1 });
    sim.store.recover();
    await database.handle.db.execute(
      sql`update bookings set crm_next_attempt_at = now() where id = ${id}::uuid`,
    );
    await expect
      .poll(() => statusOf(id), { timeout: 5_000 })
      .toMatchObject({ status: "sent-to-crm" });
    expect(delivered().filter((sent) => sent === id)).toHaveLength(1);
  });

  it("closing with deliveries in flight loses none: the next server delivers what is left", async () => {
    const closing = await start();
    // LeadSquared answers slowly: the deliveries are in flight when the server closes.
    sim.store.fail({ kind: "slow", delayMs: 400 });
    // The first server must not take them: it is the second one closing with them in flight.
    await server.close();
    const ids = await Promise.all([1, 2, 3, 4, 5].map(() => book(closing.url)));
    await new Promise((done) => setTimeout(done, 100));
    await closing.close();
    for (const id of ids) {
      expect(["received", "sent-to-crm"]).toContain((await statusOf(id))?.status);
    }
    sim.store.recover();
    const next = await start();
    server = next;
    // Those whose claim was cut off are claimed again once their lease lapses; here, at once.
    await database.handle.db.execute(
      sql`update bookings set crm_next_attempt_at = now() where status = 'received'`,
    );
    await expect
      .poll(async () => (await Promise.all(ids.map(statusOf))).map((row) => row?.status), {
        timeout: 10_000,
      })
      .toEqual(ids.map(() => "sent-to-crm"));
    for (const id of ids) expect(delivered()).toContain(id);
  });
});

// The worker runs on PostgreSQL only: PGlite's database lives in the server's thread.
if (wantsPostgres()) {
  describe("the CRM delivery worker", () => {
    it("is logged and started again when it crashes, and its bookings are delivered", async () => {
      const ctx = await createTestContext({
        env: {
          LEADSQUARED_API_URL: sim.url,
          LEADSQUARED_ACCESS_KEY: sim.keys.accessKey,
          LEADSQUARED_SECRET_KEY: sim.keys.secretKey,
        },
      });
      const { rows } = (await ctx.db.execute(
        sql`select current_schema() as schema`,
      )) as unknown as {
        rows: Array<{ schema: string }>;
      };
      const thread = startCrmDeliveryThread({
        data: {
          databaseUrl: testDatabaseUrl(),
          searchPath: rows[0]?.schema,
          leadSquared: { baseUrl: sim.url, ...sim.keys },
          callsPer5s: ctx.env.LEADSQUARED_CALLS_PER_5S,
          pollMs: 200,
          retryIntervalMs: 60_000,
          log: "forward",
        },
        logger: ctx.logger,
        metrics: createMetrics(),
      });
      try {
        await thread.ready();
        const app = ctx.appWith({ crmHandoff: thread });
        const post = async () => {
          const { fetchSolvedCaptcha } = await import("./support/captcha/solve-captcha.ts");
          const res = await app.request("/api/booking/", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({
              ...bookingBody({ mobile: nextMobile() }),
              captcha: await fetchSolvedCaptcha((p) => ctx.get(p)),
            }),
          });
          expect(res.status).toBe(201);
          return ((await res.json()) as { id: string }).id;
        };
        const before = await post();
        await thread.settled();
        expect(delivered()).toContain(before);

        await thread.crash();
        // Stored while no worker runs: its signal is lost, the next worker finds it.
        const during = await post();
        await expect
          .poll(() => ctx.logger.records.some((r) => r.event === "crm.delivery.worker-exited"))
          .toBe(true);
        await expect.poll(delivered, { timeout: 10_000 }).toContain(during);
        const after = await post();
        await expect.poll(delivered, { timeout: 5_000 }).toContain(after);
        expect(delivered().filter((id) => [before, during, after].includes(id))).toHaveLength(3);
      } finally {
        await thread.close();
        await ctx.close();
      }
    });
  });
}
