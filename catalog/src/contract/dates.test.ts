import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isCalendarDate } from "./dates.ts";

/** The rule it replaced: a date is real when Date gives back the same day. */
function byDate(value: string) {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const pad = (n: number, width: number) => String(n).padStart(width, "0");

describe("isCalendarDate", () => {
  it("knows month lengths and leap years", () => {
    for (const value of ["2024-02-29", "2000-02-29", "2025-12-31", "2025-04-30", "0000-01-01"])
      expect(isCalendarDate(value)).toBe(true);
    for (const value of ["2025-02-29", "1900-02-29", "2025-04-31", "2025-13-01", "2025-00-10"])
      expect(isCalendarDate(value)).toBe(false);
    for (const value of ["2025-1-01", "2025-01-01T00:00", "", "abcd-ef-gh", "2025-01-00"])
      expect(isCalendarDate(value)).toBe(false);
  });

  it("agrees with the Date round trip on every YYYY-MM-DD shape", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 0, max: 99 }),
        (y, m, d) => {
          const value = `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;
          expect(isCalendarDate(value)).toBe(byDate(value));
        },
      ),
      { numRuns: 5_000 },
    );
  });
});
