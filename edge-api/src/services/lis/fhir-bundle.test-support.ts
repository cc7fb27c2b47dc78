/**
 * A Bundle as a lab's LIS sends it, written by hand (not by the simulator's fhirBundle): a CBC
 * and an HbA1c, with LOINC codes beside the lab's own, references both by `urn:uuid` fullUrl and
 * by `Type/id`, and the record it must read as. Each call gives a fresh copy to change.
 */
import type { Bundle } from "@medplum/fhirtypes";
import type { LabResultMessage } from "./lab-result-message.ts";

const PATIENT = "urn:uuid:0b6c2d1e-5a7f-4c3b-9e8d-1f2a3b4c5d6e";
const SPECIMEN = "urn:uuid:7e1d9c4b-2a3f-4e5d-8c7b-6a5f4e3d2c1b";
const LAB = "urn:vyom:lab-code";
const UCUM = "http://unitsofmeasure.org";
const V3 = "http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation";

function observation(
  id: string,
  loinc: string,
  labCode: string,
  name: string,
  value: number,
  unit: string,
  range: { low?: number; high?: number; text?: string },
) {
  return {
    fullUrl: `https://lis.example-lab.in/fhir/Observation/${id}`,
    resource: {
      resourceType: "Observation",
      id,
      status: "final",
      code: {
        coding: [
          { system: "http://loinc.org", code: loinc, display: name },
          { system: LAB, code: labCode },
        ],
        text: name,
      },
      subject: { reference: PATIENT },
      valueQuantity: { value, unit, system: UCUM, code: unit },
      referenceRange: [
        {
          ...(range.low !== undefined && { low: { value: range.low, unit, system: UCUM } }),
          ...(range.high !== undefined && { high: { value: range.high, unit, system: UCUM } }),
          ...(range.text !== undefined && { text: range.text }),
        },
      ],
    },
  };
}

export function labBundle(): Bundle {
  const hba1c = observation("obs-hba1c", "4548-4", "HBA1C", "HbA1c", 7.2, "%", {
    high: 5.7,
    text: "<5.7",
  });
  Object.assign(hba1c.resource, {
    interpretation: [{ coding: [{ system: V3, code: "H", display: "High" }] }],
  });
  return {
    resourceType: "Bundle",
    id: "lis-msg-20250114-0042",
    type: "collection",
    entry: [
      {
        fullUrl: "urn:uuid:3f2a1b0c-9d8e-4f7a-b6c5-d4e3f2a1b0c9",
        resource: {
          resourceType: "DiagnosticReport",
          identifier: [{ system: "https://lis.example-lab.in/report", value: "RPT-2025-000042" }],
          basedOn: [{ identifier: { system: "urn:vyom:booking", value: "BK-7Q2M9X" } }],
          status: "final",
          category: [
            { coding: [{ system: "http://terminology.hl7.org/CodeSystem/v2-0074", code: "LAB" }] },
          ],
          code: { text: "CBC and HbA1c" },
          subject: { reference: PATIENT },
          issued: "2025-01-14T11:20:00+05:30",
          specimen: [{ reference: SPECIMEN }],
          resultsInterpreter: [{ reference: "Practitioner/dr-rao" }],
          result: [
            { reference: "Observation/obs-hb" },
            { reference: "Observation/obs-wbc" },
            { reference: "Observation/obs-plt" },
            { reference: "https://lis.example-lab.in/fhir/Observation/obs-hba1c" },
          ],
        },
      },
      {
        fullUrl: PATIENT,
        resource: {
          resourceType: "Patient",
          name: [{ given: ["Asha", "K."], family: "Verma" }],
          gender: "female",
          birthDate: "1980-04-12",
        },
      },
      {
        fullUrl: SPECIMEN,
        resource: {
          resourceType: "Specimen",
          accessionIdentifier: { value: "S-250114-0042" },
          type: {
            coding: [{ system: "http://snomed.info/sct", code: "119297000", display: "Blood" }],
          },
          collection: { collectedDateTime: "2025-01-14T08:05:00+05:30" },
        },
      },
      {
        fullUrl: "https://lis.example-lab.in/fhir/Practitioner/dr-rao",
        resource: {
          resourceType: "Practitioner",
          id: "dr-rao",
          identifier: [{ system: "https://nmc.org.in", value: "KMC-45821" }],
          name: [{ prefix: ["Dr."], given: ["Meera"], family: "Rao" }],
        },
      },
      observation("obs-hb", "718-7", "HB", "Haemoglobin", 12.1, "g/dL", { low: 12, high: 15 }),
      observation("obs-wbc", "6690-2", "TLC", "Total leucocyte count", 7.4, "10*3/uL", {
        low: 4,
        high: 10,
      }),
      observation("obs-plt", "777-3", "PLT", "Platelet count", 250, "10*3/uL", {
        low: 150,
        high: 410,
      }),
      hba1c,
    ],
  } as Bundle;
}

/** What labBundle() reads as. */
export const labRecord: LabResultMessage = {
  lisReportId: "RPT-2025-000042",
  bookingReference: "BK-7Q2M9X",
  status: "final",
  issuedAt: "2025-01-14T11:20:00+05:30",
  patient: { name: "Asha K. Verma", gender: "female", birthDate: "1980-04-12" },
  sample: { id: "S-250114-0042", type: "Blood", collectedAt: "2025-01-14T08:05:00+05:30" },
  signedBy: { name: "Meera Rao", registration: "KMC-45821" },
  results: [
    result("718-7", "HB", "Haemoglobin", 12.1, "g/dL", { low: 12, high: 15 }),
    result("6690-2", "TLC", "Total leucocyte count", 7.4, "10*3/uL", { low: 4, high: 10 }),
    result("777-3", "PLT", "Platelet count", 250, "10*3/uL", { low: 150, high: 410 }),
    {
      ...result("4548-4", "HBA1C", "HbA1c", 7.2, "%", { high: 5.7, rangeText: "<5.7" }),
      interpretation: "H",
    },
  ],
};

function result(
  loinc: string,
  labCode: string,
  name: string,
  value: number,
  unit: string,
  range: { low?: number; high?: number; rangeText?: string },
) {
  return { loinc, labCode, name, value, unit, ...range, status: "final" as const };
}

/** The entry of `bundle` at `index`'s resource, to change in a test. */
export function resourceAt(bundle: Bundle, index: number): Record<string, unknown> {
  const resource = bundle.entry?.[index]?.resource;
  if (!resource) throw new Error(`The fixture has no entry ${index}.`);
  return resource as unknown as Record<string, unknown>;
}
