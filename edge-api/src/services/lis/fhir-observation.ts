/**
 * One Observation of a lab's DiagnosticReport as a ResultValue (docs/lis-integration.md, "FHIR
 * R4"). A result is a number (valueQuantity, with its unit unless the test master says the
 * parameter has none) or words (valueString; or valueCodeableConcept's text or a coding's
 * display, kept with its codes: fhir-coded.ts), under result-text.ts's rule; any other
 * value[x], or a value without what it needs, is a problem, never a result stored without its
 * value or unit.
 */

import { takesNoUnit } from "../lab-results/test-master.ts";
import { readConcept } from "./fhir-coded.ts";
import { field, type Located, list, num, readStatus, text } from "./fhir-read.ts";
import {
  type CodedValue,
  type Interpretation,
  interpretations,
  type MessageProblem,
  type ReportStatus,
  type ResultValue,
} from "./lab-result-message.ts";
import { readResultText } from "./result-text.ts";

export const LOINC_SYSTEM = "http://loinc.org";

/** Observation's value[x] choices that are neither a number nor words: named in the problem. */
const OTHER_VALUES = [
  "valueBoolean",
  "valueInteger",
  "valueRange",
  "valueRatio",
  "valueSampledData",
  "valueTime",
  "valueDateTime",
  "valuePeriod",
];

/** What the lab sent as the value: a number and its unit ("" when it has none), or words. */
type Sent = { value: number | string; unit: string; coded?: CodedValue } | undefined;

/** The words of a valueString, or of a valueCodeableConcept with its codes (fhir-coded.ts). */
function readWords(obs: unknown, where: string, label: string, problems: MessageProblem[]): Sent {
  const string = field(obs, "valueString");
  if (string === undefined) {
    const concept = field(obs, "valueCodeableConcept");
    const read = readConcept(concept, `${where}.valueCodeableConcept`, label, problems);
    return read && { value: read.value, unit: "", coded: read.coded };
  }
  const words = readResultText(text(string) ?? "");
  if (words.ok) return { value: words.text, unit: "" };
  problems.push({
    where: `${where}.valueString`,
    text: `${label}: ${words.missing ? "the value is missing." : words.problem}`,
  });
  return undefined;
}

/**
 * The observation's result; undefined when anything required is missing or wrong (each thing
 * then a problem). `reportStatus` stands in for a missing Observation.status.
 */
export function observationToResult(
  observation: Located<unknown>,
  reportStatus: ReportStatus | undefined,
  problems: MessageProblem[],
): ResultValue | undefined {
  const { value: obs, where } = observation;
  const before = problems.length;
  const code = field(obs, "code");
  const codings = list(field(code, "coding"));
  const loinc = text(
    field(
      codings.find((c) => field(c, "system") === LOINC_SYSTEM),
      "code",
    ),
  );
  const labCode = codings
    .filter((c) => field(c, "system") !== LOINC_SYSTEM)
    .map((c) => text(field(c, "code")))
    .find((c) => c !== undefined);
  const name =
    text(field(code, "text")) ??
    codings.map((c) => text(field(c, "display"))).find((d) => d !== undefined);
  const label = `Observation ${name ? `"${name}"` : (loinc ?? labCode ?? `at ${where}`)}`;
  if (name === undefined) {
    problems.push({
      where: `${where}.code.text`,
      text: `${label}: the name is missing (code.text, or a coding's display).`,
    });
  }

  const sent = readValue(obs, where, label, { labCode, loinc }, problems);

  const range = list(field(obs, "referenceRange"))[0];
  const interpretation = readInterpretation(obs, where, label, problems);
  const sentStatus = field(obs, "status");
  const status =
    sentStatus === undefined ? reportStatus : readStatus(sentStatus, `${where}.status`, problems);

  if (problems.length > before || name === undefined || sent === undefined) return;
  if (status === undefined) return; // The report's own status was wrong: named there.
  // Words have no unit and no numeric range: only the lab's text of the range is kept.
  const numeric = typeof sent.value === "number";
  return {
    ...(labCode !== undefined && { labCode }),
    ...(loinc !== undefined && { loinc }),
    name,
    value: sent.value,
    ...(sent.coded && { coded: sent.coded }),
    unit: sent.unit,
    ...optional("low", numeric ? num(field(field(range, "low"), "value")) : undefined),
    ...optional("high", numeric ? num(field(field(range, "high"), "value")) : undefined),
    ...optional("rangeText", text(field(range, "text"))),
    ...optional("interpretation", interpretation),
    status,
  };
}

/** The value: a number with its unit, or words; undefined (and a problem) otherwise. */
function readValue(
  obs: unknown,
  where: string,
  label: string,
  codes: { labCode?: string; loinc?: string },
  problems: MessageProblem[],
): Sent {
  if (field(obs, "valueString") !== undefined || field(obs, "valueCodeableConcept") !== undefined) {
    return readWords(obs, where, label, problems);
  }
  const quantity = field(obs, "valueQuantity");
  const value = num(field(quantity, "value"));
  const other = OTHER_VALUES.find((choice) => field(obs, choice) !== undefined);
  if (value === undefined) {
    problems.push({
      where: `${where}.valueQuantity.value`,
      text: other
        ? `${label}: the value must be a number in valueQuantity, or words in valueString or valueCodeableConcept, not ${other}.`
        : `${label}: the value is missing.`,
    });
  }
  const unit = text(field(quantity, "code")) ?? text(field(quantity, "unit"));
  // A value sent as another type has no unit to name: its one problem is the value's.
  if (unit === undefined && other === undefined && !takesNoUnit(codes)) {
    problems.push({
      where: `${where}.valueQuantity.unit`,
      text: `${label}: the unit is missing (valueQuantity.code, or valueQuantity.unit).`,
    });
    return undefined;
  }
  return value === undefined ? undefined : { value, unit: unit ?? "" };
}

function readInterpretation(
  obs: unknown,
  where: string,
  label: string,
  problems: MessageProblem[],
): Interpretation | undefined {
  const coding = list(field(list(field(obs, "interpretation"))[0], "coding"))[0];
  const code = field(coding, "code");
  if (code === undefined) return undefined;
  if ((interpretations as readonly unknown[]).includes(code)) return code as Interpretation;
  problems.push({
    where: `${where}.interpretation[0].coding[0].code`,
    text: `${label}: the interpretation "${String(code)}" is not one of ${interpretations.join(", ")}.`,
  });
  return undefined;
}

/** `{ [key]: value }` when there is a value, else nothing: records carry no `undefined` fields. */
function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}
