/**
 * The CRM delivery as jobs (crm-delivery-job.ts) as a server registers them
 * (services/jobs/background-jobs.ts), on the test's database, with pg-boss's TestClock, which the
 * app's clock, the call budget and the LeadSquared simulator read too: a nudged booking is
 * delivered within a second, a lost nudge within the minute, retries keep their backoff, a burst
 * is paced under the plan's limit, a 429 pauses every server, two servers never send a booking
 * twice, and stopping lets the drain in flight finish. No test waits for real time to pass.
 */
import { eq, sql } from "drizzle-orm";
import { TestClock } from "pg-boss";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  type RunningCrmSimulator,
  startCrmSimulator,
} from "../../../dev/crm-sim/start-crm-simulator.ts";
import type { TestClock as AppTestClock } from "../../../test/clock.ts";
import { TEST_ENV } from "../../../test/context.ts";
import { createTestDatabase, type TestDatabase } from "../../../test/database.ts";
import { statusesOf, storeBookings } from "../../../test/support/crm-bookings.ts";
import { bookings } from "../../db/schema.ts";
import { createDeps } from "../../deps.ts";
import { parseEnv } from "../../env.ts";
import { createMemoryLogger, type MemoryLogger } from "../../logger.ts";
import { checkReadiness } from "../health/health.ts";
import { startBackgroundJobs } from "../jobs/background-jobs.ts";
import { type Jobs, jobsSchemaOf } from "../jobs/jobs.ts";
import type { CrmAdapter, CrmBooking, CrmResult } from "./crm.ts";
import { createCrmCallBudget, RATE_LIMIT_PAUSE_MS } from "./crm-call-budget.ts";
import { CRM_DELIVERY_POLLING_SECONDS, CRM_DELIVERY_QUEUE } from "./crm-delivery-job.ts";
import { type CrmHandoff, crmDeliveryNudge, type NudgePacing } from "./crm-handoff.ts";
import { crmRetryDelayMs } from "./crm-retry.ts";
import { BOOKING_ID_FIELD } from "./leadsquared-booking.ts";
import { createLeadSquaredCrm } from "./leadsquared-crm.ts";

const MINUTE = 60_000;

let database: TestDatabase;
let clock: TestClock;
const stops: Array<() => Promise<void>> = [];
// A database of its own per test: its job queue too starts empty, on the test's clock.
beforeEach(async () => {
  database = await createTestDatabase();
  // Mid-minute: the cron's next occurrence is 30 s away.
  clock = new TestClock("2026-03-02T10:00:30Z");
});
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
  await database?.close();
});

/** The app's clock on the jobs' clock, for the test helpers that read a clock. */
const appClock = () => {
  const now = (() => new Date(clock.now())) as AppTestClock;
  now.set = () => {};
  now.advance = () => {};
  return now;
};

interface Server {
  jobs: Jobs;
  logger: MemoryLogger;
  handoff: CrmHandoff;
  /** The booking route's call after a booking is stored. */
  nudge(): void;
}

/** Moves the clock on `seconds`, a second at a time (each step lets the workers poll). */
async function pass(seconds: number) {
  for (let i = 0; i < seconds; i++) await clock.tick(1_000);
}

/** A server's job worker (registered as start-server.ts does) delivering with `crm`. */
async function server(crm: CrmAdapter, callsPer5s = 1_000): Promise<Server> {
  const logger = createMemoryLogger();
  const env = parseEnv({ ...TEST_ENV, LEADSQUARED_CALLS_PER_5S: String(callsPer5s) });
  const built = await createDeps(
    {
      db: database.handle.db,
      env,
      clock: () => new Date(clock.now()),
      logger,
      readiness: () => checkReadiness(database.handle),
    },
    { crm },
  );
  const jobs = await startBackgroundJobs({
    database: database.handle,
    deps: built.deps,
    role: "worker",
    clock,
    pollingIntervalSeconds: 1,
  });
  const handoff = crmDeliveryNudge(jobs, logger);
  let stopped = false;
  stops.push(async () => {
    if (stopped) return;
    await handoff.close();
    await jobs.stop({ timeoutMs: 5_000 });
    await built.close();
  });
  const nudge = () => handoff.bookingStored({ bookingId: "", crm, logger });
  return {
    jobs: {
      ...jobs,
      stop: async (options) => {
        stopped = true;
        await handoff.close();
        await jobs.stop(options);
        await built.close();
      },
    },
    logger,
    handoff,
    nudge,
  };
}

