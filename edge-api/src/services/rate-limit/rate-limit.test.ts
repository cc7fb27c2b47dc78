import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestClock } from "../../../test/clock.ts";
import { createTestDatabase, type TestDatabase } from "../../../test/database.ts";
import type { Database } from "../../db/client.ts";
import { claimCooldown, consume, peek, type RateLimitRule } from "./rate-limit.ts";

let database: TestDatabase;
let db: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.handle.db;
});
afterAll(() => database.close());

const hourRule = (name: string): RateLimitRule => ({ name, limit: 5, windowMs: 3_600_000 });
const atHour = (h: number, minutes = 0) => new Date(Date.UTC(2030, 0, 1, h, minutes));

describe("fixed-window rate limits", () => {
  it("allows `limit` hits per window, then refuses until the window ends", async () => {
    const rule = hourRule("t-basic");
    for (let i = 1; i <= 5; i++) {
      expect(await consume(db, rule, "s", atHour(10, i))).toMatchObject({
        allowed: true,
        count: i,
      });
    }
    const refused = await consume(db, rule, "s", atHour(10, 30));
    expect(refused).toEqual({ allowed: false, count: 6, retryAfterSeconds: 30 * 60 });
    expect(await peek(db, rule, "s", atHour(10, 59))).toMatchObject({ allowed: false });
    expect(await peek(db, rule, "other", atHour(10, 59))).toMatchObject({
      allowed: true,
      count: 0,
    });
    expect(await consume(db, rule, "s", atHour(11))).toMatchObject({ allowed: true, count: 1 });
  });

  it("never lets concurrent hits slip under the limit", async () => {
    const rule = hourRule("t-concurrent");
    const now = atHour(12);
    const results = await Promise.all(
      Array.from({ length: 40 }, () => consume(db, rule, "s", now)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
  });
});

describe("cool-downs", () => {
  it("allows one claim per cool-down and says how long is left", async () => {
    const clock = createTestClock(atHour(9));
    expect(await claimCooldown(db, "t-cool", "s", 60_000, clock())).toMatchObject({
      allowed: true,
    });
    clock.advance(20_000);
    expect(await claimCooldown(db, "t-cool", "s", 60_000, clock())).toEqual({
      allowed: false,
      count: 2,
      retryAfterSeconds: 40,
    });
    clock.advance(40_000);
    expect(await claimCooldown(db, "t-cool", "s", 60_000, clock())).toMatchObject({
      allowed: true,
    });
    expect(await claimCooldown(db, "t-cool", "s", 60_000, clock())).toMatchObject({
      allowed: false,
      retryAfterSeconds: 60,
    });
  });

  it("lets exactly one of many concurrent claims win", async () => {
    const now = atHour(13);
    const results = await Promise.all(
      Array.from({ length: 25 }, () => claimCooldown(db, "t-cool-race", "s", 60_000, now)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(1);
  });
});

describe("the counters' table", () => {
  it("is UNLOGGED: counting writes no WAL (docs/decisions/009-unlogged-rate-limit-counters.md)", async () => {
    const result = (await db.execute(sql`
      SELECT relpersistence FROM pg_class
      WHERE relname = 'rate_limit_counters' AND relnamespace = current_schema()::regnamespace`)) as unknown as {
      rows: { relpersistence: string }[];
    };
    expect(result.rows).toEqual([{ relpersistence: "u" }]);
  });
});
