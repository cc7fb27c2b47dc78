/**
 * A message's values as a report's tests: each value through the test master (test-master.ts),
 * converted to the master's unit and grouped under its catalogue test. A value the master does
 * not know (its code, or its unit), or one not of its parameter's kind (words for a number, a
 * number for words), is kept exactly as sent and marked `unmapped`, under "Other results" when
 * the code is unknown: nothing is dropped, nothing converted by guesswork. A text value is only
 * ever critical by the lab's own flag: there is no arithmetic to do on words; where the master
 * reads a parameter's words (test-master.words.ts) the reading is kept beside them. A coded
 * value keeps its codes whatever the master knows.
 */
import { labTests } from "@vyom/catalog";
import type { LabReportParameter, LabReportTest } from "../../db/schema.ts";
import type { ResultValue } from "../lis/lab-result-message.ts";
import { conversionFactor, convert, masterParameterOf } from "./test-master.ts";

export const OTHER_RESULTS = "Other results";

function testNameOf(corpId: string): string {
  return labTests.find((test) => test.corpId === corpId)?.testName ?? OTHER_RESULTS;
}

/**
 * The lab's LL/HH on any value, then the master's limits on a number, then the lab's AA, which
 * HL7 defines for results that are not numbers (the panic flag of a text result).
 */
function criticalOf(
  value: number | string,
  limits: { low?: number; high?: number } | undefined,
  interpretation: string | undefined,
): LabReportParameter["critical"] {
  if (interpretation === "LL") return "low";
  if (interpretation === "HH") return "high";
  if (typeof value === "number") {
    if (limits?.low !== undefined && value < limits.low) return "low";
    if (limits?.high !== undefined && value > limits.high) return "high";
  }
  if (interpretation === "AA") return "abnormal";
  return undefined;
}

const withoutUndefined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

/** One value as a report parameter, and the catalogue test it belongs to ("" if unknown). */
export function parameterOf(result: ResultValue): {
  corpId: string;
  parameter: LabReportParameter;
} {
  const asSent = {
    name: result.name,
    labCode: result.labCode,
    loinc: result.loinc,
    value: result.value,
    coded: result.coded,
    unit: result.unit,
    low: result.low,
    high: result.high,
    rangeText: result.rangeText,
    interpretation: result.interpretation,
    // Limits are the master's, in its unit and for its kind: only the lab's flag can say here.
    critical: criticalOf(result.value, undefined, result.interpretation),
  };
  const master = masterParameterOf(result);
  if (!master) {
    return { corpId: "", parameter: withoutUndefined({ ...asSent, unmapped: "code" as const }) };
  }
  const kept = (unmapped: "unit" | "value-type") => ({
    corpId: master.corpId,
    parameter: withoutUndefined({
      ...asSent,
      loinc: result.loinc ?? master.loinc,
      unmapped,
      accredited: master.accredited,
    }),
  });
  const text = typeof result.value === "string";
  if (text !== (master.kind === "text")) return kept("value-type");
  const mapped = {
    name: master.name,
    labCode: result.labCode ?? master.labCode,
    loinc: master.loinc,
    rangeText: result.rangeText,
    interpretation: result.interpretation,
    accredited: master.accredited,
  };
  if (master.kind === "text" || typeof result.value === "string") {
    return {
      corpId: master.corpId,
      parameter: withoutUndefined({
        ...mapped,
        value: result.value,
        coded: result.coded,
        unit: "",
        reading:
          master.kind === "text" && typeof result.value === "string"
            ? master.read?.(result.value)
            : undefined,
        critical: criticalOf(result.value, undefined, result.interpretation),
      }),
    };
  }
  const factor = conversionFactor(master, result.unit);
  if (factor === undefined) return kept("unit");
  const value = convert(result.value, factor);
  return {
    corpId: master.corpId,
    parameter: withoutUndefined({
      ...mapped,
      value,
      unit: master.unitLabel,
      low: result.low === undefined ? undefined : convert(result.low, factor),
      high: result.high === undefined ? undefined : convert(result.high, factor),
      sent: factor === 1 ? undefined : { value: result.value, unit: result.unit },
      critical: criticalOf(value, master.critical, result.interpretation),
    }),
  };
}

/** Which value a later message replaces: the same code, else the same name. */
const identity = (p: LabReportParameter) => p.loinc ?? p.labCode ?? p.name.toLowerCase();

/**
 * The tests of a new version: the previous version's, with this message's values replacing
 * those of the same parameter and adding the rest. Partial results arrive test by test, and a
 * correction may carry only the value it corrects; the earlier version stays stored as it was.
 */
export function mergeTests(
  previous: readonly LabReportTest[],
  results: readonly ResultValue[],
): LabReportTest[] {
  const tests = new Map<string, LabReportParameter[]>();
  for (const test of previous) tests.set(test.corpId, [...test.parameters]);
  for (const result of results) {
    const { corpId, parameter } = parameterOf(result);
    const list = tests.get(corpId) ?? [];
    const at = list.findIndex((p) => identity(p) === identity(parameter));
    if (at >= 0) list[at] = parameter;
    else list.push(parameter);
    tests.set(corpId, list);
  }
  return [...tests]
    .sort(([a], [b]) => (a === "" ? 1 : b === "" ? -1 : a.localeCompare(b)))
    .map(([corpId, parameters]) => ({ corpId, testName: testNameOf(corpId), parameters }));
}

export const hasCritical = (tests: readonly LabReportTest[]) =>
  tests.some((test) => test.parameters.some((p) => p.critical !== undefined));
