import { labTests } from "@vyom/catalog";
import { describe, expect, it } from "vitest";
import { demoReportRows } from "../../../dev/demo-data/demo-reports.ts";
import {
  conversionFactor,
  convert,
  everyMasterParameter,
  masterParameterOf,
  masterParameters,
  type NumericMasterParameter,
  takesNoUnit,
  unitKey,
} from "./test-master.ts";

const master = everyMasterParameter();
const numeric = master.filter((p): p is NumericMasterParameter => p.kind !== "text");

function byCode(labCode: string): NumericMasterParameter {
  const parameter = masterParameterOf({ labCode });
  if (!parameter || parameter.kind === "text") throw new Error(`no numeric parameter ${labCode}`);
  return parameter;
}

/** LOINC's check digit is the Mod 10 (Luhn) digit of the part before the hyphen. */
function loincCheckDigitHolds(loinc: string): boolean {
  const match = /^(\d{1,7})-(\d)$/.exec(loinc);
  if (!match?.[1] || !match[2]) return false;
  let sum = 0;
  [...match[1]].reverse().forEach((digit, index) => {
    const n = Number(digit) * (index % 2 === 0 ? 2 : 1);
    sum += n > 9 ? n - 9 : n;
  });
  return (10 - (sum % 10)) % 10 === Number(match[2]);
}

describe("test master: codes", () => {
  it("has a unique lab code for every parameter: short, uppercase", () => {
    const codes = master.map((p) => p.labCode);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z][A-Z0-9]{0,9}$/);
  });

  it("has a unique, well-formed LOINC for every parameter", () => {
    // An empty LOINC would be stored on the report as a code: a parameter whose LOINC is not
    // known for sure stays out of the master (its values are kept, flagged unmapped).
    const loincs = master.map((p) => p.loinc);
    expect(new Set(loincs).size).toBe(loincs.length);
    for (const loinc of loincs) expect(loincCheckDigitHolds(loinc), loinc).toBe(true);
  });

  it("checks LOINC check digits correctly", () => {
    expect(loincCheckDigitHolds("718-7")).toBe(true);
    expect(loincCheckDigitHolds("2093-3")).toBe(true);
    expect(loincCheckDigitHolds("718-6")).toBe(false);
    expect(loincCheckDigitHolds("7187")).toBe(false);
  });

  it("files every parameter under a catalogue test that exists", () => {
    const corpIds = new Set(labTests.map((t) => t.corpId));
    for (const p of master) expect(corpIds.has(p.corpId), `${p.labCode}: ${p.corpId}`).toBe(true);
  });

  it("covers the parameters of the popular tests", () => {
    const count = (corpId: string) => master.filter((p) => p.corpId === corpId).length;
    expect(count("10001")).toBe(17); // CBC: every property the catalogue lists
    expect(count("10002")).toBe(3); // T3, T4, TSH
    expect(count("10003")).toBe(2); // HbA1c, eAG
    expect(count("10004")).toBe(8);
    expect(count("10005")).toBe(12);
    expect(count("10006")).toBe(10);
    expect(count("10007")).toBe(1);
    expect(count("10008")).toBe(1);
    expect(count("10019")).toBe(1); // fasting glucose
  });

  it("finds a parameter by lab code (any case) or by LOINC, the lab code first", () => {
    expect(masterParameterOf({ labCode: "hb" })?.loinc).toBe("718-7");
    expect(masterParameterOf({ loinc: "3016-3" })?.labCode).toBe("TSH");
    expect(masterParameterOf({ labCode: "PLT", loinc: "718-7" })?.labCode).toBe("PLT");
    expect(masterParameterOf({ labCode: "NOPE", loinc: "718-7" })?.labCode).toBe("HB");
    expect(masterParameterOf({ labCode: "NOPE" })).toBeUndefined();
    expect(masterParameterOf({})).toBeUndefined();
    expect(masterParameterOf({ loinc: "" })).toBeUndefined();
  });
});

describe("test master: the demo reports", () => {
  const demoParameters = demoReportRows(new Date("2025-06-01T00:00:00Z")).reports.flatMap((r) =>
    r.tests.flatMap((t) => t.parameters.map((p) => ({ ...p, corpId: t.corpId }))),
  );

  it("has demo parameters to check", () => {
    expect(demoParameters.length).toBeGreaterThan(20);
  });

  it("maps every demo parameter, by name under its test, with a factor for its unit", () => {
    for (const demo of demoParameters) {
      const parameter = master.find(
        (p) => p.corpId === demo.corpId && p.name.toLowerCase() === demo.name.toLowerCase(),
      );
      expect(parameter, `${demo.corpId} ${demo.name}`).toBeDefined();
      if (!parameter || parameter.kind === "text") throw new Error(`${demo.name} is a number`);
      expect(conversionFactor(parameter, demo.unit), `${demo.name} in ${demo.unit}`).toBe(1);
    }
  });
});

