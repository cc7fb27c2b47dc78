import { describe, expect, it } from "vitest";
import { isIsoDate, todayInIndia } from "./dates.ts";
import { formatDate, formatDateTime, formatPrice } from "./format.ts";

describe("format", () => {
  it("shows rupees with Indian digit grouping", () => {
    expect(formatPrice(1699)).toBe("₹1,699");
    expect(formatPrice(100000)).toBe("₹1,00,000");
  });

  it("shows dates and times in Asia/Kolkata, en-IN", () => {
    expect(formatDate("2025-01-05")).toBe("5 Jan 2025");
    // 20:00 UTC is already the next morning in India.
    expect(formatDateTime(new Date("2025-01-04T20:00:00Z"))).toBe("5 Jan 2025, 1:30 am");
  });
});

describe("dates", () => {
  it("gives today's Indian calendar date", () => {
    expect(todayInIndia(new Date("2025-01-04T20:00:00Z"))).toBe("2025-01-05");
    expect(todayInIndia(new Date("2025-01-04T18:00:00Z"))).toBe("2025-01-04");
  });

  it("accepts only real YYYY-MM-DD dates", () => {
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2025-02-29")).toBe(false);
    expect(isIsoDate("05-01-2025")).toBe(false);
  });
});
