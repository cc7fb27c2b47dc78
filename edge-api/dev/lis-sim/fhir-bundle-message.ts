/**
 * A LabResultMessage as the FHIR R4 Bundle a lab's LIS would send (docs/lis-integration.md,
 * "FHIR R4"): what the LIS simulator posts and what the API tests send. convertBundle
 * (services/lis/fhir-bundle.ts) reads it back to the same record.
 *
 * Guarantees:
 * - Deterministic: the entries' fullUrls are name-based UUIDs (version 5) of the report id and the
 *   entry's role, so the same record always gives the same Bundle, byte for byte; a replay of it
 *   is a replay.
 * - Valid R4 (a `collection` Bundle), with one exception: a result whose status is `partial` (a
 *   report status, not an Observation one) is sent as `preliminary`.
 */
import { createHash } from "node:crypto";
import type {
  Bundle,
  BundleEntry,
  DiagnosticReport,
  Observation,
  Patient,
  Practitioner,
  Quantity,
  Specimen,
} from "@medplum/fhirtypes";
import { BOOKING_SYSTEM } from "../../src/services/lis/fhir-bundle.ts";
import { LOINC_SYSTEM } from "../../src/services/lis/fhir-observation.ts";
import type { LabResultMessage, ResultValue } from "../../src/services/lis/lab-result-message.ts";

export const LAB_CODE_SYSTEM = "urn:vyom:lab-code";
export const UCUM_SYSTEM = "http://unitsofmeasure.org";
export const INTERPRETATION_SYSTEM =
  "http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation";
/** The namespace of the simulator's name-based UUIDs (a fixed random UUID). */
const UUID_NAMESPACE = "5b0f3c9e-8d1a-4f7e-9c2b-6a4d8e1f0b37";

export function fhirBundle(record: LabResultMessage, options: { bundleId?: string } = {}): Bundle {
  const url = (role: string) => `urn:uuid:${nameUuid(`${record.lisReportId}/${role}`)}`;
  const patientUrl = url("Patient");
  const { sample, signedBy } = record;
  const hasSample = sample.id !== undefined || sample.type !== undefined || sample.collectedAt;
  const specimenUrl = hasSample ? url("Specimen") : undefined;
  const practitionerUrl = signedBy ? url("Practitioner") : undefined;
  const observationUrls = record.results.map((_, i) => url(`Observation/${i}`));

  const report: DiagnosticReport = {
    resourceType: "DiagnosticReport",
    identifier: [{ value: record.lisReportId }],
    basedOn: [
      {
        type: "ServiceRequest",
        identifier: { system: BOOKING_SYSTEM, value: record.bookingReference },
      },
    ],
    status: record.status,
    category: [
      { coding: [{ system: "http://terminology.hl7.org/CodeSystem/v2-0074", code: "LAB" }] },
    ],
    code: { coding: [{ system: LOINC_SYSTEM, code: "11502-2", display: "Laboratory report" }] },
    subject: { reference: patientUrl },
    ...(record.issuedAt !== undefined && { issued: record.issuedAt }),
    ...(specimenUrl && { specimen: [{ reference: specimenUrl }] }),
    ...(practitionerUrl && { resultsInterpreter: [{ reference: practitionerUrl }] }),
    result: observationUrls.map((reference) => ({ reference })),
  };
  const patient: Patient = {
    resourceType: "Patient",
    name: [{ text: record.patient.name }],
    ...(record.patient.gender && { gender: record.patient.gender }),
    ...(record.patient.birthDate && { birthDate: record.patient.birthDate }),
  };
  const entries: BundleEntry[] = [
    { fullUrl: url("DiagnosticReport"), resource: report },
    { fullUrl: patientUrl, resource: patient },
  ];
  if (specimenUrl) {
    const specimen: Specimen = {
      resourceType: "Specimen",
      ...(sample.id !== undefined && { accessionIdentifier: { value: sample.id } }),
      ...(sample.type !== undefined && { type: { text: sample.type } }),
      subject: { reference: patientUrl },
      ...(sample.collectedAt && { collection: { collectedDateTime: sample.collectedAt } }),
    };
    entries.push({ fullUrl: specimenUrl, resource: specimen });
  }
  if (signedBy && practitionerUrl) {
    const practitioner: Practitioner = {
      resourceType: "Practitioner",
      identifier: [{ value: signedBy.registration }],
      name: [{ text: signedBy.name }],
    };
    entries.push({ fullUrl: practitionerUrl, resource: practitioner });
  }
  record.results.forEach((result, i) => {
    const resource = observation(result, patientUrl, record.sample.collectedAt);
    entries.push({ fullUrl: observationUrls[i], resource });
  });
  return {
    resourceType: "Bundle",
    ...(options.bundleId !== undefined && { id: options.bundleId }),
    type: "collection",
    entry: entries,
  };
}

function observation(result: ResultValue, patientUrl: string, collectedAt?: string): Observation {
  // A number without a unit (specific gravity) is sent with none, as many LIS do.
  const quantity = (value: number): Quantity =>
    result.unit === ""
      ? { value }
      : { value, unit: result.unit, system: UCUM_SYSTEM, code: result.unit };
  const hasRange =
    result.low !== undefined || result.high !== undefined || result.rangeText !== undefined;
  const coding = [
    ...(result.loinc ? [{ system: LOINC_SYSTEM, code: result.loinc }] : []),
    ...(result.labCode ? [{ system: LAB_CODE_SYSTEM, code: result.labCode }] : []),
  ];
  return {
    resourceType: "Observation",
    status: result.status === "partial" ? "preliminary" : result.status,
    category: [
      {
        coding: [
          {
            system: "http://terminology.hl7.org/CodeSystem/observation-category",
            code: "laboratory",
          },
        ],
      },
    ],
    // An empty coding list is not valid FHIR: a result known only by its name has none.
    code: { ...(coding.length > 0 && { coding }), text: result.name },
    subject: { reference: patientUrl },
    ...(collectedAt && { effectiveDateTime: collectedAt }),
    ...(typeof result.value === "number"
      ? { valueQuantity: quantity(result.value) }
      : { valueString: result.value }),
    ...(hasRange && {
      referenceRange: [
        {
          ...(result.low !== undefined && { low: quantity(result.low) }),
          ...(result.high !== undefined && { high: quantity(result.high) }),
          ...(result.rangeText !== undefined && { text: result.rangeText }),
        },
      ],
    }),
    ...(result.interpretation && {
      interpretation: [
        { coding: [{ system: INTERPRETATION_SYSTEM, code: result.interpretation }] },
      ],
    }),
  };
}

/** A name-based UUID (RFC 9562 version 5: SHA-1 of the namespace and the name). */
function nameUuid(name: string): string {
  const namespace = Buffer.from(UUID_NAMESPACE.replaceAll("-", ""), "hex");
  const bytes = createHash("sha1").update(namespace).update(name, "utf8").digest().subarray(0, 16);
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
