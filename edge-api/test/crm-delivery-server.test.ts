/**
 * The CRM delivery of new bookings as the server runs it: the booking route nudges the
 * `crm-delivery` job queue (services/crm/crm-delivery-job.ts), over real HTTP, the real database
 * and the LeadSquared simulator, on pg-boss's TestClock (which the app's clock reads too): prompt,
 * retried when the CRM is down, nothing lost when a server closes with a delivery in flight.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { TestClock } from "pg-boss";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type RunningCrmSimulator, startCrmSimulator } from "../dev/crm-sim/start-crm-simulator.ts";
import { parseEnv } from "../src/env.ts";
import { createMemoryLogger, type MemoryLogger } from "../src/logger.ts";
import { crmRetryDelayMs } from "../src/services/crm/crm-retry.ts";
import { BOOKING_ID_FIELD } from "../src/services/crm/leadsquared-booking.ts";
import { type RunningServer, startServer } from "../src/start-server.ts";
import { freshAddress, TEST_ENV } from "./context.ts";
import { createTestDatabase, type TestDatabase } from "./database.ts";
import { bookingBody } from "./fixtures.ts";
import { attemptBooking } from "./support/booking-attempt.ts";

let sim: RunningCrmSimulator;
let database: TestDatabase;
let logger: MemoryLogger;
const running: RunningServer[] = [];
// Mid-minute: the cron's next occurrence is half a minute away.
const clock = new TestClock("2026-03-02T10:00:30Z");

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
    clock: () => new Date(clock.now()),
    jobsClock: clock,
    jobsPollingIntervalSeconds: 1,
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

/** Moves the clock on `seconds`, `step` seconds at a time (each step lets the workers poll). */
async function run(seconds: number, step = 1) {
  for (let i = 0; i < seconds; i += step) await clock.tick(step * 1_000);
}

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

  it("delivers a new booking to LeadSquared within a second of its answer", async () => {
    // The drain the server asked for as it started finds nothing.
    await run(1);
    const id = await book(server.url);
    await run(1);
    await expect.poll(delivered).toContain(id);
    // Its status is written after LeadSquared's answer.
    await expect.poll(() => statusOf(id)).toMatchObject({ status: "sent-to-crm" });
  });

  it("marks a booking crm-failed while LeadSquared is down, and the retry delivers it", async () => {
    sim.store.fail({ kind: "status-500" });
    const id = await book(server.url);
    await run(1);
    // The first delivery failed, then the drain's retry failed too: now in its backoff.
    // The retry counts its attempt as it claims, before its call: its answer is the log line.
    await expect
      .poll(() => logger.records.some((r) => r.event === "crm.retry.failed" && r.bookingId === id))
      .toBe(true);
    expect(await statusOf(id)).toMatchObject({ status: "crm-failed", crm_attempts: 1 });
    sim.store.recover();
    await run(crmRetryDelayMs(1) / 1_000 - 60, 10);
    expect(await statusOf(id)).toMatchObject({ status: "crm-failed" });
    // Due, and the next minute's drain finds it.
    await run(2 * 60, 10);
    await expect
      .poll(() => statusOf(id), { timeout: 5_000 })
      .toMatchObject({ status: "sent-to-crm" });
    expect(delivered().filter((sent) => sent === id)).toHaveLength(1);
  });

  it("closing with a delivery in flight lets it finish; the next server delivers what is left", async () => {
    const closing = await start();
    // The first server must not take them: it is the second one closing with them in flight.
    await server.close();
    // LeadSquared answers slowly: the drain is in flight when the server closes.
    sim.store.fail({ kind: "slow", delayMs: 400 });
    const ids = await Promise.all([1, 2, 3, 4, 5].map(() => book(closing.url)));
    const leads = sim.store.received().leads.length;
    await run(1);
    await expect.poll(() => sim.store.received().leads.length).toBeGreaterThan(leads);
    await closing.close();
    // The drain in flight finished and stored its results before the server stopped.
    const after = await Promise.all(ids.map(async (id) => (await statusOf(id))?.status));
    expect(after).toContain("sent-to-crm");
    for (const status of after) expect(["received", "sent-to-crm"]).toContain(status);
    sim.store.recover();
    server = await start();
    // Bookings left `received` go with the drain the next server asks for as it starts.
    await run(1);
    await expect
      .poll(async () => (await Promise.all(ids.map(statusOf))).map((row) => row?.status), {
        timeout: 10_000,
      })
      .toEqual(ids.map(() => "sent-to-crm"));
    for (const id of ids) expect(delivered().filter((sent) => sent === id)).toHaveLength(1);
  });
});
