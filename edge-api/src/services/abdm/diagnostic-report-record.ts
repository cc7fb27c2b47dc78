/**
 * A released lab report as ABDM shares it: an NRCeS "DiagnosticReportRecord" document, following
 * the NRCeS FHIR Implementation Guide for ABDM v6.5.0 (docs/abdm.md). A FHIR R4 Bundle of type
 * document whose first entry is the Composition (SNOMED CT 721981007 "Diagnostic studies
 * report"), then the Patient, the lab (Organization), the signing pathologist (Practitioner), the
 * Specimen, the DiagnosticReportLab carrying the report's PDF in presentedForm, and one
 * Observation per value. Every fullUrl is a urn:uuid derived from the report version's id and the
 * resource's role (fhir-ids.ts), so the same report always gives the same document.
 *
 * Pure: no database, no clock (options.now), no network. Whether it satisfies the profile's
 * mandatory elements is checked in its tests by edge-api/test/support/abdm/nrces-checks.ts,
 * written by hand from the IG.
 */
import type {
  Bundle,
  BundleEntry,
  Composition,
  DiagnosticReport,
  Resource,
} from "@medplum/fhirtypes";
import { reportNumber } from "../lab-results/report-number.ts";
import type { LabReport } from "../reports/lab-reports.ts";
import {
  organizationOf,
  patientOf,
  practitionerOf,
  recordLabOf,
  specimenOf,
} from "./document-parties.ts";
import { urnOf, uuidV5 } from "./fhir-ids.ts";
import {
  CLINICAL_PATHOLOGY_SERVICE,
  DIAGNOSTIC_STUDIES_REPORT,
  DOCUMENT_TITLE,
  LABORATORY_REPORT,
  profiles,
  systems,
} from "./nrces.ts";
import { observationOf } from "./report-observations.ts";

export interface DiagnosticReportRecordOptions {
  /** The report's PDF, exactly as the patient downloads it (reports/report-pdf.ts). */
  pdf: Uint8Array;
  /** When the document is assembled: Bundle.timestamp. */
  now: Date;
  /** The patient's ABHA number, when they linked it (14 digits, hyphens optional). */
  abhaNumber?: string;
}

const compositionStatus = {
  partial: "preliminary",
  preliminary: "preliminary",
  final: "final",
  corrected: "amended",
  amended: "amended",
} as const satisfies Record<LabReport["lisStatus"], Composition["status"]>;

/** The catalogue tests the report holds, as the report's name ("Complete blood count, Lipid"). */
const testNames = (report: LabReport) =>
  [...new Set(report.tests.map((test) => test.testName))].join(", ") || "Laboratory report";

export function diagnosticReportRecord(
  report: LabReport,
  options: DiagnosticReportRecordOptions,
): Bundle {
  if (!report.releasedAt) {
    throw new Error(`ABDM export: report ${report.id} is not released`);
  }
  const idOf = (role: string) => uuidV5(`lab-report/${report.id}/${role}`);
  const number = reportNumber(report.number);
  const lab = recordLabOf(report);
  const signer = report.signedByName
    ? { name: report.signedByName, registration: report.signedByRegistration }
    : undefined;

  const ids = {
    composition: idOf("composition"),
    patient: idOf("patient"),
    organization: idOf("organization"),
    practitioner: idOf("practitioner"),
    specimen: idOf("specimen"),
    diagnosticReport: idOf("diagnostic-report"),
  };
  const refs = {
    patient: { reference: urnOf(ids.patient), display: report.patientName },
    organization: { reference: urnOf(ids.organization), display: lab.name },
    specimen: { reference: urnOf(ids.specimen) },
  };
  const practitionerRef = signer && { reference: urnOf(ids.practitioner), display: signer.name };

  const observations = report.tests.flatMap((test, t) =>
    test.parameters.map((parameter, p) =>
      observationOf(report, parameter, idOf(`observation/${t}/${p}`), refs),
    ),
  );
  const pdf = Buffer.from(options.pdf.buffer, options.pdf.byteOffset, options.pdf.byteLength);

  const diagnosticReport: DiagnosticReport = {
    resourceType: "DiagnosticReport",
    id: ids.diagnosticReport,
    meta: { profile: [profiles.diagnosticReportLab] },
    identifier: [{ system: systems.report, value: number }],
    status: report.lisStatus,
    category: [{ coding: [CLINICAL_PATHOLOGY_SERVICE], text: "Laboratory" }],
    code: { text: testNames(report) },
    subject: refs.patient,
    effectiveDateTime: report.collectedAt.toISOString(),
    issued: report.reportedAt.toISOString(),
    performer: [refs.organization],
    ...(practitionerRef && { resultsInterpreter: [practitionerRef] }),
    specimen: [refs.specimen],
    result: observations.map((o) => ({ reference: urnOf(o.id ?? "") })),
    presentedForm: [
      {
        contentType: "application/pdf",
        language: "en-IN",
        data: pdf.toString("base64"),
        title: `${number} (version ${report.version})`,
        creation: report.releasedAt.toISOString(),
      },
    ],
  };

  const composition: Composition = {
    resourceType: "Composition",
    id: ids.composition,
    meta: { profile: [profiles.diagnosticReportRecord] },
    language: "en-IN",
    identifier: { system: systems.report, value: number },
    status: compositionStatus[report.lisStatus],
    type: { coding: [DIAGNOSTIC_STUDIES_REPORT], text: DOCUMENT_TITLE },
    subject: refs.patient,
    date: report.releasedAt.toISOString(),
    author: [refs.organization, ...(practitionerRef ? [practitionerRef] : [])],
    title: DOCUMENT_TITLE,
    ...(practitionerRef &&
      report.signedAt && {
        attester: [{ mode: "legal", time: report.signedAt.toISOString(), party: practitionerRef }],
      }),
    custodian: refs.organization,
    section: [
      {
        title: LABORATORY_REPORT.display,
        code: { coding: [LABORATORY_REPORT] },
        entry: [{ reference: urnOf(ids.diagnosticReport), type: "DiagnosticReport" }],
      },
    ],
  };

  const resources: Resource[] = [
    composition,
    patientOf(report, ids.patient, options.abhaNumber),
    organizationOf(report, ids.organization),
    ...(signer ? [practitionerOf(signer, ids.practitioner)] : []),
    specimenOf(report, ids.specimen, refs.patient),
    diagnosticReport,
    ...observations,
  ];
  return {
    resourceType: "Bundle",
    id: idOf("bundle"),
    meta: {
      profile: [profiles.documentBundle],
      security: [{ system: systems.v3Confidentiality, code: "V", display: "very restricted" }],
    },
    identifier: { system: systems.report, value: `${number}/v${report.version}` },
    type: "document",
    timestamp: options.now.toISOString(),
    entry: resources.map(entryOf),
  };
}

function entryOf(resource: Resource): BundleEntry {
  return { fullUrl: urnOf(resource.id ?? ""), resource };
}
