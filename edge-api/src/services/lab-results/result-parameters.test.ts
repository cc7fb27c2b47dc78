import { describe, expect, it } from "vitest";
import type { ResultValue } from "../lis/lab-result-message.ts";
import { hasCritical, mergeTests, OTHER_RESULTS, parameterOf } from "./result-parameters.ts";

const value = (fields: Partial<ResultValue>): ResultValue => ({
  name: "Haemoglobin",
  value: 13,
  unit: "g/dL",
  status: "final",
  ...fields,
});

describe("parameterOf", () => {
  it("converts a known unit to the master's, with the range, and keeps what was sent", () => {
    const { corpId, parameter } = parameterOf(
      value({ labCode: "HB", value: 108, unit: "g/L", low: 120, high: 155 }),
    );
    expect(corpId).toBe("10001");
    expect(parameter).toMatchObject({ value: 10.8, unit: "g/dL", low: 12, high: 15.5 });
    expect(parameter.sent).toEqual({ value: 108, unit: "g/L" });
    expect(parameter.unmapped).toBeUndefined();
  });

  it("keeps a value in a unit the master does not know as sent, flagged, never converted", () => {
    const { parameter } = parameterOf(value({ labCode: "HB", value: 6.7, unit: "mmol/L" }));
    expect(parameter).toMatchObject({ value: 6.7, unit: "mmol/L", unmapped: "unit" });
  });

  it("keeps a value of an unknown code under Other results", () => {
    const tests = mergeTests([], [value({ labCode: "XYZ", name: "Lab special", unit: "AU" })]);
    expect(tests).toEqual([
      {
        corpId: "",
        testName: OTHER_RESULTS,
        parameters: [expect.objectContaining({ name: "Lab special", unmapped: "code" })],
      },
    ]);
  });

  it("marks a value past the master's critical limit, or the lab's LL/HH", () => {
    expect(parameterOf(value({ labCode: "HB", value: 6.2 })).parameter.critical).toBe("low");
    expect(
      parameterOf(value({ labCode: "HB", value: 9, interpretation: "LL" })).parameter.critical,
    ).toBe("low");
    expect(parameterOf(value({ labCode: "HB", value: 9 })).parameter.critical).toBeUndefined();
  });
});

describe("mergeTests", () => {
  it("replaces a parameter sent again and adds the new ones, earlier ones kept", () => {
    const first = mergeTests([], [value({ labCode: "HB", value: 10 })]);
    const second = mergeTests(first, [
      value({ labCode: "HB", value: 11 }),
      value({ labCode: "PLT", name: "Platelets", value: 250, unit: "10^3/uL" }),
    ]);
    expect(second[0]?.parameters.map((p) => [p.labCode, p.value])).toEqual([
      ["HB", 11],
      ["PLT", 250],
    ]);
    expect(first[0]?.parameters[0]?.value).toBe(10);
    expect(hasCritical(second)).toBe(false);
  });
});
