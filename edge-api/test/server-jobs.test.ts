/**
 * Where the background jobs run (services/jobs/background-jobs.ts), the CRM delivery's included:
 * in the server by default, or only in `npm run worker` (start-worker.ts) when the server has
 * JOBS_IN_SERVER=false. Time is
 * pg-boss's TestClock, which the app's clock reads too, so the hourly maintenance comes due by
 * moving it, not by waiting.
 */
import { eq } from "drizzle-orm";
import { TestClock } from "pg-boss";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bookings, usedCaptchaChallenges } from "../src/db/schema.ts";
import { type EnvSource, parseEnv } from "../src/env.ts";
import { createMemoryLogger } from "../src/logger.ts";
import { type RunningServer, startServer } from "../src/start-server.ts";
import { type RunningWorker, startWorker } from "../src/start-worker.ts";
import { TEST_ENV } from "./context.ts";
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseUrl,
  wantsPostgres,
} from "./database.ts";
import { bookingColumns } from "./support/crm-bookings.ts";

let database: TestDatabase;
const started: Array<RunningServer | RunningWorker> = [];
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  for (const process of started.splice(0).reverse()) await process.close();
  await database?.close();
});

/** A redeemed captcha that expires at 10:50, after start-up's own sweep: the hourly one deletes it. */
async function expiredCaptcha() {
  const signature = `expired-${Math.random()}`;
  await database.handle.db
    .insert(usedCaptchaChallenges)
    .values({ signature, expiresAt: new Date("2026-03-01T10:50:00Z") });
  return async () =>
    (
      await database.handle.db
        .select()
        .from(usedCaptchaChallenges)
        .where(eq(usedCaptchaChallenges.signature, signature))
    ).length;
}

/** Moves the clock `seconds` on, a second at a time (each step lets the workers poll). */
async function run(clock: TestClock, seconds: number) {
  for (let i = 0; i < seconds; i++) await clock.tick(1_000);
}

async function server(clock: TestClock, env: EnvSource = {}) {
  const logger = createMemoryLogger();
  const running = await startServer(parseEnv({ ...TEST_ENV, PWA_DIST: "./no-such-dist", ...env }), {
    database: database.handle,
    logger,
    buildPwa: false,
    clock: () => new Date(clock.now()),
    jobsClock: clock,
    jobsPollingIntervalSeconds: 1,
  });
  started.push(running);
  return { running, logger };
}

describe("the background jobs", () => {
  it("run in the server by default: maintenance at the top of the hour", async () => {
    const clock = new TestClock("2026-03-01T10:40:00Z");
    const remaining = await expiredCaptcha();
    const { logger } = await server(clock);
    expect(logger.records).toContainEqual(
      expect.objectContaining({ event: "jobs.started", role: "worker" }),
    );
    await clock.setTime("2026-03-01T10:59:50Z");
    await run(clock, 5);
    expect(await remaining()).toBe(1);
    await run(clock, 40);
    await expect.poll(remaining).toBe(0);
  });

  it("run in `npm run worker` alone when the server has JOBS_IN_SERVER=false", async () => {
    const clock = new TestClock("2026-03-01T10:40:00Z");
    const remaining = await expiredCaptcha();
    if (wantsPostgres()) {
      // A server that only sends: the hour passes and nothing is swept.
      const { logger } = await server(clock, {
        JOBS_IN_SERVER: "false",
        DATABASE_URL: testDatabaseUrl(),
        ALLOW_DEVELOPMENT_ON_DATABASE_URL: "yes",
      });
      expect(logger.records).toContainEqual(
        expect.objectContaining({ event: "jobs.started", role: "producer" }),
      );
      await clock.setTime("2026-03-01T10:59:50Z");
      await run(clock, 60);
      expect(await remaining()).toBe(1);
    }
    const worker = await startWorker(parseEnv(TEST_ENV), {
      database: database.handle,
      logger: createMemoryLogger(),
      clock: () => new Date(clock.now()),
      jobsClock: clock,
      jobsPollingIntervalSeconds: 1,
    });
    started.push(worker);
    await clock.setTime("2026-03-01T11:59:50Z");
    await run(clock, 40);
    await expect.poll(remaining).toBe(0);
  });

  it("the CRM delivery runs where the jobs run: with JOBS_IN_SERVER=false, in `npm run worker`", async () => {
    const clock = new TestClock("2026-03-01T10:40:30Z");
    const now = new Date(clock.now());
    const [row] = await database.handle.db
      .insert(bookings)
      .values({
        ...bookingColumns("9000000311"),
        status: "received",
        createdAt: now,
        crmNextAttemptAt: now,
      })
      .returning({ id: bookings.id });
    const id = row?.id ?? "";
    const status = async () =>
      (await database.handle.db.select().from(bookings).where(eq(bookings.id, id)))[0]?.status;
    if (wantsPostgres()) {
      // A server that only sends: past its start and the next minute, the booking waits.
      await server(clock, {
        JOBS_IN_SERVER: "false",
        DATABASE_URL: testDatabaseUrl(),
        ALLOW_DEVELOPMENT_ON_DATABASE_URL: "yes",
      });
      await run(clock, 70);
      expect(await status()).toBe("received");
    }
    const worker = await startWorker(parseEnv(TEST_ENV), {
      database: database.handle,
      logger: createMemoryLogger(),
      clock: () => new Date(clock.now()),
      jobsClock: clock,
      jobsPollingIntervalSeconds: 1,
    });
    started.push(worker);
    await run(clock, 2);
    await expect.poll(status).toBe("sent-to-crm");
  });

  it("JOBS_IN_SERVER=false needs a PostgreSQL server, and `npm run worker` refuses to start without one", async () => {
    expect(() => parseEnv({ ...TEST_ENV, JOBS_IN_SERVER: "false" })).toThrow(
      /JOBS_IN_SERVER: false needs DATABASE_URL/,
    );
    expect(() => parseEnv({ ...TEST_ENV, JOBS_IN_SERVER: "no" })).toThrow(
      /JOBS_IN_SERVER: must be "true" or "false"/,
    );
    await expect(startWorker(parseEnv(TEST_ENV))).rejects.toThrow(
      /DATABASE_URL: required by `npm run worker`/,
    );
  });
});
