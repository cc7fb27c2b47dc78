/**
 * Coded results in a FHIR Bundle (valueCodeableConcept): the words and the codes kept, the same
 * record an HL7 CE or CWE gives, and what is refused, each problem pointing at its place.
 */
import type { Bundle } from "@medplum/fhirtypes";
import { beforeAll, describe, expect, it } from "vitest";
import { labBundle, resourceAt } from "./fhir-bundle.test-support.ts";
import { convertBundle } from "./fhir-bundle.ts";
import { ensureFhirDefinitions } from "./fhir-definitions.ts";
import { cbcLines, message, record, withField } from "./hl7-oru.test-support.ts";
import { convertOru } from "./hl7-oru.ts";

beforeAll(() => ensureFhirDefinitions());

const OBS = "Bundle.entry[4].resource";
const SNOMED = "http://snomed.info/sct";

/** Entry 4 (haemoglobin in the lab's Bundle) made a urine nitrite whose value is `concept`. */
function withConcept(concept: unknown): Bundle {
  const bundle = labBundle();
  const observation = resourceAt(bundle, 4);
  delete observation.valueQuantity;
  delete observation.referenceRange;
  Object.assign(observation, {
    code: { coding: [{ system: "http://loinc.org", code: "5802-4" }], text: "Nitrite" },
    valueCodeableConcept: concept,
  });
  return bundle;
}

function firstResult(bundle: Bundle) {
  const conversion = convertBundle(bundle);
  if (!conversion.ok) throw new Error(JSON.stringify(conversion.problems));
  return conversion.message.results[0];
}

describe("convertBundle: coded results", () => {
  it("keeps every coding (system, version, code, display) and the text beside the words", () => {
    const concept = {
      coding: [
        { system: SNOMED, version: "2023-03", code: "10828004", display: "Positive" },
        { system: "urn:lab:codes", code: "POS", userSelected: true },
      ],
      text: "Positive (repeat)",
    };
    expect(firstResult(withConcept(concept))).toMatchObject({
      loinc: "5802-4",
      value: "Positive (repeat)",
      coded: {
        coding: [
          { system: SNOMED, version: "2023-03", code: "10828004", display: "Positive" },
          { system: "urn:lab:codes", code: "POS" },
        ],
        text: "Positive (repeat)",
      },
      unit: "",
    });
  });

  it("files the same words and codes as the HL7 CE and CWE of the same answer", () => {
    const hl7 = record(
      convertOru(
        message(
          withField(
            withField(cbcLines, "OBX", 1, 5, "10828004^Positive^SCT"),
            "OBX",
            2,
            5,
            "LA6577-6^Negative^LN^^^^^^Negative (nitrite)",
          ).map((line) => line.replace(/^OBX\|([12])\|NM\|/, "OBX|$1|CWE|")),
        ),
      ),
    ).results;
    const positive = firstResult(
      withConcept({ coding: [{ system: SNOMED, code: "10828004", display: "Positive" }] }),
    );
    const negative = firstResult(
      withConcept({
        coding: [{ system: "http://loinc.org", code: "LA6577-6", display: "Negative" }],
        text: "Negative (nitrite)",
      }),
    );
    for (const [fromHl7, fromFhir] of [
      [hl7[0], positive],
      [hl7[1], negative],
    ]) {
      expect(fromHl7?.coded).toBeDefined();
      expect({ value: fromHl7?.value, coded: fromHl7?.coded }).toEqual({
        value: fromFhir?.value,
        coded: fromFhir?.coded,
      });
    }
  });
});

describe("convertBundle: coded values that cannot be filed, the place named", () => {
  it("refuses a control character in a coding's display, naming the coding", () => {
    const concept = { coding: [{ system: SNOMED, code: "10828004", display: "Posi\ttive" }] };
    expect(convertBundle(withConcept(concept))).toEqual({
      ok: false,
      problems: [
        {
          where: `${OBS}.valueCodeableConcept.coding[0].display`,
          text: 'Observation "Nitrite": the text holds a control character (U+0009); only line breaks may be sent in it.',
        },
      ],
    });
  });
});