/** Drains running now (pg-boss keeps each job `active` until its handler has returned). */
async function activeDrains() {
  const schema = jobsSchemaOf(database.handle);
  const result = (await database.handle.db.execute(
    sql.raw(
      `select count(*)::int as n from ${schema}.job where name = '${CRM_DELIVERY_QUEUE.name}' and state = 'active'`,
    ),
  )) as unknown as { rows: Array<{ n: number }> };
  return result.rows[0]?.n ?? 0;
}

/**
 * Moves the clock on `step` seconds at a time (default 1), letting each drain it started finish
 * before the next step, until `done` (then answers the simulated milliseconds it took) or
 * `seconds` passed. With `sleep`, each step is a jump, as if the process had slept through it:
 * every timer it passed (the workers' polls, the cron's check) fires once rather than once per
 * period, so minutes of backoff cost a few polls, not hundreds (a test that ticked through them
 * every half second outran its timeout on a busy machine).
 */
async function runUntil(
  done: () => Promise<boolean> | boolean,
  seconds: number,
  step = 1,
  { sleep = false } = {},
) {
  const started = clock.now();
  for (let i = 0; i <= seconds; i += step) {
    await expect.poll(activeDrains, { timeout: 10_000 }).toBe(0);
    if (await done()) return clock.now() - started;
    if (i >= seconds) break;
    if (sleep) {
      await clock.setTime(clock.now() + step * 1_000);
      await clock.tick(0);
    } else await clock.tick(step * 1_000);
  }
  throw new Error(`not done within ${seconds} simulated seconds`);
}

const stored = (n: number, status?: "received" | "crm-failed") =>
  storeBookings(database.handle.db, appClock(), n, status);
const statuses = (ids: string[]) => statusesOf(database.handle.db, appClock(), ids);
const allSent = (ids: string[]) => async () =>
  (await statuses(ids)).every((status) => status === "sent-to-crm");

/** A CRM that records each call and answers as `answer` says, noting calls that overlapped. */
function recordingCrm(
  answer: (booking: CrmBooking) => CrmResult | Promise<CrmResult> = () => ({
    ok: true,
  }),
) {
  const calls: CrmBooking[] = [];
  const running = new Set<string>();
  let overlapped = 0;
  const crm: CrmAdapter = {
    kind: "recording",
    async submitBooking(booking) {
      calls.push(booking);
      if (running.has(booking.bookingId)) overlapped++;
      running.add(booking.bookingId);
      try {
        return await answer(booking);
      } finally {
        running.delete(booking.bookingId);
      }
    },
  };
  return { crm, calls, overlapped: () => overlapped };
}

async function bookingRow(id: string) {
  const [row] = await database.handle.db.select().from(bookings).where(eq(bookings.id, id));
  if (!row) throw new Error(`booking ${id} not found`);
  return row;
}

describe("the CRM delivery as jobs", () => {
  it("delivers a booking within a second of the route's nudge", async () => {
    const { crm, calls } = recordingCrm();
    const one = await server(crm);
    const [id = ""] = await stored(1);
    one.nudge();
    await one.handoff.settled();
    const took = await runUntil(allSent([id]), 5);
    expect(took).toBeLessThanOrEqual(1_000);
    expect(calls).toEqual([expect.objectContaining({ bookingId: id, firstAttempt: true })]);
  });

  it("delivers a booking whose nudge was lost with the cron, within the minute", async () => {
    const { crm } = recordingCrm();
    await server(crm);
    // The drain every worker asks for as it starts finds nothing.
    await runUntil(() => true, 0);
    await pass(2);
    const [id = ""] = await stored(1);
    // No nudge: the process died between the booking's commit and its send.
    await pass(1);
    expect(await statuses([id])).toEqual(["received"]);
    const took = await runUntil(allSent([id]), 2 * 60);
    expect(took).toBeLessThanOrEqual(61_000);
  });

  it("retries a crm-failed booking when its backoff is due, not before, until the CRM recovers", async () => {
    let down = true;
    const { crm, calls } = recordingCrm(() =>
      down ? { ok: false, reason: "CRM unreachable" } : { ok: true },
    );
    const one = await server(crm);
    const [id = ""] = await stored(1);
    one.nudge();
    // The first hand-off failed, and the drain's retry pass after it too: now in its backoff.
    await runUntil(async () => (await bookingRow(id)).crmAttempts === 1, 5);
    const firstRetry = clock.now();
    expect(calls).toHaveLength(2);
    // Its backoff: nothing is sent for 5 minutes (the cron looks every minute).
    await runUntil(async () => calls.length > 2, 7 * 60, 5, { sleep: true });
    expect(clock.now() - firstRetry).toBeGreaterThanOrEqual(crmRetryDelayMs(1));
    expect(clock.now() - firstRetry).toBeLessThanOrEqual(crmRetryDelayMs(1) + MINUTE + 5_000);
    const secondRetry = clock.now();
    down = false;
    await runUntil(allSent([id]), 12 * 60, 5, { sleep: true });
    expect(clock.now() - secondRetry).toBeGreaterThanOrEqual(crmRetryDelayMs(2));
    expect(await bookingRow(id)).toMatchObject({ status: "sent-to-crm", crmAttempts: 3 });
    expect(calls).toHaveLength(4);
  }, 60_000);

  it("two servers never send one booking twice, nor at the same time, however often nudged", async () => {
    const { crm, calls, overlapped } = recordingCrm(
      () => new Promise((done) => setTimeout(() => done({ ok: true }), 2)),
    );
    const servers = [await server(crm), await server(crm)];
    const ids = await stored(150);
    for (let i = 0; i < 20; i++) for (const each of servers) each.nudge();
    await runUntil(allSent(ids), 10);
    expect(overlapped()).toBe(0);
    expect(calls.map((call) => call.bookingId).sort()).toEqual([...ids].sort());
  });

  it("stopping a server lets the drain in flight finish and store its results", async () => {
    let release = () => {};
    const { crm, calls } = recordingCrm(
      () =>
        new Promise((done) => {
          release = () => done({ ok: true });
        }),
    );
    const one = await server(crm);
    const [id = ""] = await stored(1);
    one.nudge();
    await one.handoff.settled();
    await clock.tick(1_000);
    await expect.poll(() => calls.length).toBe(1);
    let stopped = false;
    const stopping = one.jobs.stop({ timeoutMs: 30_000 }).then(() => {
      stopped = true;
    });
    await expect.poll(() => stopped).toBe(false);
    expect(await statuses([id])).toEqual(["received"]);
    release();
    await stopping;
    expect(await statuses([id])).toEqual(["sent-to-crm"]);
  });
});

