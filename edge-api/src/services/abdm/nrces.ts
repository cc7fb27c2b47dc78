/**
 * The names the NRCeS FHIR Implementation Guide for ABDM (v6.5.0, https://nrces.in/ndhm/fhir/r4/)
 * gives its profiles, code systems and identifier namespaces, in one place: the export
 * (diagnostic-report-record.ts) writes them and the tests' checks
 * (edge-api/test/support/abdm/nrces-checks.ts) look for them.
 */

const STRUCTURE_DEFINITION = "https://nrces.in/ndhm/fhir/r4/StructureDefinition";

/** The IG version the export and the hand-written checks follow. */
export const NRCES_IG_VERSION = "6.5.0";

export const profiles = {
  documentBundle: `${STRUCTURE_DEFINITION}/DocumentBundle`,
  diagnosticReportRecord: `${STRUCTURE_DEFINITION}/DiagnosticReportRecord`,
  diagnosticReportLab: `${STRUCTURE_DEFINITION}/DiagnosticReportLab`,
  observation: `${STRUCTURE_DEFINITION}/Observation`,
  patient: `${STRUCTURE_DEFINITION}/Patient`,
  practitioner: `${STRUCTURE_DEFINITION}/Practitioner`,
  organization: `${STRUCTURE_DEFINITION}/Organization`,
  specimen: `${STRUCTURE_DEFINITION}/Specimen`,
} as const;

export const systems = {
  snomed: "http://snomed.info/sct",
  loinc: "http://loinc.org",
  ucum: "http://unitsofmeasure.org",
  v2IdentifierType: "http://terminology.hl7.org/CodeSystem/v2-0203",
  v3Interpretation: "http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation",
  v3Confidentiality: "http://terminology.hl7.org/CodeSystem/v3-Confidentiality",
  observationCategory: "http://terminology.hl7.org/CodeSystem/observation-category",
  /** ABHA numbers (the ABDM health id). */
  abhaNumber: "https://healthid.ndhm.gov.in",
  /**
   * The namespace NRCeS examples give a practitioner's identifier (ABDM's HPR ids); we put the
   * medical council registration there until pathologists' HPR ids are recorded (docs/abdm.md).
   */
  practitioner: "https://doctor.ndhm.gov.in",
  /** Ours: the readable report number (VYR-000042), and with its version for the Bundle. */
  report: "urn:vyom:report",
  labCode: "urn:vyom:lab-code",
  lab: "urn:vyom:lab",
  sample: "urn:vyom:sample",
} as const;

/** Composition.type of every DiagnosticReportRecord (fixed by the profile). */
export const DIAGNOSTIC_STUDIES_REPORT = {
  system: systems.snomed,
  code: "721981007",
  display: "Diagnostic studies report",
} as const;

/**
 * The section's code. NRCeS's own lab example codes its section SNOMED CT 4321000179101
 * "Hematology report" (for a lipid panel); the record-artifact concept that fits every lab report
 * is 4241000179101 "Laboratory report", which the IG's DocumentReference example uses.
 */
export const LABORATORY_REPORT = {
  system: systems.snomed,
  code: "4241000179101",
  display: "Laboratory report",
} as const;

/**
 * DiagnosticReportLab.category: the profile fixes category.coding.system to SNOMED CT (code and
 * display required); the IG's examples use 708196005 "Hematology service", which fits a CBC only.
 */
export const CLINICAL_PATHOLOGY_SERVICE = {
  system: systems.snomed,
  code: "708184003",
  display: "Clinical pathology service",
} as const;

export const DOCUMENT_TITLE = "Diagnostic Report- Lab";
