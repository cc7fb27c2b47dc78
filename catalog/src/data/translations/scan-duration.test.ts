import { describe, expect, it } from "vitest";
import { durationIn, durationQuantities } from "./scan-duration.ts";

describe("a scan's duration in a language", () => {
  it("finds the English's numbers and ranges in order", () => {
    expect(
      durationQuantities(
        "45-60 minutes including preparation; the scan itself takes under 10 minutes",
      ),
    ).toEqual([[45, 60], [10]]);
    expect(durationQuantities("You will drink it over 1-1.5 hours")).toEqual([[1, 1.5]]);
  });

  it("puts them in the language's places through Intl, with Latin digits", () => {
    expect(durationIn("{0} मिनट, जिसमें लगभग {1} मिनट", "45-60 minutes, of which 10", "hi-IN")).toBe(
      "45–60 मिनट, जिसमें लगभग 10 मिनट",
    );
  });

  it("writes a range itself where the browser's NumberFormat has no formatRange", () => {
    const prototype = Intl.NumberFormat.prototype;
    const own = Object.getOwnPropertyDescriptor(prototype, "formatRange");
    Object.defineProperty(prototype, "formatRange", { value: undefined, configurable: true });
    try {
      expect(new Intl.NumberFormat("ta-IN").formatRange).toBeUndefined();
      expect(durationIn("{0} நிமிடங்கள்", "10-15 minutes", "ta-IN")).toBe("10–15 நிமிடங்கள்");
    } finally {
      if (own) Object.defineProperty(prototype, "formatRange", own);
    }
  });
});