describe("the CRM delivery as jobs, against LeadSquared's rate limit (10 calls per 5 s)", () => {
  const PLAN = 10;
  let sim: RunningCrmSimulator;
  beforeEach(async () => {
    sim = await startCrmSimulator({ clock: () => new Date(clock.now()), callsPer5s: PLAN });
    stops.push(() => sim.close());
  });
  const leadSquared = (logger = createMemoryLogger()) =>
    createLeadSquaredCrm({ ...sim.keys, baseUrl: sim.url, logger });
  const delivered = (ids: string[]) =>
    sim.store
      .received()
      .activities.map((a) => a.Fields[BOOKING_ID_FIELD] ?? "")
      .filter((id) => ids.includes(id));

  it("a burst of 40 bookings on two servers is delivered with no 429, paced by the budget", async () => {
    const crm = leadSquared();
    const servers = [await server(crm, PLAN), await server(crm, PLAN)];
    const ids = await stored(40);
    for (const each of servers) each.nudge();
    const took = await runUntil(allSent(ids), 5 * 60, 2, { sleep: true });
    expect(sim.store.rateLimited()).toBe(0);
    expect(delivered(ids).sort()).toEqual([...ids].sort());
    // 80 calls at 7 per 6 s after the first 3: over a minute of simulated time, not hours.
    expect(took).toBeGreaterThan(60_000);
    expect(took).toBeLessThan(150_000);
  });

  it("a backlog of crm-failed bookings is resent with no 429, paced too", async () => {
    const one = await server(leadSquared(), PLAN);
    const ids = await stored(10, "crm-failed");
    one.nudge();
    const took = await runUntil(allSent(ids), 5 * 60, 2, { sleep: true });
    expect(sim.store.rateLimited()).toBe(0);
    expect(delivered(ids).sort()).toEqual([...ids].sort());
    // 30 calls (capture, search, post) at 7 per 6 s after the first 3.
    expect(took).toBeGreaterThan(((30 - 3) * 6_000) / 7 - 1);
  });

  it("a 429 pauses every server for LeadSquared's window, without a spin; the booking it answered goes to the retry", async () => {
    const servers = [await server(leadSquared(), PLAN), await server(leadSquared(), PLAN)];
    const ids = await stored(3);
    sim.store.fail({ kind: "rate-limit" });
    servers[0]?.nudge();
    await runUntil(async () => (await statuses(ids)).includes("crm-failed"), 5);
    sim.store.recover();
    const limitedAt = clock.now();
    const after429 = sim.store.received().activities.length;
    // Nudged meanwhile: no call until the window has passed, on either server.
    for (const each of servers) each.nudge();
    await runUntil(async () => clock.now() - limitedAt >= RATE_LIMIT_PAUSE_MS - 1_000, 10);
    expect(sim.store.received().activities.length).toBe(after429);
    // Not spinning meanwhile: the drain that met the 429 asked for the next after the window,
    // and the nudges found that one waiting.
    const paced = servers.flatMap((each) => each.logger.records);
    expect(paced.filter((r) => r.event === "crm.delivery.paced").length).toBeLessThanOrEqual(2);
    expect(
      await createCrmCallBudget(database.handle.db, PLAN).take(new Date(clock.now()), 1, 2),
    ).toMatchObject({ allowed: 0 });
    // Then the two released bookings go, as first attempts, and the 429's booking by the retry.
    expect((await statuses(ids)).sort()).toEqual(["crm-failed", "received", "received"]);
    await runUntil(
      async () => (await statuses(ids)).filter((s) => s === "sent-to-crm").length === 2,
      30,
    );
    await runUntil(allSent(ids), 2 * 60);
    expect(delivered(ids).sort()).toEqual([...ids].sort());
  });
});

