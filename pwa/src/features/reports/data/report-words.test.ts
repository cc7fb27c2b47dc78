import { describe, expect, it } from "vitest";
import { lakshmiView } from "../test/report-views.test-support.ts";
import { barWords, flaggedShown, formatValue, rangeWithUnit, signerWords } from "./report-words.ts";
import type { ReportParameter } from "./reports-api.ts";

const value = (over: Partial<ReportParameter>): ReportParameter => ({
  name: "Total cholesterol",
  value: 180,
  unit: "mg/dL",
  flag: null,
  flagWords: null,
  history: [],
  ...over,
});

describe("report words", () => {
  it.each([
    [{ low: 12, high: 15.5 }, "12 to 15.5 mg/dL"],
    [{ high: 200 }, "up to 200 mg/dL"],
    [{ low: 40 }, "40 mg/dL or more"],
    [{ rangeText: "< 200 mg/dL" }, "< 200 mg/dL"],
    [{}, undefined],
  ])("says the range %j as %s", (range, words) => {
    expect(rangeWithUnit(value(range))).toBe(words);
  });

  it.each([
    [{ value: 10.8, unit: "g/dL", low: 12, high: 15.5 }, "10.8 g/dL, below the range 12 to 15.5"],
    [{ value: 13, unit: "g/dL", low: 12, high: 15.5 }, "13 g/dL, within the range 12 to 15.5"],
    [{ value: 240, high: 200 }, "240 mg/dL, above the range up to 200"],
    [{ value: 1.2, unit: "", low: 1, high: 1.5 }, "1.2, within the range 1 to 1.5"],
    // Never compared: no numeric range, or a value the lab's code was not mapped for.
    [{ rangeText: "0-20" }, undefined],
    [{ low: 12, high: 15.5, unmapped: true }, undefined],
  ])("puts %j as %s", (over, words) => {
    expect(barWords(value(over))).toBe(words);
  });

  it("groups numbers the Indian way", () => {
    expect(formatValue(250000)).toBe("2,50,000");
    expect(formatValue(0.3333)).toBe("0.33");
    // Three decimals as the lab wrote them: a specific gravity is not rounded to 1.02.
    expect(formatValue(1.015)).toBe("1.015");
    expect(formatValue(1.005)).toBe("1.005");
  });

  it("names at most three flagged values and counts the rest", () => {
    const flagged = ["A", "B", "C", "D", "E"].map((parameter) => ({
      test: "CBC",
      parameter,
      flagWords: "High",
    }));
    const { named, more } = flaggedShown(flagged);
    expect(named.map((f) => f.words)).toEqual(["A: High", "B: High", "C: High"]);
    expect(more).toBe(2);
    expect(flaggedShown(flagged.slice(0, 2)).more).toBe(0);
  });

  it("says who signed, titled once, or that the laboratory released it", () => {
    expect(signerWords(lakshmiView.signedBy)).toBe(
      "Signed by Dr. Kavitha Rao, Reg. No. TNMC-48213",
    );
    expect(signerWords({ name: "Kavitha Rao", registration: "TNMC-1", signedAt: null })).toBe(
      "Signed by Dr Kavitha Rao, Reg. No. TNMC-1",
    );
    expect(signerWords(null)).toBe("Released by the laboratory");
  });
});
