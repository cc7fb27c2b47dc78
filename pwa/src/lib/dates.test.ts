import { describe, expect, it } from "vitest";
import { appTimeZone, isIsoDate, todayInIndia } from "./dates.ts";

const byIntl = (now: Date) =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: appTimeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);

describe("todayInIndia", () => {
  it("turns over at midnight in India, 18:30 UTC", () => {
    expect(todayInIndia(new Date("2026-11-21T18:29:59.999Z"))).toBe("2026-11-21");
    expect(todayInIndia(new Date("2026-11-21T18:30:00.000Z"))).toBe("2026-11-22");
  });

  it("agrees with the time-zone database through a year, around every turn of the day", () => {
    for (let day = 0; day < 366; day++) {
      for (const minutes of [-1, 0, 1, 720]) {
        const now = new Date(Date.UTC(2026, 0, 1 + day, 18, 30 + minutes));
        expect(todayInIndia(now), now.toISOString()).toBe(byIntl(now));
      }
    }
  });

  it("handles the year's end and a leap day", () => {
    expect(todayInIndia(new Date("2026-12-31T18:30:00Z"))).toBe("2027-01-01");
    expect(todayInIndia(new Date("2028-02-28T20:00:00Z"))).toBe("2028-02-29");
  });
});

describe("isIsoDate", () => {
  it("accepts real calendar dates only", () => {
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2026-02-29")).toBe(false);
    expect(isIsoDate("2026-2-1")).toBe(false);
  });
});
