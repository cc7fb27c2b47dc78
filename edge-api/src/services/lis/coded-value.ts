/**
 * Coded results as both protocols send them (HL7 CE/CWE: hl7-obx-coded.ts; FHIR
 * valueCodeableConcept: fhir-observation.ts) end up as one FHIR CodeableConcept, so the same
 * answer filed either way is the same record.
 */

/** HL7 v2 coding system names (table 0396) that have a FHIR URI; the lab's own ("L", "99BLD") do not. */
const SYSTEM_URIS: Readonly<Record<string, string>> = {
  LN: "http://loinc.org",
  SCT: "http://snomed.info/sct",
  UCUM: "http://unitsofmeasure.org",
};

/**
 * The FHIR system of an HL7 coding system name: LOINC, SNOMED CT and UCUM by their URIs, an HL7
 * table (HL70136) by its terminology.hl7.org URI; any other name (a lab's local system) is kept as
 * the lab wrote it rather than given a URI nobody defined.
 */
export function codingSystemUri(name: string): string {
  const known = SYSTEM_URIS[name.toUpperCase()];
  if (known) return known;
  const table = /^HL7(\d{4})$/i.exec(name)?.[1];
  return table ? `http://terminology.hl7.org/CodeSystem/v2-${table}` : name;
}
