/**
 * A lab report's values as NRCeS Observations (v6.5.0): one per parameter, coded by LOINC where
 * the parameter has one (else by the lab's code); a number as valueQuantity with its printed
 * unit and, when the test master knows the parameter and its unit, the UCUM code, its reference
 * range in the same unit; a coded result as valueCodeableConcept with the lab's codes, other words
 * as valueString, either with the lab's range text; and an HL7 v3 interpretation computed from
 * the range and the critical limits, or the lab's own flag.
 */
import type { CodeableConcept, Coding, Observation, Quantity } from "@medplum/fhirtypes";
import type { LabReportParameter } from "../../db/schema.ts";
import { conversionFactor, masterParameterOf } from "../lab-results/test-master.ts";
import { flagOf, type LabReport } from "../reports/lab-reports.ts";
import { profiles, systems } from "./nrces.ts";

type Ref = { reference: string; display?: string };

const INTERPRETATIONS = {
  LL: "Critical low",
  L: "Low",
  N: "Normal",
  H: "High",
  HH: "Critical high",
  A: "Abnormal",
  AA: "Critical abnormal",
  POS: "Positive",
  NEG: "Negative",
  DET: "Detected",
  ND: "Not detected",
  IND: "Indeterminate",
  RR: "Reactive",
  NR: "Non-reactive",
} as const;
export type InterpretationCode = keyof typeof INTERPRETATIONS;

const isInterpretation = (code: string | undefined): code is InterpretationCode =>
  code !== undefined && Object.hasOwn(INTERPRETATIONS, code);

/**
 * LL/HH when the value is critical (the test master's limits, or the lab's own LL/HH), AA when
 * the lab flagged a text result critically abnormal, L/H when it is outside the reference range
 * (or, without a range, when the lab flagged it), N inside a range; without a range, the lab's
 * own flag as it sent it (N, A, POS, NEG, DET...); otherwise nothing.
 */
export function interpretationOf(parameter: LabReportParameter): InterpretationCode | undefined {
  if (parameter.critical === "low") return "LL";
  if (parameter.critical === "high") return "HH";
  if (parameter.critical === "abnormal") return "AA";
  const flag = flagOf(parameter);
  if (flag === "Low") return "L";
  if (flag === "High") return "H";
  const numericRange =
    typeof parameter.value === "number" &&
    (parameter.low !== undefined || parameter.high !== undefined);
  if (numericRange) return "N";
  return isInterpretation(parameter.interpretation) ? parameter.interpretation : undefined;
}

/**
 * The UCUM code of the parameter's unit: only when the test master knows the parameter, did not
 * flag it, and its stored unit is the master's (a value kept as sent has no code we can vouch for).
 */
export function ucumCodeOf(parameter: LabReportParameter): string | undefined {
  if (parameter.unmapped || typeof parameter.value !== "number") return undefined;
  const master = masterParameterOf(parameter);
  if (!master || master.kind === "text" || conversionFactor(master, parameter.unit) !== 1) {
    return undefined;
  }
  return master.unit;
}

function codeOf(parameter: LabReportParameter): CodeableConcept {
  const master = parameter.unmapped === "code" ? undefined : masterParameterOf(parameter);
  const loinc = parameter.loinc ?? master?.loinc;
  const coding: Coding[] = [];
  if (loinc) coding.push({ system: systems.loinc, code: loinc });
  if (parameter.labCode) coding.push({ system: systems.labCode, code: parameter.labCode });
  return { ...(coding.length > 0 && { coding }), text: parameter.name };
}

/** A number and its unit; a number with none (specific gravity) has no `unit` at all. */
function quantity(value: number, unit: string, ucum: string | undefined): Quantity {
  return { value, ...(unit && { unit }), ...(ucum && { system: systems.ucum, code: ucum }) };
}

/**
 * A coded result's CodeableConcept exactly as the lab sent it (its codings' system, version, code
 * and display; lis/coded-value.ts), its text the lab's own words or else the words the report
 * shows, so a reader without the code system still reads what the patient reads.
 */
function codedValue(parameter: LabReportParameter): CodeableConcept | undefined {
  const coded = parameter.coded;
  if (!coded || typeof parameter.value !== "string") return undefined;
  const coding = (coded.coding ?? []).map(
    ({ system, version, code, display }): Coding => ({
      ...(system !== undefined && { system }),
      ...(version !== undefined && { version }),
      ...(code !== undefined && { code }),
      ...(display !== undefined && { display }),
    }),
  );
  return { ...(coding.length > 0 && { coding }), text: coded.text ?? parameter.value };
}

/**
 * valueQuantity for a number; valueCodeableConcept for a result that came coded (HL7 CE/CWE, FHIR
 * valueCodeableConcept); valueString for the lab's words.
 */
function observedValue(parameter: LabReportParameter, ucum: string | undefined) {
  if (typeof parameter.value === "number") {
    return { valueQuantity: quantity(parameter.value, parameter.unit, ucum) };
  }
  const concept = codedValue(parameter);
  return concept ? { valueCodeableConcept: concept } : { valueString: parameter.value };
}

function referenceRangeOf(parameter: LabReportParameter, ucum: string | undefined) {
  const { low, high, rangeText, unit } = parameter;
  if (low === undefined && high === undefined && !rangeText) return undefined;
  return [
    {
      ...(low !== undefined && { low: quantity(low, unit, ucum) }),
      ...(high !== undefined && { high: quantity(high, unit, ucum) }),
      ...(rangeText && { text: rangeText }),
    },
  ];
}

const observationStatus = {
  partial: "preliminary",
  preliminary: "preliminary",
  final: "final",
  corrected: "corrected",
  amended: "amended",
} as const satisfies Record<LabReport["lisStatus"], Observation["status"]>;

export function observationOf(
  report: LabReport,
  parameter: LabReportParameter,
  id: string,
  refs: { patient: Ref; organization: Ref; specimen: Ref },
): Observation {
  const ucum = ucumCodeOf(parameter);
  const interpretation = interpretationOf(parameter);
  const range = referenceRangeOf(parameter, ucum);
  return {
    resourceType: "Observation",
    id,
    meta: { profile: [profiles.observation] },
    status: observationStatus[report.lisStatus],
    category: [
      {
        coding: [
          { system: systems.observationCategory, code: "laboratory", display: "Laboratory" },
        ],
      },
    ],
    code: codeOf(parameter),
    subject: refs.patient,
    effectiveDateTime: report.collectedAt.toISOString(),
    issued: report.reportedAt.toISOString(),
    performer: [refs.organization],
    ...observedValue(parameter, ucum),
    ...(interpretation && {
      interpretation: [
        {
          coding: [
            {
              system: systems.v3Interpretation,
              code: interpretation,
              display: INTERPRETATIONS[interpretation],
            },
          ],
        },
      ],
    }),
    specimen: refs.specimen,
    ...(range && { referenceRange: range }),
  };
}
