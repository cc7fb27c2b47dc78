import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestClock } from "../../../test/clock.ts";
import { createTestDatabase, type TestDatabase } from "../../../test/database.ts";
import type { Database } from "../../db/client.ts";
import { type BackoffRule, claimAttempt, forgetAttempts, refundAttempt } from "./backoff.ts";

let database: TestDatabase;
let db: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.handle.db;
});
afterAll(() => database.close());

const MINUTE = 60_000;
const rule = (name: string): BackoffRule => ({
  name,
  free: 3,
  baseMs: MINUTE,
  maxMs: 8 * MINUTE,
  memoryMs: 60 * MINUTE,
});

describe("attempts with backoff", () => {
  it("lets `free` attempts through, then waits a doubling delay up to the cap", async () => {
    const r = rule("b-doubling");
    const clock = createTestClock(new Date(Date.UTC(2030, 0, 1, 9)));
    for (let i = 0; i < 3; i++)
      expect(await claimAttempt(db, r, "s", clock())).toEqual({ allowed: true });
    // After 3 attempts: 1 minute, then 2, 4, 8, 8 (the cap).
    for (const wait of [1, 2, 4, 8, 8]) {
      expect(await claimAttempt(db, r, "s", clock())).toEqual({
        allowed: false,
        retryAfterSeconds: wait * 60,
      });
      clock.advance(wait * MINUTE - 1000);
      expect(await claimAttempt(db, r, "s", clock())).toEqual({
        allowed: false,
        retryAfterSeconds: 1,
      });
      clock.advance(1000);
      expect(await claimAttempt(db, r, "s", clock())).toEqual({ allowed: true });
    }
    expect(await claimAttempt(db, r, "other", clock())).toEqual({ allowed: true });
  });

  it("forgets a subject `memoryMs` after its last attempt, or when told", async () => {
    const r = rule("b-memory");
    const clock = createTestClock(new Date(Date.UTC(2030, 0, 2, 9)));
    for (let i = 0; i < 4; i++) await claimAttempt(db, r, "s", clock());
    clock.advance(60 * MINUTE);
    for (let i = 0; i < 3; i++)
      expect(await claimAttempt(db, r, "s", clock())).toEqual({ allowed: true });
    expect((await claimAttempt(db, r, "s", clock())).allowed).toBe(false);
    await forgetAttempts(db, r, "s");
    expect(await claimAttempt(db, r, "s", clock())).toEqual({ allowed: true });
  });

  it("takes back a refunded attempt", async () => {
    const r = rule("b-refund");
    const now = new Date(Date.UTC(2030, 0, 3, 9));
    for (let i = 0; i < 3; i++) await claimAttempt(db, r, "s", now);
    await refundAttempt(db, r, "s");
    expect(await claimAttempt(db, r, "s", now)).toEqual({ allowed: true });
    expect((await claimAttempt(db, r, "s", now)).allowed).toBe(false);
  });

  it("lets only the free attempts of a concurrent burst through", async () => {
    const r = rule("b-burst");
    const now = new Date(Date.UTC(2030, 0, 4, 9));
    const results = await Promise.all(
      Array.from({ length: 30 }, () => claimAttempt(db, r, "s", now)),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(3);
  });
});
