/**
 * Plausible values for the LIS simulator (lis-simulator.ts): each test-master parameter of the
 * tests asked for, drawn from where an unremarkable adult's value falls, with one or two out of
 * range so the report shows Low/High flags, in the simulated lab's ranges (simulated-norms.ts);
 * a parameter whose result is words gets an unremarkable one (simulated-words.ts).
 *
 * Deterministic: the same seed (a visit id) gives the same values, so a partial report and the
 * final one agree, and a test can name the values it expects. Values are independent draws: a
 * differential need not add up to 100, which ingest does not check either.
 */
import { createHash } from "node:crypto";
import {
  conversionFactor,
  type MasterParameter,
  masterParameters,
  type NumericMasterParameter,
} from "../../src/services/lab-results/test-master.ts";
import type { Interpretation, ResultValue } from "../../src/services/lis/lab-result-message.ts";
import { NORMS, type Norm, normOf } from "./simulated-norms.ts";
import { WORDS } from "./simulated-words.ts";

/** A PRNG (mulberry32) seeded by a string's SHA-256: the same seed, the same numbers. */
export function seededRandom(seed: string): () => number {
  let state = createHash("sha256").update(seed).digest().readUInt32BE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (value: number, decimals: number) => Number(value.toFixed(decimals));

interface Drawn {
  parameter: NumericMasterParameter;
  norm: Norm;
  result: ResultValue & { value: number };
}

/** The simulated lab's words for a text parameter; undefined for one it does not report. */
function wordsFor(parameter: MasterParameter, random: () => number): ResultValue | undefined {
  const words = WORDS[parameter.labCode];
  if (!words) return undefined;
  const { choices, reference, interpretation } = words;
  return {
    labCode: parameter.labCode,
    loinc: parameter.loinc,
    name: parameter.name,
    value: choices[Math.floor(random() * choices.length)] ?? choices[0],
    unit: "",
    ...(reference !== undefined && { rangeText: reference }),
    ...(interpretation !== undefined && { interpretation }),
    status: "final",
  };
}

/** The master's critical limits in the unit the simulated lab writes. */
function criticalIn(drawn: Drawn): { low?: number; high?: number } {
  const factor = conversionFactor(drawn.parameter, drawn.result.unit) ?? 1;
  const { low, high } = drawn.parameter.critical ?? {};
  return {
    ...(low !== undefined && { low: low / factor }),
    ...(high !== undefined && { high: high / factor }),
  };
}

/** A value beyond its range (not critical): 5-25% of the range's width past a bound. */
function outOfRange(drawn: Drawn, random: () => number): Drawn["result"] {
  const { norm } = drawn;
  const low = norm.low as number;
  const high = norm.high as number;
  const step = 10 ** -norm.decimals;
  const past = (high - low) * (0.05 + 0.2 * random());
  const critical = criticalIn(drawn);
  if (random() < 0.5 && low - past > 0) {
    let value = low - past;
    if (critical.low !== undefined && value <= critical.low) value = (low + critical.low) / 2;
    const below = Math.min(round(value, norm.decimals), round(low - step, norm.decimals));
    return { ...drawn.result, value: below, interpretation: "L" };
  }
  let value = high + past;
  if (critical.high !== undefined && value >= critical.high) value = (high + critical.high) / 2;
  const above = Math.max(round(value, norm.decimals), round(high + step, norm.decimals));
  return { ...drawn.result, value: above, interpretation: "H" };
}

export interface SimulatedTest {
  corpId: string;
  results: ResultValue[];
}

/**
 * Every master parameter of the catalogue tests `corpIds`, grouped by test in the master's order,
 * status `final` (the simulator sets the report's). One or two values with a range on both sides
 * are out of range.
 */
export function simulatedTests(
  random: () => number,
  corpIds: readonly string[],
  gender: "female" | "male",
): SimulatedTest[] {
  const reported = masterParameters().filter((parameter) => corpIds.includes(parameter.corpId));
  const drawn: Drawn[] = [];
  const results = new Map<MasterParameter, ResultValue>();
  for (const parameter of reported) {
    if (parameter.kind === "text") {
      const words = wordsFor(parameter, random);
      if (words) results.set(parameter, words);
      continue;
    }
    const norm = normOf(parameter.labCode, gender);
    const [from, to] = norm.typical;
    const result = {
      labCode: parameter.labCode,
      loinc: parameter.loinc,
      name: parameter.name,
      value: round(from + (to - from) * random(), norm.decimals),
      unit: norm.unit ?? parameter.unit,
      ...(norm.low !== undefined && { low: norm.low }),
      ...(norm.high !== undefined && { high: norm.high }),
      ...(norm.low !== undefined || norm.high !== undefined
        ? { interpretation: "N" as const }
        : {}),
      status: "final" as const,
    };
    drawn.push({ parameter, norm, result });
  }
  const bounded = drawn.filter((d) => d.norm.low !== undefined && d.norm.high !== undefined);
  const flagged = Math.min(bounded.length, random() < 0.5 ? 1 : 2);
  for (let i = 0; i < flagged; i++) {
    const pick = bounded.splice(Math.floor(random() * bounded.length), 1)[0] as Drawn;
    pick.result = outOfRange(pick, random);
  }
  for (const d of drawn) results.set(d.parameter, d.result);
  return corpIds
    .map((corpId) => ({
      corpId,
      results: reported.flatMap((parameter) => {
        const result = parameter.corpId === corpId ? results.get(parameter) : undefined;
        return result ? [result] : [];
      }),
    }))
    .filter((test) => test.results.length > 0);
}

/** Haemoglobin at 6.2 g/dL: below its critical limit of 7, as the desk must phone about. */
export const CRITICAL_HAEMOGLOBIN = 6.2;

/** The master parameter of a result that is a number; undefined for words or an unknown code. */
const numericMasterOf = (result: ResultValue): NumericMasterParameter | undefined => {
  const master = masterParameters().find((parameter) => parameter.labCode === result.labCode);
  return master?.kind === "text" || typeof result.value !== "number" ? undefined : master;
};

/** Decimals the simulated lab writes a parameter with (the same for women and men). */
const decimalsOf = (result: ResultValue) =>
  result.labCode && result.labCode in NORMS ? normOf(result.labCode, "female").decimals : 2;

/**
 * The results with one value critical: haemoglobin 6.2 when reported, else the first value the
 * master has a critical limit for, pushed past it; else the first number, flagged HH by the lab
 * (ingest honours a lab's LL/HH flag on any parameter); a report of words only has its first
 * result flagged AA, the lab's critical flag for a result that is not a number.
 */
export function withCritical(results: readonly ResultValue[]): ResultValue[] {
  const out = [...results];
  const hb = out.findIndex((result) => result.labCode === "HB");
  const limited = out.findIndex((result) => numericMasterOf(result)?.critical !== undefined);
  const firstNumber = out.findIndex((result) => typeof result.value === "number");
  const at = hb >= 0 ? hb : limited >= 0 ? limited : Math.max(firstNumber, 0);
  const result = out[at];
  if (!result) return out;
  if (typeof result.value === "string") {
    out[at] = { ...result, interpretation: "AA" };
    return out;
  }
  const master = numericMasterOf(result);
  const critical = master?.critical;
  const factor = (master && conversionFactor(master, result.unit)) ?? 1;
  const decimals = decimalsOf(result);
  const [value, interpretation]: [number, Interpretation] =
    hb >= 0
      ? [CRITICAL_HAEMOGLOBIN, "LL"]
      : critical?.low !== undefined
        ? [round((critical.low / factor) * 0.8, decimals), "LL"]
        : critical?.high !== undefined
          ? [round((critical.high / factor) * 1.2, decimals), "HH"]
          : [round((result.high ?? result.value) * 3, decimals), "HH"];
  out[at] = { ...result, value, interpretation };
  return out;
}

/**
 * The results with one value corrected, as after a repeat run: the last number that is not
 * critical becomes the middle of its range (near its bound when it has one bound only). Words
 * are not corrected: there is no middle of "Pale yellow".
 */
export function withCorrection(results: readonly ResultValue[]): ResultValue[] {
  const out = [...results];
  const at = out.findLastIndex(
    (r) => typeof r.value === "number" && r.interpretation !== "LL" && r.interpretation !== "HH",
  );
  const result = out[at];
  if (!result || typeof result.value !== "number") return out;
  const { low, high } = result;
  const decimals = decimalsOf(result);
  const middle =
    low !== undefined && high !== undefined
      ? (low + high) / 2
      : (high ?? 0) * 0.8 || (low ?? 0) * 1.2 || result.value * 1.1;
  let value = round(middle, decimals);
  if (value === result.value) value = round(value + 10 ** -decimals, decimals);
  const flag = low !== undefined || high !== undefined ? { interpretation: "N" as const } : {};
  out[at] = { ...result, value, ...flag };
  return out;
}
