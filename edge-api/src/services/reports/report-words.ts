/**
 * The words of a report, the same in the app (report-view.ts) and the PDF (report-pdf.ts), kept
 * apart from the drawing so each can be tested and read on its own: dates in Asia/Kolkata,
 * ranges, flags in words, the report's status, the lab that made it, the plain-language note for
 * a flagged value and who signed. In English; the PDF says them in the reader's language through
 * report-pdf-words.ts, which looks each of these English texts up.
 */
import type { ReportStatus } from "@vyom/catalog/contract";
import type { LabReportParameter } from "../../db/schema.ts";
import { masterParameterOf, masterParameters } from "../lab-results/test-master.ts";
import { centralLab, type Lab, labOf } from "../lis/labs.ts";
import { ABNORMAL_FLAG_WORDS, flagOf, type LabReport } from "./lab-reports.ts";
import type { PdfText } from "./report-pdf-translations.ts";

const parts = (format: Intl.DateTimeFormat, date: Date) =>
  Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));

const istFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Asia/Kolkata",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** "2 Dec 2026, 09:00 IST": a 24-hour clock, so no am/pm to misread. */
export function istDateTime(date: Date): string {
  const p = parts(istFormat, date);
  return `${p.day} ${p.month} ${p.year}, ${p.hour}:${p.minute} IST`;
}

const dayFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  day: "numeric",
  month: "short",
  year: "numeric",
});

/** A date of birth ("1974-03-14", a calendar day with no zone) as "14 Mar 1974". */
export function birthDateWords(day: string): string {
  const p = parts(dayFormat, new Date(`${day}T00:00:00Z`));
  return `${p.day} ${p.month} ${p.year}`;
}

export const genderWords = { female: "Female", male: "Male", other: "Other" } as const;

/** "4 - 5.6", "< 200" (a lower bound of 0 or none), "> 40", or the lab's own words. */
export function rangeWords(p: Pick<LabReportParameter, "low" | "high" | "rangeText">): string {
  const { low, high } = p;
  if (high !== undefined && (low === undefined || low === 0)) return `< ${high}`;
  if (low !== undefined && high === undefined) return `> ${low}`;
  if (low !== undefined && high !== undefined) return `${low} - ${high}`;
  return p.rangeText ?? "";
}

export interface FlagWords {
  /**
   * "Low", "Critical high"; for an abnormal result the lab's flag in words ("Positive"), or the
   * test master's reading of the words ("Abnormal", "For your doctor to read").
   */
  words: string;
  direction: "low" | "high" | "abnormal";
  critical: boolean;
}

/** The lab's flags that call a result the usual one. */
const USUAL_FLAGS = new Set(["N", "NEG", "ND", "NR"]);

const FOR_DOCTOR = "For your doctor to read";
/**
 * What a flag from the master's reading of the words means, for the app and the PDF alike; their
 * words in other languages sit with the master's notes (the catalogue's `reportNotes`).
 */
export const READING_NOTES: Readonly<Record<string, string>> = {
  Abnormal:
    "This is not the usual result for this test. Your doctor will explain what it means for you.",
  [FOR_DOCTOR]:
    "On its own this result does not say clearly whether it is the usual one. Your doctor will read it with the rest of your report.",
};

/**
 * The flag the test master's reading of a text result's words gives (WordsReading in
 * db/schema.ts), when the lab's own flag gave none: words it reads as not the usual result are
 * Abnormal; words it cannot call either way, or that the lab flagged as usual while the master
 * reads them as not, are for the doctor to read. Never a direction, never critical.
 */
function readingFlag(p: LabReportParameter): FlagWords | undefined {
  const meaning = p.reading?.meaning;
  const disagrees = meaning === "abnormal" && USUAL_FLAGS.has(p.interpretation ?? "");
  if (meaning === "for-doctor" || disagrees) {
    return { words: FOR_DOCTOR, direction: "abnormal", critical: false };
  }
  if (meaning === "abnormal") return { words: "Abnormal", direction: "abnormal", critical: false };
  return undefined;
}

/**
 * Critical first (the test master's limits, or the lab's LL/HH/AA), then outside the range, then
 * the lab's own flag for a result without a range (a text result's only flag), then the test
 * master's reading of a text result's words.
 */
