import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../test/database.ts";
import type { Database } from "../../db/client.ts";
import { knownRefusal, MAX_CLIENTS, rememberRefusal } from "./denied-clients.ts";
import type { RateLimitRule } from "./rate-limit.ts";

let database: TestDatabase;
let db: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.handle.db;
});
afterAll(() => database.close());

const rule: RateLimitRule = { name: "t-denied", limit: 3, windowMs: 10 * 60_000 };
const at = (minute: number, second = 0) => new Date(Date.UTC(2030, 0, 1, 9, minute, second));

describe("refusals remembered by the process", () => {
  it("refuses until the refusing window ends, with the seconds left, then forgets", () => {
    rememberRefusal(db, rule, "a", at(3));
    expect(knownRefusal(db, rule, "a", at(3))).toBe(7 * 60);
    expect(knownRefusal(db, rule, "a", at(9, 59))).toBe(1);
    expect(knownRefusal(db, rule, "a", at(10))).toBeUndefined();
    expect(knownRefusal(db, rule, "b", at(3))).toBeUndefined();
    expect(knownRefusal(db, { ...rule, name: "t-other" }, "a", at(3))).toBeUndefined();
  });

  it("keeps each database's refusals apart", async () => {
    const other = await createTestDatabase();
    try {
      rememberRefusal(db, rule, "c", at(21));
      expect(knownRefusal(other.handle.db, rule, "c", at(21))).toBeUndefined();
    } finally {
      await other.close();
    }
  });

  it(`holds at most ${MAX_CLIENTS} clients: ended windows go first, then the oldest`, () => {
    const bounded = { ...rule, name: "t-bounded" };
    rememberRefusal(db, bounded, "ended", at(30));
    for (let i = 0; i < MAX_CLIENTS; i++) rememberRefusal(db, bounded, `c${i}`, at(41));
    // The window of "ended" was over when room was needed: it went, and c0..c(MAX-1) all fit...
    expect(knownRefusal(db, bounded, "ended", at(30))).toBeUndefined();
    expect(knownRefusal(db, bounded, "c0", at(41))).toBeDefined();
    // ...until one more: the oldest goes.
    rememberRefusal(db, bounded, "last", at(41));
    expect(knownRefusal(db, bounded, "c0", at(41))).toBeUndefined();
    expect(knownRefusal(db, bounded, "c1", at(41))).toBeDefined();
    expect(knownRefusal(db, bounded, "last", at(41))).toBeDefined();
  });
});
