import { afterEach, describe, expect, it } from "vitest";
import { setTranslator } from "@/i18n/runtime.tsx";
import { isIsoDate, todayInIndia } from "./dates.ts";
import {
  formatClock,
  formatDate,
  formatDateTime,
  formatDayWindow,
  formatPrice,
  formatSlot,
  formatTime,
  formatWindow,
} from "./format.ts";

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

  it("shows a collection window on the 12-hour clock, its day as the dates are", () => {
    expect(formatPrice(2249)).toBe("₹2,249");
    expect(formatWindow("07:00", "09:00")).toBe("7:00-9:00 am");
    expect(formatWindow("11:00", "13:00")).toBe("11:00 am-1:00 pm");
    expect(formatSlot("17:00-19:00")).toBe("5:00-7:00 pm");
    expect(formatClock("17:30")).toBe("5:30 pm");
    expect(formatDayWindow("2026-11-29", "07:00", "09:00")).toBe("29 Nov 2026, 7:00-9:00 am");
    // The contract's day words agree with the app's date format.
    expect(formatDayWindow("2026-11-29", "07:00").split(",")[0]).toBe(formatDate("2026-11-29"));
  });
});

describe("in another language", () => {
  afterEach(() => setTranslator("en", null));

  it.each([
    ["ta", /^5 ஜன\.?,? 2025$/],
    ["hi", /^5 जन॰? 2025$/],
  ])("%s: dates in its words with Latin digits; prices as in English", (code, date) => {
    setTranslator(code, () => undefined);
    expect(formatDate("2025-01-05")).toMatch(date);
    expect(formatDate("2025-01-05")).not.toMatch(/[\u0BE6-\u0BEF\u0966-\u096F]/);
    expect(formatPrice(100000)).toBe("₹1,00,000");
  });
});

describe("times of day in another language", () => {
  afterEach(() => setTranslator("en", null));
  const latinOnly = /^[^a-zA-Z\u0BE6-\u0BEF\u0CE6-\u0CEF\u0C66-\u0C6F\u0966-\u096F]*$/;

  it.each([
    ["ta", "காலை", "மாலை", "நவ."],
    ["kn", "ಬೆಳಗ್ಗೆ", "ಮಧ್ಯಾಹ್ನ", "ನವೆಂ"],
    ["te", "ఉదయం", "మధ్యాహ్నం", "నవం"],
    ["hi", "सुबह", "शाम", "नव"],
  ])(
    "%s: no am, pm or English month in a window, slot, clock or date",
    (code, morning, later, november) => {
      setTranslator(code, () => undefined);
      for (const text of [
        formatWindow("07:00", "09:00"),
        formatWindow("11:00", "13:00"),
        formatSlot("17:00-19:00"),
        formatClock("17:30"),
        formatDayWindow("2026-11-29", "07:00", "09:00"),
        formatDateTime(new Date("2026-11-29T12:00:00Z")),
        formatTime(new Date("2026-11-29T12:00:00Z")),
      ]) {
        expect(text).toMatch(latinOnly);
      }
      expect(formatWindow("07:00", "09:00")).toContain(morning);
      expect(formatWindow("07:00", "09:00")).toMatch(/7:00\s?[–-]\s?9:00/);
      expect(formatClock("17:30")).toContain(later);
      expect(formatClock("17:30")).toContain("5:30");
      expect(formatDayWindow("2026-11-29", "07:00", "09:00")).toContain(november);
      // Not a time: as it came, as in English.
      expect(formatWindow("soon")).toBe("soon");
    },
  );

  it("English again after another language, byte for byte", () => {
    setTranslator("ta", () => undefined);
    formatWindow("07:00", "09:00");
    setTranslator("en", null);
    expect(formatWindow("07:00", "09:00")).toBe("7:00-9:00 am");
    expect(formatSlot("11:00-13:00")).toBe("11:00 am-1:00 pm");
    expect(formatTime(new Date("2025-01-04T20:00:00Z"))).toBe("1:30 am");
    expect(formatDayWindow("2026-11-29", "07:00", "09:00")).toBe("29 Nov 2026, 7:00-9:00 am");
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
