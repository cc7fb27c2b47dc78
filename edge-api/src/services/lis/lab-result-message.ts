/**
 * What one LIS message says, whichever protocol it came in (docs/lis-integration.md): the FHIR
 * converter (fhir-bundle.ts) and the HL7 v2 converter (hl7-oru.ts) both produce this, and
 * ingest (lab-result-ingest.ts) files only this. A converter either gives the whole record or
 * names every problem: nothing is half read.
 */

import type { ReportStatus } from "@vyom/catalog/contract";
import type { CodedValue } from "../../db/schema.ts";

export { type ReportStatus, reportStatuses } from "@vyom/catalog/contract";
export type { CodedValue, ResultCoding } from "../../db/schema.ts";

/**
 * HL7 v3 ObservationInterpretation codes as the LIS sent them (HL7 v2 OBX-8 uses the same): the
 * normality flags, and the words a text result is read with (positive, detected, reactive...).
 */
export const interpretations = [
  "L",
  "H",
  "LL",
  "HH",
  "N",
  "A",
  "AA",
  "POS",
  "NEG",
  "DET",
  "ND",
  "IND",
  "RR",
  "NR",
] as const;
export type Interpretation = (typeof interpretations)[number];

export type PatientGender = "female" | "male" | "other" | "unknown";

export interface ResultValue {
  /** The lab's own code for the parameter, when it sent one. */
  labCode?: string;
  /** The LOINC, when the lab sent one. */
  loinc?: string;
  /** The parameter's name as the lab wrote it. */
  name: string;
  /**
   * A measured number, or the lab's words for a result that is text ("Pale yellow", "No growth
   * after 48 hours"), as result-text.ts lets it in.
   */
  value: number | string;
  /**
   * A coded result's codes (HL7 CE/CWE, FHIR valueCodeableConcept); `value` is then its words:
   * the original text, else the first coding's display.
   */
  coded?: CodedValue;
  /**
   * The unit as sent (UCUM code when the lab has it); "" for a text result, and for a number the
   * test master says has no unit (pH, specific gravity).
   */
  unit: string;
  /** The reference range as sent, numbers only for a number; either bound may be missing (`<200`). */
  low?: number;
  high?: number;
  rangeText?: string;
  interpretation?: Interpretation;
  status: ReportStatus;
}

export interface LabResultMessage {
  /** The LIS's own id of the report: versions and replays are told by it. */
  lisReportId: string;
  /** Our reference: a hero booking's id, or an order's orderId. */
  bookingReference: string;
  status: ReportStatus;
  /** ISO date-time, when the LIS gave one. */
  issuedAt?: string;
  patient: {
    name: string;
    gender?: PatientGender;
    /** YYYY-MM-DD */
    birthDate?: string;
  };
  sample: {
    id?: string;
    type?: string;
    /** ISO date-time */
    collectedAt?: string;
  };
  /** The pathologist who signed the report in the LIS, when the message carries it. */
  signedBy?: { name: string; registration: string };
  results: ResultValue[];
}

/** One thing wrong with a message: where (a FHIR expression, or an HL7 segment-field) and what. */
export interface MessageProblem {
  where: string;
  text: string;
}

export type ConversionResult =
  | { ok: true; message: LabResultMessage }
  | { ok: false; problems: MessageProblem[] };

/** Most results one message may carry: a full-body panel is about 120. */
export const MAX_RESULTS_PER_MESSAGE = 500;