export function flagWordsOf(p: LabReportParameter): FlagWords | undefined {
  if (p.critical === "low") return { words: "Critical low", direction: "low", critical: true };
  if (p.critical === "high") return { words: "Critical high", direction: "high", critical: true };
  if (p.critical === "abnormal") {
    return { words: "Critical abnormal", direction: "abnormal", critical: true };
  }
  const flag = flagOf(p);
  if (flag === "Low") return { words: "Low", direction: "low", critical: false };
  if (flag === "High") return { words: "High", direction: "high", critical: false };
  if (flag === "Abnormal") {
    const words = ABNORMAL_FLAG_WORDS[p.interpretation ?? ""] ?? "Abnormal";
    return { words, direction: "abnormal", critical: false };
  }
  return readingFlag(p);
}

/** The status in words when the report is not final (app and PDF say the same). */
export const STATUS_WORDS: Record<ReportStatus, string | undefined> = {
  partial: "Partial report: more results to come",
  preliminary: "Preliminary report: the final one may differ",
  final: undefined,
  corrected: "Corrected report: replaces the earlier version",
  amended: "Amended report: replaces the earlier version",
};

/**
 * The lab that made a report, for the PDF, the app and the ABDM export alike: a demo row (no lab)
 * was made by the network's first lab (labs.ts `centralLab`); a lab id no longer configured
 * (labs.ts) is undefined, and each caller says what that means for it.
 */
export function labOfReport(report: Pick<LabReport, "labId">): Lab | undefined {
  return report.labId === null ? centralLab : labOf(report.labId);
}

/**
 * A lab id no longer configured still prints a report, under the network's name and with no NABL
 * wording: claiming another lab's accreditation would be worse than saying less.
 */
const unknownLab: Lab = { id: "", name: "Vyom Diagnostics", address: "" };

/** The lab a report is printed (PDF) or shown (app) under. */
export const printedLabOf = (report: Pick<LabReport, "labId">): Lab =>
  labOfReport(report) ?? unknownLab;

/**
 * What a flagged value usually means, from the test master. A parameter the master could not map
 * gets none (its unit or meaning is unknown). Demo rows carry no codes, only the master's names
 * (test-master.blood-count.ts says they follow the demo reports), so a name match under the same
 * catalogue test is the fallback when there is no code at all.
 */
export function noteOf(
  p: LabReportParameter,
  corpId: string,
  direction: FlagWords["direction"],
): string | undefined {
  if (p.unmapped) return undefined;
  // The master's notes say what a Low or High number means; words flagged by the lab have none,
  // words flagged by the master's reading say what that flag means.
  if (direction === "abnormal") {
    const reading = flagOf(p) === undefined ? readingFlag(p) : undefined;
    return reading && READING_NOTES[reading.words];
  }
  const master =
    p.labCode || p.loinc
      ? masterParameterOf({ labCode: p.labCode, loinc: p.loinc })
      : masterParameters().find(
          (m) => m.corpId === corpId && m.name.toLowerCase() === p.name.toLowerCase(),
        );
  return master?.kind === "text" ? undefined : master?.notes[direction];
}

/** "Dr Meena Iyer" whether or not the signer's name already says Dr. */
const doctor = (name: string) => (/^dr\.?\s/i.test(name) ? name : `Dr ${name}`);

/** The words `signatureLines` says them in: the PDF's (report-pdf-words.ts), English by default. */
export interface SignatureWords {
  t(text: PdfText, ...values: string[]): string;
  dateTime(date: Date): string;
}

const englishSignature: SignatureWords = {
  t: (text, ...values) =>
    text.replace(/\{(\d)\}/g, (_, index: string) => values[Number(index)] ?? ""),
  dateTime: istDateTime,
};

/**
 * Who stands behind the values. A demo row has no signer: it says the laboratory released it
 * rather than invent a doctor; a lab's report is only served once signed (report-release.ts).
 */
export function signatureLines(
  report: LabReport,
  words: SignatureWords = englishSignature,
): string[] {
  if (report.signedByName) {
    const registration = report.signedByRegistration
      ? `, ${words.t("Reg. No.")} ${report.signedByRegistration}`
      : "";
    const when = report.signedAt ? [words.t("Signed on {0}", words.dateTime(report.signedAt))] : [];
    return [words.t("Signed by {0}", `${doctor(report.signedByName)}${registration}`), ...when];
  }
  if (report.labId === null) {
    const when = report.releasedAt
      ? [words.t("Released on {0}", words.dateTime(report.releasedAt))]
      : [];
    return [words.t("Released by the laboratory"), ...when];
  }
  return [words.t("Not yet signed by a pathologist")];
}