describe("test master: numbers and words", () => {
  it("marks the parameters whose results are words as text, with no unit or limits", () => {
    const text = master.filter((p) => p.kind === "text").map((p) => p.labCode);
    expect(text).toEqual([
      ...["UCOL", "UAPP", "UPRO", "UGLU", "UKET", "UBLD", "UBIL", "UNIT", "ULEU"],
      ...["ABO", "RH", "HBSAG", "HCVAB", "HIVAB", "VDRL", "ABORH"],
    ]);
    const fields = ["accredited", "corpId", "kind", "labCode", "loinc", "name"];
    for (const p of master.filter((m) => m.kind === "text")) {
      // Colour and appearance are the lab's words alone; every other text parameter is read.
      const read = ["UCOL", "UAPP"].includes(p.labCode) ? [] : ["read"];
      expect(Object.keys(p).sort(), p.labCode).toEqual([...fields, ...read].sort());
    }
    expect(masterParameterOf({ loinc: "883-9" })?.kind).toBe("text");
    expect(masterParameterOf({ loinc: "882-1" })?.labCode).toBe("ABORH");
    expect(masterParameterOf({ labCode: "uket" })?.loinc).toBe("2514-8");
    expect(masterParameterOf({ labCode: "HB" })?.kind).toBeUndefined();
  });

  it("lists apart what the development simulator does not report: only the one-line group", () => {
    const reported = masterParameters().map((p) => p.labCode);
    for (const code of ["ABO", "UPRO", "ULEU"]) expect(reported).toContain(code);
    expect(reported).not.toContain("ABORH");
    expect(master.length).toBe(reported.length + 1);
  });

  it("knows which numbers have no unit: pH and specific gravity, by code or LOINC", () => {
    expect(takesNoUnit({ labCode: "USG" })).toBe(true);
    expect(takesNoUnit({ loinc: "5811-5" })).toBe(true);
    expect(takesNoUnit({ labCode: "UPH" })).toBe(true);
    expect(conversionFactor(byCode("USG"), "")).toBe(1);
    expect(conversionFactor(byCode("UPH"), "")).toBe(1);
    // A number that has a unit, words, or a code the master does not know: a unit is needed.
    expect(takesNoUnit({ labCode: "HB" })).toBe(false);
    expect(takesNoUnit({ labCode: "UCOL" })).toBe(false);
    expect(takesNoUnit({ labCode: "NOPE" })).toBe(false);
    expect(takesNoUnit({})).toBe(false);
  });
});

