/**
 * What the ingest routes answer for each outcome, in words a lab's integrator can act on: one
 * table for both protocols (the FHIR route's OperationOutcome, the HL7 route's ACK).
 */
import type { IngestOutcome } from "../../services/lab-results/lab-result-ingest.ts";
import { reportNumber } from "../../services/lab-results/report-number.ts";
import type { LabResultMessage } from "../../services/lis/lab-result-message.ts";

export interface Answer {
  status: 200 | 201 | 403 | 404 | 409 | 422;
  /** The HL7 ACK code: AA accepted, AE well formed but not filed. */
  ack: "AA" | "AE";
  /** The FHIR issue type. */
  issue: "informational" | "not-found" | "conflict" | "business-rule" | "forbidden" | "required";
  text: string;
  /** What the caller may need besides the text: the stored report version. */
  stored?: { reportNumber: string; version: number; released: boolean };
}

function storedText(outcome: Extract<IngestOutcome, { kind: "stored" | "replay" }>): string {
  const { report } = outcome;
  const what = `Report ${report.lisReportId} version ${report.version} (${reportNumber(report.number)})`;
  if (outcome.kind === "replay") return `${what} was already stored: nothing changed.`;
  if (outcome.released) return `${what} is stored and released to the patient.`;
  if (report.signedAt === null) return `${what} is stored and held until a pathologist signs it.`;
  return `${what} is stored and held until the desk records calling the patient about a critical value.`;
}

const detailWords = { birthDate: "date of birth", gender: "gender" } as const;

export function answerOf(outcome: IngestOutcome, message: LabResultMessage): Answer {
  const ref = message.bookingReference;
  switch (outcome.kind) {
    case "stored":
    case "replay":
      return {
        status: outcome.kind === "stored" ? 201 : 200,
        ack: "AA",
        issue: "informational",
        text: storedText(outcome),
        stored: {
          reportNumber: reportNumber(outcome.report.number),
          version: outcome.report.version,
          released: outcome.report.releasedAt !== null,
        },
      };
    case "unknown-booking":
      return {
        status: 404,
        ack: "AE",
        issue: "not-found",
        text: `No booking or order has the reference ${ref}.`,
      };
    case "not-collected":
      return {
        status: 409,
        ack: "AE",
        issue: "business-rule",
        text: `The sample of ${ref} has not been collected (its visit is ${outcome.status}): results cannot be filed for it.`,
      };
    case "patient-mismatch":
      return {
        status: 422,
        ack: "AE",
        issue: "business-rule",
        // Says which detail differs, never what was booked: a key must not read patients' details.
        text:
          outcome.differs === "name"
            ? `The patient ${message.patient.name} is not a person booked under ${ref}.`
            : `The patient ${message.patient.name}'s ${detailWords[outcome.differs]} is not the one given at booking under ${ref}.`,
      };
    case "patient-incomplete":
      return {
        status: 422,
        ack: "AE",
        issue: "required",
        text:
          outcome.missing === "birthDate"
            ? "The patient's date of birth is missing: the reference ranges depend on it."
            : "The patient's gender is missing or unknown: the reference ranges depend on it.",
      };
    case "another-lab":
      return {
        status: 403,
        ack: "AE",
        issue: "forbidden",
        text: `Another lab files the results of ${ref}: this key cannot add to them.`,
      };
    case "report-of-another-booking":
      return {
        status: 409,
        ack: "AE",
        issue: "conflict",
        text: `Report ${message.lisReportId} belongs to another booking than ${ref}.`,
      };
    case "final-needs-correction":
      return {
        status: 409,
        ack: "AE",
        issue: "conflict",
        text: `Report ${message.lisReportId} is ${outcome.status}: change it with a corrected or amended report.`,
      };
  }
}
