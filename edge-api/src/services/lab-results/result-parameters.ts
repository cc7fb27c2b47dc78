/**
 * A message's values as a report's tests: each value through the test master (test-master.ts),
 * converted to the master's unit and grouped under its catalogue test. A value the master does
 * not know (its code, or its unit) is kept exactly as sent and marked `unmapped`, under "Other
 * results" when the code is unknown: nothing is dropped, nothing converted by guesswork.
 */
import { labTests } from "@vyom/catalog";
import type { LabReportParameter, LabReportTest } from "../../db/schema.ts";
import type { ResultValue } from "../lis/lab-result-message.ts";
import { conversionFactor, convert, masterParameterOf } from "./test-master.ts";

export const OTHER_RESULTS = "Other results";

function testNameOf(corpId: string): string {
  return labTests.find((test) => test.corpId === corpId)?.testName ?? OTHER_RESULTS;
}

function criticalOf(
  value: number,
  limits: { low?: number; high?: number } | undefined,
  interpretation: string | undefined,
): "low" | "high" | undefined {
  if (interpretation === "LL") return "low";
  if (interpretation === "HH") return "high";
  if (limits?.low !== undefined && value < limits.low) return "low";
  if (limits?.high !== undefined && value > limits.high) return "high";
  return undefined;
}

const withoutUndefined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

/** One value as a report parameter, and the catalogue test it belongs to ("" if unknown). */
export function parameterOf(result: ResultValue): {
  corpId: string;
  parameter: LabReportParameter;
} {
  const sent = {
    name: result.name,
    labCode: result.labCode,
    loinc: result.loinc,
    rangeText: result.rangeText,
    interpretation: result.interpretation,
  };
  const master = masterParameterOf(result);
  if (!master) {
    const parameter = { ...sent, value: result.value, unit: result.unit, low: result.low };
    return {
      corpId: "",
      parameter: withoutUndefined({
        ...parameter,
        high: result.high,
        unmapped: "code" as const,
        critical: criticalOf(result.value, undefined, result.interpretation),
      }),
    };
  }
  const factor = conversionFactor(master, result.unit);
  if (factor === undefined) {
    return {
      corpId: master.corpId,
      parameter: withoutUndefined({
        ...sent,
        loinc: result.loinc ?? master.loinc,
        value: result.value,
        unit: result.unit,
        low: result.low,
        high: result.high,
        unmapped: "unit" as const,
        // The limits are in the master's unit: only the lab's own flag can say critical here.
        critical: criticalOf(result.value, undefined, result.interpretation),
        accredited: master.accredited,
      }),
    };
  }
  const value = convert(result.value, factor);
  return {
    corpId: master.corpId,
    parameter: withoutUndefined({
      ...sent,
      name: master.name,
      labCode: result.labCode ?? master.labCode,
      loinc: master.loinc,
      value,
      unit: master.unitLabel,
      low: result.low === undefined ? undefined : convert(result.low, factor),
      high: result.high === undefined ? undefined : convert(result.high, factor),
      sent: factor === 1 ? undefined : { value: result.value, unit: result.unit },
      critical: criticalOf(value, master.critical, result.interpretation),
      accredited: master.accredited,
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
