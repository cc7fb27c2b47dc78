/**
 * Results that are text in a FHIR Bundle (valueString, valueCodeableConcept) and numbers with no
 * unit: what is read, and what is refused, each problem pointing at its Observation.
 */
import type { Bundle } from "@medplum/fhirtypes";
import { beforeAll, describe, expect, it } from "vitest";
import { labBundle, resourceAt } from "./fhir-bundle.test-support.ts";
import { convertBundle } from "./fhir-bundle.ts";
import { ensureFhirDefinitions } from "./fhir-definitions.ts";
import { MAX_RESULT_TEXT } from "./result-text.ts";

beforeAll(() => ensureFhirDefinitions());

/** Entry 4 (haemoglobin in the lab's Bundle) made into the Observation `changes` describe. */
const OBS = "Bundle.entry[4].resource";
function withObservation(changes: Record<string, unknown>): Bundle {
  const bundle = labBundle();
  const observation = resourceAt(bundle, 4);
  delete observation.valueQuantity;
  delete observation.referenceRange;
  Object.assign(observation, changes);
  return bundle;
}
const loinc = (code: string, display: string) => ({
  coding: [{ system: "http://loinc.org", code }],
  text: display,
});

function firstResult(bundle: Bundle) {
  const conversion = convertBundle(bundle);
  if (!conversion.ok) throw new Error(JSON.stringify(conversion.problems));
  return conversion.message.results[0];
}

describe("convertBundle: results that are text", () => {
  it("reads valueString as words, with the range's text and the lab's flag, never its bounds", () => {
    const bundle = withObservation({
      code: loinc("5778-6", "Urine colour"),
      valueString: "  Pale yellow ",
      referenceRange: [{ text: "Pale yellow", low: { value: 1 } }],
      interpretation: [{ coding: [{ code: "N" }] }],
    });
    expect(firstResult(bundle)).toEqual({
      loinc: "5778-6",
      name: "Urine colour",
      value: "Pale yellow",
      unit: "",
      rangeText: "Pale yellow",
      interpretation: "N",
      status: "final",
    });
  });

  it("reads valueCodeableConcept by its text, else a coding's display", () => {
    const byText = withObservation({
      code: loinc("5196-1", "HBsAg"),
      valueCodeableConcept: {
        coding: [{ system: "http://snomed.info/sct", code: "11214006", display: "Reactive" }],
        text: "Reactive (repeat reactive)",
      },
      interpretation: [{ coding: [{ code: "POS" }] }],
    });
    expect(firstResult(byText)).toMatchObject({
      value: "Reactive (repeat reactive)",
      interpretation: "POS",
    });
    const byDisplay = withObservation({
      code: loinc("883-9", "Blood group"),
      valueCodeableConcept: { coding: [{ system: "http://snomed.info/sct", display: "B" }] },
    });
    expect(firstResult(byDisplay)).toMatchObject({ value: "B", unit: "" });
  });

  it("reads a number with no unit when the test master gives it none (specific gravity)", () => {
    const bundle = withObservation({
      code: loinc("5811-5", "Specific gravity"),
      valueQuantity: { value: 1.015 },
    });
    expect(firstResult(bundle)).toMatchObject({ value: 1.015, unit: "", loinc: "5811-5" });
  });
});

const refusals: Array<[string, Record<string, unknown>, { where: string; text: string }]> = [
  [
    "text over 2,000 characters",
    { valueString: "c".repeat(MAX_RESULT_TEXT + 1) },
    {
      where: `${OBS}.valueString`,
      text: `Observation "Haemoglobin": the text is ${MAX_RESULT_TEXT + 1} characters long; a result may hold at most ${MAX_RESULT_TEXT}.`,
    },
  ],
  [
    "a tab in the text",
    { valueString: "No growth\tafter 48 hours" },
    {
      where: `${OBS}.valueString`,
      text: 'Observation "Haemoglobin": the text holds a control character (U+0009); only line breaks may be sent in it.',
    },
  ],
  [
    "a NUL in the text",
    { valueString: "Clear\u0000" },
    { where: `${OBS}.valueString`, text: "The text holds a NUL character (U+0000)." },
  ],
  [
    "a lone surrogate in the text",
    { valueString: "Clear\uD800" },
    {
      where: `${OBS}.valueString`,
      text: "The text holds a lone UTF-16 surrogate (it is not valid Unicode).",
    },
  ],
  [
    "a concept with a code and no words",
    { valueCodeableConcept: { coding: [{ system: "http://snomed.info/sct", code: "11214006" }] } },
    {
      where: `${OBS}.valueCodeableConcept.text`,
      text: 'Observation "Haemoglobin": the value has no words (valueCodeableConcept.text, or a coding\'s display).',
    },
  ],
  [
    "a number without a unit, for a parameter that has one",
    { valueQuantity: { value: 12.1 } },
    {
      where: `${OBS}.valueQuantity.unit`,
      text: 'Observation "Haemoglobin": the unit is missing (valueQuantity.code, or valueQuantity.unit).',
    },
  ],
];

describe("convertBundle: text that cannot be filed, the Observation named", () => {
  it.each(refusals)("%s", (_title, changes, problem) => {
    expect(convertBundle(withObservation(changes))).toEqual({ ok: false, problems: [problem] });
  });
});