describe("test master: units", () => {
  it("treats the ways labs write 10³/µL alike", () => {
    const key = unitKey("10*3/uL");
    for (const unit of ["10^3/µL", "10³/uL", "x10^3/uL", "X10^3/UL", "10³/µL", "×10³/µL"]) {
      expect(unitKey(unit), unit).toBe(key);
    }
    expect(unitKey("10⁶/µL")).toBe(unitKey("10*6/uL"));
    expect(unitKey("cells/cu mm")).toBe(unitKey("/cumm"));
    expect(unitKey("/mm³")).toBe(unitKey("/cmm"));
    expect(unitKey("μIU/mL")).toBe(unitKey("µIU/mL")); // Greek mu and the micro sign
    expect(unitKey("10^3/uL")).not.toBe(unitKey("10^6/uL"));
    expect(unitKey("mmol/L")).not.toBe(unitKey("umol/L"));
  });

  it("converts platelets from lakhs/cumm and /cumm to 10³/µL", () => {
    const platelets = byCode("PLT");
    const lakhs = conversionFactor(platelets, "lakhs/cumm");
    expect(lakhs).toBe(100);
    expect(convert(2.5, lakhs ?? Number.NaN)).toBe(250);
    expect(convert(1.5, conversionFactor(platelets, "Lakhs / cumm") ?? Number.NaN)).toBe(150);
    expect(convert(250000, conversionFactor(platelets, "/cumm") ?? Number.NaN)).toBe(250);
    expect(convert(250000, conversionFactor(platelets, "cells/cumm") ?? Number.NaN)).toBe(250);
    expect(conversionFactor(platelets, "10³/µL")).toBe(1);
    expect(conversionFactor(platelets, "x10^3/uL")).toBe(1);
    expect(conversionFactor(platelets, "10^9/L")).toBe(1);
  });

  it("converts WBC and RBC counts as Indian labs write them", () => {
    const wbc = byCode("TLC");
    expect(convert(7800, conversionFactor(wbc, "cells/cumm") ?? Number.NaN)).toBe(7.8);
    expect(convert(7800, conversionFactor(wbc, "/µL") ?? Number.NaN)).toBe(7.8);
    expect(conversionFactor(byCode("RBC"), "mill/cumm")).toBe(1);
    expect(conversionFactor(byCode("RBC"), "10^12/L")).toBe(1);
    expect(conversionFactor(byCode("AEC"), "cells/cumm")).toBe(1);
    expect(conversionFactor(byCode("PCV"), "L/L")).toBe(100);
  });

  it("converts haemoglobin from g/L and gm%", () => {
    const hb = byCode("HB");
    expect(convert(125, conversionFactor(hb, "g/L") ?? Number.NaN)).toBe(12.5);
    expect(conversionFactor(hb, "gm%")).toBe(1);
    expect(conversionFactor(hb, "gm/dl")).toBe(1);
  });

  it("converts SI units to mg/dL with each analyte's own factor", () => {
    const inMgDl = (labCode: string, value: number, unit: string) =>
      convert(value, conversionFactor(byCode(labCode), unit) ?? Number.NaN);
    expect(inMgDl("FBS", 5.5, "mmol/L")).toBe(99.088);
    expect(inMgDl("RBS", 10, "mmol/l")).toBe(180.16);
    expect(inMgDl("CHOL", 5.2, "mmol/L")).toBe(201.084);
    expect(inMgDl("TG", 1.7, "mmol/L")).toBe(150.569);
    expect(inMgDl("CREAT", 88.42, "µmol/L")).toBe(1);
    expect(inMgDl("UREA", 5, "mmol/L")).toBe(30.03);
    expect(inMgDl("TBIL", 17.1, "umol/L")).toBe(1);
    expect(inMgDl("VITD", 75, "nmol/L")).toBe(30);
    expect(inMgDl("B12", 300, "pmol/L")).toBe(406.5);
    expect(inMgDl("NA", 140, "mEq/L")).toBe(140);
    expect(inMgDl("TSH", 2.5, "mIU/L")).toBe(2.5);
  });

  it("gives no factor for a unit it does not know, or one of another quantity", () => {
    expect(conversionFactor(byCode("HB"), "furlongs")).toBeUndefined();
    expect(conversionFactor(byCode("HB"), "mmol/L")).toBeUndefined();
    expect(conversionFactor(byCode("HBA1C"), "mmol/mol")).toBeUndefined();
    expect(conversionFactor(byCode("PLT"), "10^6/uL")).toBeUndefined();
    expect(conversionFactor(byCode("FBS"), "umol/L")).toBeUndefined();
  });

  it("has positive factors, and no spelling that means two factors for one parameter", () => {
    for (const p of numeric) {
      const factors = new Map<string, number>([
        [unitKey(p.unit), 1],
        [unitKey(p.unitLabel), 1],
      ]);
      for (const conversion of p.conversions) {
        expect(conversion.factor, p.labCode).toBeGreaterThan(0);
        expect(Number.isFinite(conversion.factor), p.labCode).toBe(true);
        for (const unit of conversion.units) {
          const key = unitKey(unit);
          expect(factors.get(key) ?? conversion.factor, `${p.labCode} ${unit}`).toBe(
            conversion.factor,
          );
          factors.set(key, conversion.factor);
        }
      }
    }
  });
});

describe("test master: critical limits, accreditation, notes", () => {
  it("has a critical low below its critical high", () => {
    for (const p of numeric) {
      const { low, high } = p.critical ?? {};
      if (low !== undefined && high !== undefined) expect(low, p.labCode).toBeLessThan(high);
    }
    expect(byCode("HB").critical).toEqual({ low: 7, high: 20 });
    expect(byCode("K").critical).toEqual({ low: 2.8, high: 6.2 });
    expect(byCode("FBS").critical).toEqual({ low: 50, high: 400 });
  });

  it("marks a few parameters outside the NABL scope", () => {
    expect(byCode("B12").accredited).toBe(false);
    expect(byCode("VITD").accredited).toBe(false);
    expect(byCode("HB").accredited).toBe(true);
    expect(master.filter((p) => p.accredited).length).toBeGreaterThan(master.length / 2);
  });

  const panicWords =
    /\b(dangerous|danger|alarming|serious|cancer|emergency|fatal|deadly|life-threatening|malignan\w*|tumou?r)\b/i;

  it("explains each numeric parameter calmly in at most 220 characters", () => {
    for (const p of numeric) {
      const notes = [p.notes.low, p.notes.high].filter((n): n is string => n !== undefined);
      expect(notes.length, `${p.labCode} has a note`).toBeGreaterThan(0);
      for (const note of notes) {
        expect(note.length, `${p.labCode}: ${note}`).toBeLessThanOrEqual(220);
        expect(note.length, p.labCode).toBeGreaterThan(40);
        expect(note, p.labCode).not.toMatch(panicWords);
        expect(note, p.labCode).toMatch(/^[A-Za-z].*\.$/);
        expect(note, p.labCode).not.toMatch(/\s{2}/);
      }
    }
  });

  it("catches panic words in a note", () => {
    expect("This may be dangerous.").toMatch(panicWords);
    expect("Call for an Emergency check.").toMatch(panicWords);
    expect("A diet low in salt helps.").not.toMatch(panicWords);
  });
});
