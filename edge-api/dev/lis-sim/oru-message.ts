/**
 * A LabResultMessage written as the HL7 v2.5.1 ORU^R01 a lab's LIS would send
 * (docs/lis-integration.md, "HL7 v2"): the LIS simulator and the API tests send these.
 *
 * convertOru(oruMessage(record)) gives the record back for any record the converter itself
 * produces: every free-text value is escaped, times carry their +0530 offset, and the sample
 * goes in an SPM after the results, where 2.5.1 puts it. (A result whose status is "partial",
 * which OBX-11 cannot say, is written without one and reads as the report's status.)
 */
import { formatHl7Date, formatHl7Timestamp } from "../../src/services/lis/hl7-datetime.ts";
import { escapeHl7 } from "../../src/services/lis/hl7-escape.ts";
import type {
  LabResultMessage,
  ReportStatus,
  ResultValue,
} from "../../src/services/lis/lab-result-message.ts";

export interface OruMessageOptions {
  /** MSH-10: what the ACK's MSA-2 will answer. */
  controlId: string;
  /** MSH-7 */
  sentAt: Date;
  /** MSH-4; the development lab when not given. */
  sendingFacility?: string;
}

const REPORT_STATUS_CODES: Record<ReportStatus, string> = {
  partial: "A",
  preliminary: "P",
  final: "F",
  corrected: "C",
  amended: "M",
};

const esc = (text: string | undefined) => escapeHl7(text ?? "");

/** One segment: `fields[n]` is field n (1-based), missing ones empty. */
function segment(name: string, fields: Record<number, string>): string {
  const last = Math.max(0, ...Object.keys(fields).map(Number));
  const out = [name];
  for (let i = 1; i <= last; i++) out.push(fields[i] ?? "");
  return out.join("|");
}

/** "Ramesh Kumar Sharma" → family "Sharma", given "Ramesh Kumar"; one word is a family name. */
function splitName(name: string): { family: string; given: string } {
  const words = name.trim().split(/\s+/);
  const family = words.pop() ?? "";
  return { family, given: words.join(" ") };
}

function observationId(result: ResultValue): string {
  const name = esc(result.name);
  const loinc = result.loinc ? [esc(result.loinc), name, "LN"] : [];
  if (result.labCode) return [esc(result.labCode), name, "L", ...loinc].join("^");
  return loinc.length > 0 ? loinc.join("^") : `^${name}`;
}

function rangeOf(result: ResultValue): string {
  if (result.rangeText !== undefined) return result.rangeText;
  if (result.low !== undefined && result.high !== undefined) return `${result.low}-${result.high}`;
  if (result.high !== undefined) return `<${result.high}`;
  if (result.low !== undefined) return `>${result.low}`;
  return "";
}

/** NM for a number; words as ST, or TX when they run over several lines. */
const valueType = (value: number | string) =>
  typeof value === "number" ? "NM" : value.includes("\n") ? "TX" : "ST";

function obx(result: ResultValue, index: number): string {
  const status = result.status === "partial" ? "" : REPORT_STATUS_CODES[result.status];
  return segment("OBX", {
    1: String(index),
    2: valueType(result.value),
    3: observationId(result),
    5: typeof result.value === "number" ? String(result.value) : esc(result.value),
    6: esc(result.unit),
    7: esc(rangeOf(result)),
    8: result.interpretation ?? "",
    11: status,
  });
}

/** The ORU^R01 for a record, segments separated by \r. */
export function oruMessage(record: LabResultMessage, options: OruMessageOptions): string {
  const patient = splitName(record.patient.name);
  const genderCode = { female: "F", male: "M", other: "O", unknown: "U" } as const;
  const { sample, signedBy } = record;
  const collected = sample.collectedAt ? formatHl7Timestamp(sample.collectedAt) : "";
  const pathologist = signedBy ? splitName(signedBy.name) : undefined;
  const segments = [
    // MSH-1 is the "|" after MSH itself, so this segment is written out whole: MSH-2 to MSH-12.
    [
      "MSH",
      "^~\\&",
      "VYOM-LIS-SIM",
      esc(options.sendingFacility ?? "vyom-dev-lab"),
      "VYOM",
      "VYOM",
      formatHl7Timestamp(options.sentAt),
      "",
      "ORU^R01^ORU_R01",
      esc(options.controlId),
      "P",
      "2.5.1",
    ].join("|"),
    segment("PID", {
      1: "1",
      // PID-3 is required; the record has no patient id of the lab's, so the booking (VN: visit).
      3: `${esc(record.bookingReference)}^^^VYOM^VN`,
      5: `${esc(patient.family)}^${esc(patient.given)}`,
      7: record.patient.birthDate ? formatHl7Date(record.patient.birthDate) : "",
      8: record.patient.gender ? genderCode[record.patient.gender] : "",
    }),
    segment("OBR", {
      1: "1",
      2: esc(record.bookingReference),
      3: esc(record.lisReportId),
      4: "REPORT^Laboratory report^L",
      7: collected,
      22: record.issuedAt ? formatHl7Timestamp(record.issuedAt) : "",
      25: REPORT_STATUS_CODES[record.status],
      32:
        signedBy && pathologist
          ? [signedBy.registration, pathologist.family, pathologist.given].map(esc).join("&")
          : "",
    }),
    ...record.results.map((result, i) => obx(result, i + 1)),
  ];
  if (sample.id !== undefined || sample.type !== undefined || sample.collectedAt !== undefined) {
    segments.push(
      segment("SPM", {
        1: "1",
        2: esc(sample.id),
        4: sample.type === undefined ? "" : `^${esc(sample.type)}`,
        17: collected,
      }),
    );
  }
  return segments.join("\r");
}
