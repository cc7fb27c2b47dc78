/**
 * The test master: how the network's lab codes (or LOINC) map to catalogue tests, LOINC and a
 * UCUM unit, how other units convert to it, where a value becomes critical, and what a flagged
 * value means in plain words (test-master.data.ts). Ingest files every value through it: a value
 * whose code or unit it does not know is kept as sent and flagged `unmapped`, so nothing is
 * dropped and nothing is ever compared with a value in another unit. A parameter is a number
 * (with a unit, or none) or text by nature (a colour, a blood group, "Non-reactive"); a value of
 * the other kind is kept as sent and flagged the same way, never turned into the other. Where it
 * can, the master also reads a text parameter's words (test-master.words.ts).
 */
import { testMaster, unsimulated } from "./test-master.data.ts";
import type { WordsReading } from "./test-master.words.ts";

interface MasterParameterBase {
  /** The network LIS's code for the parameter. */
  labCode: string;
  loinc: string;
  name: string;
  /** The catalogue test (corpId) the parameter is reported under. */
  corpId: string;
  /** In the lab's NABL scope of accreditation. */
  accredited: boolean;
}

/** A parameter whose result is words ("Pale yellow", "B", "Non-reactive"): no unit, no limits. */
export interface TextMasterParameter extends MasterParameterBase {
  kind: "text";
  /**
   * How the master reads the words (test-master.words.ts), where it can: normal, abnormal, or
   * for the doctor to read. Without it (a colour, an appearance) only the lab's flag counts.
   */
  read?: (words: string) => WordsReading;
}

export interface NumericMasterParameter extends MasterParameterBase {
  kind?: "number";
  /** The UCUM code values are stored and trended in. */
  unit: string;
  /** How the unit is printed for people ("10³/µL"). */
  unitLabel: string;
  /** Other ways labs write a unit, and the factor that turns a value in it into `unit`. */
  conversions: readonly { units: readonly string[]; factor: number }[];
  /** Beyond these the patient is called before the report is released. */
  critical?: { low?: number; high?: number };
  /** What a Low or High value usually means, calmly, for the patient (from the catalogue). */
  notes: { low?: string; high?: string };
}

export type MasterParameter = NumericMasterParameter | TextMasterParameter;

/** The same unit however a lab types it: case, spaces, µ/u, ³/^3, "x" or "×", "cells/". */
export function unitKey(unit: string): string {
  return unit
    .normalize("NFKC")
    .toLowerCase()
    .replace(/\s+/g, "")
    .replace(/[µμ]/g, "u")
    .replace(/\*\*|\^/g, "")
    .replace(/^[x×](?=10)/, "")
    .replace(/\*/g, "")
    .replace(/cells\//, "/")
    .replace(/mm3|cmm|cumm/g, "cumm");
}

const byLabCode = new Map<string, MasterParameter>();
const byLoinc = new Map<string, MasterParameter>();
for (const parameter of [...testMaster, ...unsimulated]) {
  byLabCode.set(parameter.labCode.toUpperCase(), parameter);
  byLoinc.set(parameter.loinc, parameter);
}

/** The parameter a lab code or a LOINC names (the lab code wins when both are sent). */
export function masterParameterOf(codes: {
  labCode?: string;
  loinc?: string;
}): MasterParameter | undefined {
  const byCode = codes.labCode ? byLabCode.get(codes.labCode.toUpperCase()) : undefined;
  return byCode ?? (codes.loinc ? byLoinc.get(codes.loinc) : undefined);
}

/** The factor that turns a value in `unit` into the parameter's unit; undefined: unknown unit. */
export function conversionFactor(
  parameter: NumericMasterParameter,
  unit: string,
): number | undefined {
  const key = unitKey(unit);
  if (key === unitKey(parameter.unit) || key === unitKey(parameter.unitLabel)) return 1;
  for (const conversion of parameter.conversions) {
    if (conversion.units.some((u) => unitKey(u) === key)) return conversion.factor;
  }
  return undefined;
}

/**
 * Whether the codes name a number that is written without a unit (pH, specific gravity), so a
 * lab that sends none has left nothing out: the converters ask before calling a unit missing.
 */
export function takesNoUnit(codes: { labCode?: string; loinc?: string }): boolean {
  const parameter = masterParameterOf(codes);
  if (!parameter || parameter.kind === "text") return false;
  return conversionFactor(parameter, "") === 1;
}

/** Values converted by a factor keep a sensible number of decimals (no 0.30000000000000004). */
export function convert(value: number, factor: number): number {
  return factor === 1 ? value : Number((value * factor).toPrecision(6));
}

/**
 * The parameters a full report of each test carries: what the development LIS simulator reports
 * (test-master.data.ts says which the master also reads).
 */
export function masterParameters(): readonly MasterParameter[] {
  return testMaster;
}

/** Every parameter the master knows. */
export function everyMasterParameter(): readonly MasterParameter[] {
  return [...testMaster, ...unsimulated];
}
