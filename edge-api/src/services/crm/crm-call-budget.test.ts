import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestClock } from "../../../test/clock.ts";
import { createTestDatabase, type TestDatabase } from "../../../test/database.ts";
import { crmCallBudget } from "../../db/schema.ts";
import {
  callBudgetShape,
  createCrmCallBudget,
  LEADSQUARED_WINDOW_MS,
  RATE_LIMIT_PAUSE_MS,
} from "./crm-call-budget.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());
// Every test starts from no row: a full bucket.
beforeEach(async () => {
  await database.handle.db.delete(crmCallBudget);
});

const budget = (callsPer5s: number) => createCrmCallBudget(database.handle.db, callsPer5s);
/** How long plan 25's bucket takes to gain one call (300 ms), and plan 10's (857.1 ms). */
const oneCallOf25 = 1 / callBudgetShape(25).perMs;
const oneCallOf10 = 1 / callBudgetShape(10).perMs;

/** The most calls taken in any 5 s of `takes` (both ends included, as LeadSquared might count). */
function busiestWindow(takes: Array<{ at: number; calls: number }>) {
  let most = 0;
  for (const start of takes) {
    const inWindow = takes.filter(
      (t) => t.at >= start.at && t.at <= start.at + LEADSQUARED_WINDOW_MS,
    );
    most = Math.max(
      most,
      inWindow.reduce((sum, t) => sum + t.calls, 0),
    );
  }
  return most;
}

describe("the shape of the CRM call budget", () => {
  it("holds a retry's calls and refills, within the plan over any 5 s plus a second", () => {
    expect(callBudgetShape(25)).toEqual({ capacity: 5, perMs: 20 / 6_000 });
    expect(callBudgetShape(10)).toEqual({ capacity: 3, perMs: 7 / 6_000 });
    expect(callBudgetShape(1_000)).toEqual({ capacity: 200, perMs: 800 / 6_000 });
    for (let plan = 4; plan <= 1_000; plan++) {
      const { capacity, perMs } = callBudgetShape(plan);
      expect(capacity).toBeGreaterThanOrEqual(3);
      expect(perMs).toBeGreaterThan(0);
      expect(capacity + perMs * 6_000).toBeLessThanOrEqual(plan + 1e-9);
    }
    // A retry's 3 calls leave a plan of 3 nothing to refill with (env.ts refuses it).
    expect(() => callBudgetShape(3)).toThrow(RangeError);
  });
});

