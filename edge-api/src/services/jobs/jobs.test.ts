/**
 * The job queue on the test's database (PGlite, or PostgreSQL with TEST_DB=postgres), with
 * pg-boss's own TestClock: time moves only by `tick` / `setTime`, in pg-boss's timers and in the
 * database's idea of "now" alike, so no test waits on a real polling interval or retry delay.
 */
import { TestClock } from "pg-boss";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../test/database.ts";
import { createMemoryLogger, type MemoryLogger } from "../../logger.ts";
import { installJobsSchema, type Jobs, type QueueDefinition, startJobs } from "./jobs.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

let running: Jobs[] = [];
afterEach(async () => {
  await Promise.all(running.map((jobs) => jobs.stop({ timeoutMs: 1_000 })));
  running = [];
});

/** A "server": pg-boss started as a worker on the test's database, on `clock`. */
async function worker(clock: TestClock, logger: MemoryLogger = createMemoryLogger()) {
  const jobs = await startJobs({
    database: database.handle,
    logger,
    role: "worker",
    migrate: true,
    clock,
    pollingIntervalSeconds: 1,
    maxConnections: 4,
  });
  running.push(jobs);
  return jobs;
}

let queues = 0;
/** A queue no other test of the file used. */
const queue = (overrides: Partial<QueueDefinition> = {}): QueueDefinition => ({
  name: `test-queue-${++queues}`,
  retryLimit: 0,
  retryDelaySeconds: 0,
  retryBackoff: false,
  expireInSeconds: 60,
  policy: "standard",
  ...overrides,
});

/** Moves the clock `seconds` on, a second at a time (each step lets the workers poll). */
async function run(clock: TestClock, seconds: number) {
  for (let i = 0; i < seconds; i++) await clock.tick(1_000);
}

describe("jobs", () => {
  it("runs a job sent to its queue, once, with its data", async () => {
    const clock = new TestClock("2026-03-01T10:00:00Z");
    const jobs = await worker(clock);
    const q = queue();
    await jobs.define(q);
    const seen: unknown[] = [];
    await jobs.work<{ orderId: string }>(q.name, async (job) => {
      seen.push(job.data);
    });
    const id = (await jobs.send(q.name, { orderId: "VY-1" })) ?? "";
    await run(clock, 3);
    await expect.poll(async () => (await jobs.find(q.name, id))?.state).toBe("completed");
    expect(seen).toEqual([{ orderId: "VY-1" }]);
  });

  it("retries a failing job with growing delays, then keeps it as failed and says so", async () => {
    const clock = new TestClock("2026-03-01T10:00:00Z");
    const logger = createMemoryLogger();
    const jobs = await worker(clock, logger);
    const q = queue({ retryLimit: 2, retryDelaySeconds: 10, retryBackoff: true });
    await jobs.define(q);
    const attempts: number[] = [];
    await jobs.work(q.name, async () => {
      attempts.push(clock.now());
      throw new Error("gateway down");
    });
    const id = (await jobs.send(q.name, {})) ?? "";
    // Backoff: the first retry waits 10-20 s, the second 20-40 s (retryDelay × 2^n with jitter).
    await run(clock, 70);
    await expect.poll(async () => (await jobs.find(q.name, id))?.state).toBe("failed");
    expect(attempts).toHaveLength(3);
    const [first = 0, second = 0, third = 0] = attempts;
    expect(second - first).toBeGreaterThanOrEqual(10_000);
    expect(third - second).toBeGreaterThanOrEqual(20_000);
    expect((await jobs.find(q.name, id))?.retryCount).toBe(2);
    const lines = logger.records.filter((r) => r.jobId === id);
    expect(lines.map((r) => [r.level, r.event, r.attempt, r.givenUp])).toEqual([
      ["warn", "job.failed", 1, false],
      ["warn", "job.failed", 2, false],
      ["error", "job.given-up", 3, true],
    ]);
    expect(lines[2]).toMatchObject({ queue: q.name, errorMessage: "gateway down" });
  });

  it("runs a scheduled job once per occurrence when two servers on one database schedule it", async () => {
    const clock = new TestClock("2026-03-01T10:58:00Z");
    const servers = [await worker(clock), await worker(clock)];
    const q = queue({ policy: "stately" });
    const runs: Array<{ server: number; at: string }> = [];
    for (const [index, jobs] of servers.entries()) {
      await jobs.define(q);
      await jobs.work(q.name, async () => {
        runs.push({ server: index, at: new Date(clock.now()).toISOString() });
      });
      await jobs.schedule(q.name, "0 * * * *");
    }
    await run(clock, 60);
    expect(runs).toEqual([]);
    // Past 11:00 and on for three minutes: both servers' cron passes see the 11:00 occurrence.
    await run(clock, 4 * 60);
    await expect.poll(() => runs.length).toBe(1);
    expect(runs[0]?.at.slice(0, 15)).toBe("2026-03-01T11:0");
  });

  it("keeps one job waiting on a stately queue however many are sent: a flood does not pile up", async () => {
    const clock = new TestClock("2026-03-01T10:00:00Z");
    const jobs = await worker(clock);
    const q = queue({ policy: "stately" });
    await jobs.define(q);
    const ids = await Promise.all(Array.from({ length: 20 }, () => jobs.send(q.name, {})));
    const kept = ids.filter((id): id is string => id !== null);
    expect(kept).toHaveLength(1);
    let runs = 0;
    await jobs.work(q.name, async () => {
      runs += 1;
    });
    await run(clock, 3);
    await expect
      .poll(async () => (await jobs.find(q.name, kept[0] ?? ""))?.state)
      .toBe("completed");
    expect(runs).toBe(1);
  });

  it("stop() lets the job in flight finish, then stops fetching", async () => {
    const clock = new TestClock("2026-03-01T10:00:00Z");
    const jobs = await worker(clock);
    const q = queue();
    await jobs.define(q);
    let release = () => {};
    const started: string[] = [];
    const finished: string[] = [];
    await jobs.work(q.name, async (job) => {
      started.push(job.id);
      await new Promise<void>((done) => {
        release = done;
      });
      finished.push(job.id);
    });
    const id = (await jobs.send(q.name, {})) ?? "";
    await run(clock, 2);
    await expect.poll(() => started).toEqual([id]);

    let stopped = false;
    const stopping = jobs.stop({ timeoutMs: 30_000 }).then(() => {
      stopped = true;
    });
    // Waiting for the handler: nothing settles until it finishes.
    await expect.poll(() => finished).toEqual([]);
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(finished).toEqual([id]);

    // The job is complete in the database, and a job sent now waits for the next worker.
    const after = await worker(clock);
    expect((await after.find(q.name, id))?.state).toBe("completed");
    const waiting = (await after.send(q.name, {})) ?? "";
    await run(clock, 3);
    expect((await after.find(q.name, waiting))?.state).toBe("created");
    expect(started).toEqual([id]);
  });

  it("in production, refuses a jobs schema `npm run migrate` has not installed, and starts once it has", async () => {
    const fresh = await createTestDatabase();
    try {
      const production = {
        database: fresh.handle,
        logger: createMemoryLogger(),
        role: "producer",
        migrate: false,
      } as const;
      await expect(startJobs(production)).rejects.toThrow(
        /The jobs schema "\w+" is not current, the server will not start:\n {2}pg-boss is not installed\n {2}run `npm run migrate`/,
      );
      await installJobsSchema(fresh.handle, createMemoryLogger());
      const jobs = await startJobs(production);
      await jobs.stop();
    } finally {
      await fresh.close();
    }
  });
});
