/**
 * lab_reports rows as the ABDM export reads them, written by hand: a signed report from a lab's
 * LIS (a critical low and a critical high, values out of range and in range, a platelet count
 * the test master converted from lakhs/cumm, an HbA1c kept in a unit the master does not know,
 * a parameter whose code it does not know), and a seeded demo row (no lab, no codes, no signer).
 * Each call gives a fresh row to change.
 */
import type { LabReport } from "../reports/lab-reports.ts";

const collectedAt = new Date("2026-11-20T03:30:00.000Z");
const reportedAt = new Date("2026-11-20T09:10:00.000Z");
const signedAt = new Date("2026-11-20T09:40:00.000Z");
const releasedAt = new Date("2026-11-20T10:05:00.000Z");

export const NOW = new Date("2026-11-21T06:00:00.000Z");

/** A few bytes of a PDF, with every byte value so base64 is exercised fully. */
export const PDF = new Uint8Array([
  ...new TextEncoder().encode("%PDF-1.7\n"),
  ...Array.from({ length: 256 }, (_, i) => i),
]);

const base = {
  bookingId: null,
  corporateId: null,
  employeeId: null,
  messageId: null,
  visitId: null,
  signedByStaffId: null,
  criticalCalledAt: null,
  criticalCalledBy: null,
  criticalCallNote: null,
  supersededAt: null,
  createdAt: reportedAt,
};

export function signedReport(): LabReport {
  return {
    ...base,
    id: "3f0c6a52-8d0e-4b8e-9a51-2c7d1e6f4a10",
    number: 42,
    labId: "vyom-chennai-central",
    lisReportId: "LIS-2026-0042",
    version: 2,
    lisStatus: "final",
    mobileNumber: "9840012345",
    patientName: "Lakshmi Narayanan",
    patientAge: 46,
    patientGender: "female",
    patientBirthDate: "1980-02-14",
    collectedAt,
    reportedAt,
    sampleId: "S-CHN-778812",
    sampleType: "Whole blood, EDTA",
    signedByName: "Dr. Meera Raghavan",
    signedByRegistration: "TNMC-84213",
    signedAt,
    critical: true,
    criticalCalledAt: new Date("2026-11-20T09:55:00.000Z"),
    criticalCalledBy: "desk:priya",
    releasedAt,
    tests: [
      {
        corpId: "10001",
        testName: "CBC",
        parameters: [
          {
            name: "Haemoglobin",
            value: 6.2,
            unit: "g/dL",
            low: 12,
            high: 15.5,
            labCode: "HB",
            loinc: "718-7",
            critical: "low",
            accredited: true,
          },
          {
            name: "Total WBC count",
            value: 12.4,
            unit: "10³/µL",
            low: 4,
            high: 11,
            labCode: "TLC",
            loinc: "6690-2",
            interpretation: "H",
            accredited: true,
          },
          {
            name: "Platelet count",
            value: 250,
            unit: "10³/µL",
            low: 150,
            high: 410,
            labCode: "PLT",
            loinc: "777-3",
            accredited: true,
            sent: { value: 2.5, unit: "lakhs/cumm" },
          },
        ],
      },
      {
        corpId: "10002",
        testName: "Thyroid Profile",
        parameters: [
          {
            name: "TSH",
            value: 0.1,
            unit: "µIU/mL",
            low: 0.27,
            high: 4.2,
            labCode: "TSH",
            loinc: "3016-3",
            accredited: true,
          },
        ],
      },
      {
        corpId: "10003",
        testName: "Hba1c",
        parameters: [
          {
            name: "HbA1c",
            value: 53,
            unit: "mmol/mol",
            rangeText: "< 39",
            labCode: "HBA1C",
            loinc: "4548-4",
            unmapped: "unit",
            accredited: true,
          },
        ],
      },
      {
        corpId: "10019",
        testName: "Glucose Fasting",
        parameters: [
          {
            name: "Glucose, fasting",
            value: 480,
            unit: "mg/dL",
            low: 70,
            high: 100,
            labCode: "FBS",
            loinc: "1558-6",
            critical: "high",
            accredited: true,
          },
        ],
      },
      {
        corpId: "",
        testName: "Other results",
        parameters: [
          {
            name: "Amylase (in-house)",
            value: 80,
            unit: "U/L",
            low: 28,
            high: 100,
            labCode: "AMY-X",
            unmapped: "code",
          },
        ],
      },
    ],
  };
}

/** A seeded demo report (edge-api/dev/demo-data/demo-reports.ts): no lab, no LIS ids, no codes, no signer. */
export function demoReport(): LabReport {
  return {
    ...base,
    id: "7b2e4d90-1c3a-4f5e-8d6b-0a9c8e7f6d51",
    number: 7,
    labId: null,
    lisReportId: null,
    version: 1,
    lisStatus: "final",
    mobileNumber: "9876500001",
    patientName: "Arun Kumar",
    patientAge: 34,
    patientGender: "male",
    patientBirthDate: null,
    collectedAt,
    reportedAt,
    sampleId: null,
    sampleType: null,
    signedByName: null,
    signedByRegistration: null,
    signedAt: null,
    critical: false,
    releasedAt,
    tests: [
      {
        corpId: "10001",
        testName: "CBC",
        parameters: [
          { name: "Haemoglobin", value: 12.1, unit: "g/dL", low: 13.5, high: 17.5 },
          { name: "Platelet count", value: 260, unit: "10³/µL", low: 150, high: 410 },
        ],
      },
    ],
  };
}
