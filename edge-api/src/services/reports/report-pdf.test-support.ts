/**
 * The report the PDF's tests render (report-pdf.test.ts, report-pdf-language.test.ts): Meena's
 * final report, released, signed and not critical, with no test; each file gives it its tests
 * and what else it is about.
 */
import type { LabReport } from "./lab-reports.ts";

const at = new Date("2026-12-02T08:10:00Z");

export const meenasReport: LabReport = {
  id: "5b0c4a52-8f7e-4f44-9c1e-2d3a4b5c6d7e",
  bookingId: null,
  mobileNumber: "9876543210",
  patientName: "Meena Krishnan",
  patientAge: 41,
  patientGender: "female",
  corporateId: null,
  employeeId: null,
  collectedAt: new Date("2026-12-02T03:30:00Z"),
  reportedAt: new Date("2026-12-02T09:15:00Z"),
  tests: [],
  number: 42,
  labId: "vyom-chennai-central",
  lisReportId: "LIS-9001",
  version: 1,
  lisStatus: "final",
  messageId: null,
  visitId: null,
  patientBirthDate: "1985-06-14",
  sampleId: "SMP-20261202-0042",
  sampleType: "Whole blood (EDTA)",
  signedByName: "Meena Iyer",
  signedByRegistration: "TNMC 45678",
  signedByStaffId: null,
  signedAt: at,
  critical: false,
  criticalCalledAt: null,
  criticalCalledBy: null,
  criticalCallNote: null,
  releasedAt: at,
  supersededAt: null,
  createdAt: at,
};
