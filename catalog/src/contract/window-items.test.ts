import { describe, expect, it } from "vitest";
import { healthPackages } from "../data/health-packages.ts";
import { labTests } from "../data/lab-tests/index.ts";
import { windowNeedsOf } from "./collection-windows.ts";
import { windowRuleOf, windowRuleOfItem } from "./window-items.ts";

describe("windowRuleOfItem", () => {
  it("is the catalogue's overnight and post-meal items, exactly", () => {
    const fromData: Record<string, string> = {};
    for (const test of labTests) {
      if (test.fasting === "overnight" || test.fasting === "postprandial")
        fromData[`test:${test.corpId}`] = test.fasting;
    }
    for (const pkg of healthPackages) {
      if (pkg.fasting === "overnight") fromData[`healthPackage:${pkg.corpId}`] = pkg.fasting;
    }
    expect(windowRuleOfItem).toEqual(fromData);
  });

  it("makes a fasting test with PPBS a two-window cart, PPBS alone any window", () => {
    const glucoseFasting = { kind: "test", corpId: "10019" };
    const ppbs = { kind: "test", corpId: "10020" };
    expect(windowNeedsOf([glucoseFasting, ppbs].map(windowRuleOf))).toEqual({
      fasting: true,
      postMeal: true,
    });
    expect(windowNeedsOf([ppbs].map(windowRuleOf))).toEqual({ fasting: false, postMeal: false });
    expect(windowNeedsOf([{ kind: "test", corpId: "10001" }].map(windowRuleOf))).toEqual({
      fasting: false,
      postMeal: false,
    });
  });
});