describe("the booking route's nudge", () => {
  /** The nudge's time, moved by the test; each wait it asks for is kept until the test ends it. */
  function testPacing() {
    let now = 0;
    const waits: Array<{ ms: number; end: () => void }> = [];
    const pacing: NudgePacing = {
      intervalMs: CRM_DELIVERY_POLLING_SECONDS * 1000,
      now: () => now,
      wait: (ms, wake) =>
        new Promise<void>((done) => {
          waits.push({ ms, end: done });
          wake(done);
        }),
    };
    return {
      pacing,
      waits,
      advance: (ms: number) => {
        now += ms;
      },
    };
  }
  const recordingQueue = () => {
    const sent: string[] = [];
    const queue: Pick<Jobs, "send"> = {
      async send(name) {
        sent.push(name);
        return null;
      },
    };
    return { sent, queue };
  };
  const nextTurn = () => new Promise<void>((done) => setImmediate(done));

  it("sends one job for the bookings stored in one turn of the event loop, and one after a quiet interval", async () => {
    const { sent, queue } = recordingQueue();
    const time = testPacing();
    const logger = createMemoryLogger();
    const handoff = crmDeliveryNudge(queue, logger, time.pacing);
    const crm = recordingCrm().crm;
    for (let i = 0; i < 100; i++) handoff.bookingStored({ bookingId: `b${i}`, crm, logger });
    await handoff.settled();
    expect(sent).toEqual([CRM_DELIVERY_QUEUE.name]);
    time.advance(CRM_DELIVERY_POLLING_SECONDS * 1000);
    handoff.bookingStored({ bookingId: "later", crm, logger });
    await handoff.settled();
    expect(sent).toHaveLength(2);
    expect(time.waits).toEqual([]);
    await handoff.close();
    handoff.bookingStored({ bookingId: "closed", crm, logger });
    await handoff.settled();
    expect(sent).toHaveLength(2);
  });

  it("under a stream of bookings sends at most one job per worker's polling interval", async () => {
    const { sent, queue } = recordingQueue();
    const time = testPacing();
    const logger = createMemoryLogger();
    const handoff = crmDeliveryNudge(queue, logger, time.pacing);
    const crm = recordingCrm().crm;
    handoff.bookingStored({ bookingId: "first", crm, logger });
    await handoff.settled();
    expect(sent).toHaveLength(1);
    // Bookings in later turns, 100 ms apart: the queue has a job waiting already.
    for (let turn = 1; turn <= 4; turn++) {
      time.advance(100);
      handoff.bookingStored({ bookingId: `t${turn}`, crm, logger });
      await nextTurn();
    }
    expect(sent).toHaveLength(1);
    // One send for all four, at the interval's end.
    expect(time.waits.map((w) => w.ms)).toEqual([CRM_DELIVERY_POLLING_SECONDS * 1000 - 100]);
    time.advance(100);
    time.waits[0]?.end();
    await nextTurn();
    expect(sent).toHaveLength(2);
    // Closing while a booking waits for the interval sends its job at once.
    time.advance(10);
    handoff.bookingStored({ bookingId: "last", crm, logger });
    await nextTurn();
    expect(time.waits).toHaveLength(2);
    await handoff.close();
    expect(sent).toHaveLength(3);
  });

  it("logs a send that fails, and the booking waits for the cron", async () => {
    const logger = createMemoryLogger();
    const handoff = crmDeliveryNudge(
      {
        send: async () => {
          throw new Error("connection refused");
        },
      },
      logger,
    );
    handoff.bookingStored({ bookingId: "b", crm: recordingCrm().crm, logger });
    await handoff.settled();
    expect(logger.records).toContainEqual(
      expect.objectContaining({ event: "crm.delivery.nudge-failed", level: "error" }),
    );
  });
});