describe("the CRM call budget", () => {
  it("starts full, refills with time and never holds more than its capacity", async () => {
    const clock = createTestClock();
    const calls = budget(25); // 5 calls, 20 more every 6 s
    expect(await calls.take(clock(), 100, 1)).toMatchObject({ allowed: 5 });
    expect(await calls.take(clock(), 100, 1)).toEqual({
      allowed: 0,
      waitMs: Math.ceil(oneCallOf25),
    });
    clock.advance(600);
    expect(await calls.take(clock(), 100, 1)).toMatchObject({ allowed: 2 });
    clock.advance(60 * 60_000);
    expect(await calls.take(clock(), 100, 1)).toMatchObject({ allowed: 5 });
  });

  it("takes a booking's calls whole, and says how long until it holds one more booking's", async () => {
    const clock = createTestClock();
    const calls = budget(10); // 3 calls, 7 more every 6 s
    expect(await calls.take(clock(), 5, 2)).toEqual({ allowed: 1, waitMs: Math.ceil(oneCallOf10) });
    // One call left: a booking of two waits for the second.
    expect(await calls.take(clock(), 5, 2)).toMatchObject({ allowed: 0 });
    clock.advance(Math.ceil(oneCallOf10));
    expect(await calls.take(clock(), 5, 2)).toMatchObject({ allowed: 1 });
  });

  it("never lets any 5 s see more than the plan, however greedily it is taken", async () => {
    const clock = createTestClock();
    const plan = 10;
    const calls = budget(plan);
    const takes: Array<{ at: number; calls: number }> = [];
    const start = clock().getTime();
    // Takers of 2 and 3 calls, at irregular moments, for 40 s of simulated time.
    for (let step = 0; clock().getTime() - start < 40_000; step++) {
      const each = step % 3 === 0 ? 3 : 2;
      const { allowed } = await calls.take(clock(), 10, each);
      if (allowed > 0) takes.push({ at: clock().getTime(), calls: allowed * each });
      clock.advance([17, 250, 90, 1_300, 5][step % 5] ?? 0);
    }
    expect(busiestWindow(takes)).toBeLessThanOrEqual(plan);
    // And it is used: 40 s at 7 calls every 6 s, plus the 3 it started with.
    const total = takes.reduce((sum, t) => sum + t.calls, 0);
    expect(total).toBeGreaterThanOrEqual(40);
    expect(total).toBeLessThanOrEqual(3 + (40_000 * 7) / 6_000);
  });

  it("lets no two concurrent takers take the same calls (servers racing on one row)", async () => {
    const clock = createTestClock();
    const servers = Array.from({ length: 6 }, () => budget(25));
    // 30 takers at once on a missing row (the first ones also race to insert it).
    const grants = await Promise.all(
      Array.from({ length: 30 }, (_, i) => servers[i % servers.length]?.take(clock(), 1, 1)),
    );
    expect(grants.reduce((sum, g) => sum + (g?.allowed ?? 0), 0)).toBe(5);
    // And again on the row, after exactly one call's refill.
    clock.advance(300);
    const again = await Promise.all(
      Array.from({ length: 30 }, (_, i) => servers[i % servers.length]?.take(clock(), 1, 1)),
    );
    expect(again.reduce((sum, g) => sum + (g?.allowed ?? 0), 0)).toBe(1);
  });

  it("keeps its time monotonic: a server whose clock is behind cannot mint calls", async () => {
    const ahead = createTestClock();
    const behind = createTestClock(new Date(ahead().getTime() - 10_000));
    const calls = budget(25);
    // The server ahead empties the bucket; the one 10 s behind gets nothing back for its past.
    expect(await calls.take(ahead(), 100, 1)).toMatchObject({ allowed: 5 });
    const late = await calls.take(behind(), 100, 1);
    expect(late.allowed).toBe(0);
    // It is told to wait until the bucket's time has come for it too.
    expect(late.waitMs).toBe(Math.ceil(10_000 + oneCallOf25));
    behind.advance(9_000);
    ahead.advance(600);
    expect(await calls.take(behind(), 100, 1)).toMatchObject({ allowed: 0 });
    // Only the time that passed on the bucket's own clock refills it: 600 ms, 2 calls.
    expect(await calls.take(ahead(), 100, 1)).toMatchObject({ allowed: 2 });
    behind.advance(1_600);
    expect(await calls.take(behind(), 100, 1)).toMatchObject({ allowed: 0 });
  });

  it("is empty for every server for a whole window after a 429", async () => {
    const clock = createTestClock();
    const [one, other] = [budget(25), budget(25)];
    expect(await one.take(clock(), 1, 1)).toMatchObject({ allowed: 1 });
    await one.empty(clock());
    const refused = await other.take(clock(), 1, 1);
    expect(refused.allowed).toBe(0);
    expect(refused.waitMs).toBe(Math.ceil(RATE_LIMIT_PAUSE_MS + oneCallOf25));
    clock.advance(RATE_LIMIT_PAUSE_MS);
    expect(await other.take(clock(), 1, 1)).toMatchObject({ allowed: 0 });
    clock.advance(300);
    expect(await other.take(clock(), 1, 1)).toMatchObject({ allowed: 1 });
  });

  it("empties a bucket that has no row yet", async () => {
    const clock = createTestClock();
    const calls = budget(25);
    await calls.empty(clock());
    expect(await calls.take(clock(), 1, 1)).toMatchObject({ allowed: 0 });
  });

  it("takes back unused calls, up to its capacity, but not during a 429's pause", async () => {
    const clock = createTestClock();
    const calls = budget(25);
    expect(await calls.take(clock(), 2, 2)).toMatchObject({ allowed: 2 });
    await calls.giveBack(clock(), 3);
    await calls.giveBack(clock(), 3);
    expect(await calls.take(clock(), 100, 1)).toMatchObject({ allowed: 5 });
    await calls.empty(clock());
    await calls.giveBack(clock(), 5);
    expect(await calls.take(clock(), 100, 1)).toMatchObject({ allowed: 0 });
  });

  it("refuses a take larger than the bucket, which could never be granted", async () => {
    await expect(budget(10).take(new Date(), 1, 4)).rejects.toThrow(RangeError);
  });
});
