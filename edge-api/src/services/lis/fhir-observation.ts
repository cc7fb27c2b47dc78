/**
 * One Observation of a lab's DiagnosticReport as a ResultValue (docs/lis-integration.md, "FHIR
 * R4"). Only numeric results are filed: a value that is not a valueQuantity with a number and a
 * unit is a problem, never a result stored without its value or unit.
 */

import { field, type Located, list, num, readStatus, text } from "./fhir-read.ts";
import {
  type Interpretation,
  interpretations,
  type MessageProblem,
  type ReportStatus,
  type ResultValue,
} from "./lab-result-message.ts";

export const LOINC_SYSTEM = "http://loinc.org";

/** Observation's value[x] choices other than valueQuantity: sent, they are named in the problem. */
const OTHER_VALUES = [
  "valueCodeableConcept",
  "valueString",
  "valueBoolean",
  "valueInteger",
  "valueRange",
  "valueRatio",
  "valueSampledData",
  "valueTime",
  "valueDateTime",
  "valuePeriod",
];

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

  const quantity = field(obs, "valueQuantity");
  const value = num(field(quantity, "value"));
  const other = OTHER_VALUES.find((choice) => field(obs, choice) !== undefined);
  if (value === undefined) {
    problems.push({
      where: `${where}.valueQuantity.value`,
      text: other
        ? `${label}: the value must be a number in valueQuantity, not ${other}.`
        : `${label}: the value is missing.`,
    });
  }
  const unit = text(field(quantity, "code")) ?? text(field(quantity, "unit"));
  // A value sent as text or a code has no unit to name: its one problem is the value's.
  if (unit === undefined && other === undefined) {
    problems.push({
      where: `${where}.valueQuantity.unit`,
      text: `${label}: the unit is missing (valueQuantity.code, or valueQuantity.unit).`,
    });
  }

  const range = list(field(obs, "referenceRange"))[0];
  const interpretation = readInterpretation(obs, where, label, problems);
  const sentStatus = field(obs, "status");
  const status =
    sentStatus === undefined ? reportStatus : readStatus(sentStatus, `${where}.status`, problems);

  if (problems.length > before || name === undefined || value === undefined || unit === undefined) {
    return;
  }
  if (status === undefined) return; // The report's own status was wrong: named there.
  return {
    ...(labCode !== undefined && { labCode }),
    ...(loinc !== undefined && { loinc }),
    name,
    value,
    unit,
    ...optional("low", num(field(field(range, "low"), "value"))),
    ...optional("high", num(field(field(range, "high"), "value"))),
    ...optional("rangeText", text(field(range, "text"))),
    ...optional("interpretation", interpretation),
    status,
  };
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
