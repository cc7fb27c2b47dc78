import { describe, expect, it } from "vitest";
import { healthPackages } from "../data/health-packages.ts";
import { labTests } from "../data/lab-tests/index.ts";
import {
  preparationLabel,
  preparationRuleOf,
  preparationSms,
  smsPreparationOf,
} from "./preparation.ts";

describe("preparationRuleOf", () => {
  it("is every catalogue test's and package's own fasting rule", () => {
    for (const test of labTests) {
      expect(preparationRuleOf({ kind: "test", corpId: test.corpId }), test.testName).toBe(
        test.fasting,
      );
    }
    for (const pkg of healthPackages) {
      expect(
        preparationRuleOf({ kind: "healthPackage", corpId: pkg.corpId }),
        pkg.packageName,
      ).toBe(pkg.fasting);
    }
  });

  it("labels a rule as the item's page does", () => {
    const lipid = labTests.find((test) => test.testName === "Lipid Profile");
    const label = lipid?.iconWithText.find((icon) => icon.icon === "fasting")?.text;
    expect(preparationLabel(preparationRuleOf({ kind: "test", corpId: lipid?.corpId ?? "" }))).toBe(
      label,
    );
    expect(label).toBe("10-12 Hours Fasting Required");
  });
});

describe("smsPreparationOf", () => {
  it("says the strictest preparation of a visit, or that we call when it names no test", () => {
    expect(smsPreparationOf(["none", "overnight", "fastingOrRandom"])).toBe("Fast 10-12 h before");
    expect(smsPreparationOf(["postprandial"])).toBe("Sample 2 h after a meal");
    expect(smsPreparationOf(["none", "fastingOrRandom"])).toBe("Fasting is optional");
    expect(smsPreparationOf(["none"])).toBe("No preparation needed");
    expect(smsPreparationOf([])).toBe("We call to say how to prepare");
  });

  it("fits a DLT variable: at most 30 characters", () => {
    for (const words of Object.values(preparationSms)) expect(words.length).toBeLessThanOrEqual(30);
  });
});
