import { describe, expect, it } from "vitest";
import { weekdayAhead } from "./orders.test-helpers.ts";

/** The order tests book one centre's slots on "different" days: they must be different dates. */
describe("weekdayAhead (orders.test-helpers.ts)", () => {
  // Seven consecutive todays: every day of the week is today once.
  const todays = Array.from(
    { length: 7 },
    (_, i) => new Date(Date.UTC(2026, 10, 23 + i, 6, 30)), // 12:00 in India
  );

  it.each(todays)("from %s, days 1 to 25 are 25 dates, none a Sunday", (now) => {
    const days = Array.from({ length: 25 }, (_, i) => weekdayAhead(i + 1, now));
    expect(new Set(days).size).toBe(25);
    for (const day of days) expect(new Date(`${day}T00:00:00Z`).getUTCDay()).not.toBe(0);
    expect([...days].sort()).toEqual(days);
  });
});
