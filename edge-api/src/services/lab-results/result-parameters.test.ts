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

describe("parameterOf: results that are text", () => {
  it("files words for a parameter whose results are words, named and coded by the master", () => {
    const { corpId, parameter } = parameterOf(
      value({
        labCode: "UCOL",
        name: "Colour",
        value: "Pale yellow",
        unit: "",
        rangeText: "Pale yellow",
      }),
    );
    expect(corpId).toBe("10541");
    expect(parameter).toEqual({
      name: "Urine colour",
      labCode: "UCOL",
      loinc: "5778-6",
      value: "Pale yellow",
      unit: "",
      rangeText: "Pale yellow",
      accredited: true,
    });
  });

  it("keeps a number sent for words, and words sent for a number, as sent and flagged", () => {
    const numberForWords = parameterOf(
      value({ labCode: "ABO", name: "Blood group", value: 1, unit: "" }),
    );
    expect(numberForWords.corpId).toBe("10013");
    expect(numberForWords.parameter).toMatchObject({
      name: "Blood group",
      value: 1,
      unmapped: "value-type",
      loinc: "883-9",
    });
    const wordsForNumber = parameterOf(
      value({ labCode: "HB", value: "Adequate", unit: "", low: 12, high: 15.5 }),
    );
    expect(wordsForNumber.corpId).toBe("10001");
    expect(wordsForNumber.parameter).toMatchObject({
      name: "Haemoglobin",
      value: "Adequate",
      unmapped: "value-type",
    });
    // Neither is compared with the master's limits: "Adequate" is not below 7 g/dL.
    expect(wordsForNumber.parameter.critical).toBeUndefined();
  });

  it("keeps words of an unknown code under Other results", () => {
    const tests = mergeTests([], [value({ labCode: "CULT", name: "Culture", value: "No growth" })]);
    expect(tests[0]).toMatchObject({
      corpId: "",
      testName: OTHER_RESULTS,
      parameters: [{ name: "Culture", value: "No growth", unmapped: "code" }],
    });
  });

  it("marks words critical only by the lab's own flag: AA, LL or HH", () => {
    const hiv = (interpretation?: ResultValue["interpretation"]) =>
      parameterOf(value({ labCode: "HIVAB", value: "Reactive", unit: "", interpretation }))
        .parameter.critical;
    expect(hiv("AA")).toBe("abnormal");
    expect(hiv("A")).toBeUndefined();
    expect(hiv("POS")).toBeUndefined();
    expect(hiv(undefined)).toBeUndefined();
    expect(
      hasCritical(
        mergeTests(
          [],
          [value({ labCode: "HIVAB", value: "Reactive", unit: "", interpretation: "AA" })],
        ),
      ),
    ).toBe(true);
  });

  it("files a number without a unit for pH and specific gravity, converted by nothing", () => {
    expect(parameterOf(value({ labCode: "USG", value: 1.015, unit: "" })).parameter).toMatchObject({
      name: "Urine specific gravity",
      value: 1.015,
      unit: "",
    });
    const ph = parameterOf(value({ labCode: "UPH", value: 6, unit: "" })).parameter;
    expect(ph).toMatchObject({ value: 6, unit: "pH" });
    expect(ph.unmapped).toBeUndefined();
  });
});

describe("parameterOf: coded results and words the master reads", () => {
  const coded = { coding: [{ system: "L", code: "TR", display: "Trace" }] };

  it("files a dipstick's coded word with its codes and the master's reading", () => {
    const { corpId, parameter } = parameterOf(
      value({ labCode: "UPRO", name: "Protein", value: "Trace", coded, unit: "" }),
    );
    expect(corpId).toBe("10541");
    expect(parameter).toEqual({
      name: "Urine protein",
      labCode: "UPRO",
      loinc: "20454-5",
      value: "Trace",
      coded,
      unit: "",
      reading: { meaning: "for-doctor" },
      accredited: true,
    });
  });

  it("files the one-line blood group by LOINC, the lab's words kept beside the group read", () => {
    const { corpId, parameter } = parameterOf(
      value({ loinc: "882-1", name: "Blood group", value: "B +ve", unit: "" }),
    );
    expect(corpId).toBe("10013");
    expect(parameter).toMatchObject({
      name: "Blood group (ABO and Rh)",
      value: "B +ve",
      reading: { meaning: "normal", as: "B Rh(D) positive" },
    });
  });

  it("keeps a coded value of an unknown code under Other results, codes and all, unread", () => {
    const tests = mergeTests(
      [],
      [value({ labCode: "WIDAL", name: "Widal", value: "Trace", coded, unit: "" })],
    );
    expect(tests).toEqual([
      {
        corpId: "",
        testName: OTHER_RESULTS,
        parameters: [
          { name: "Widal", labCode: "WIDAL", value: "Trace", coded, unit: "", unmapped: "code" },
        ],
      },
    ]);
  });

  it("reads no words sent for a number, nor a number sent for words", () => {
    const { parameter } = parameterOf(value({ labCode: "UGLU", value: 2, unit: "" }));
    expect(parameter).toMatchObject({ unmapped: "value-type" });
    expect(parameter).not.toHaveProperty("reading");
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

  it("replaces a number with words, and words with a number, in a later version", () => {
    const first = mergeTests([], [value({ labCode: "UAPP", value: "Turbid", unit: "" })]);
    const second = mergeTests(first, [value({ labCode: "UAPP", value: "Clear", unit: "" })]);
    expect(second[0]?.parameters.map((p) => p.value)).toEqual(["Clear"]);
    const corrected = mergeTests(second, [value({ labCode: "UAPP", value: 2, unit: "" })]);
    expect(corrected[0]?.parameters).toEqual([
      expect.objectContaining({ value: 2, unmapped: "value-type" }),
    ]);
    expect(first[0]?.parameters[0]?.value).toBe("Turbid");
  });
});
