/**
 * The OBR segments (one per test) and the sample of an ORU^R01, read into the parts of one
 * LabResultMessage that are not results.
 *
 * Guarantees: the OBRs of one message must name the same booking (OBR-2) and report (OBR-3), or
 * the message is rejected; each OBR keeps its own status so each OBX can default to its own
 * test's status; the report's status is derived from all of them (reportStatusOf).
 */
import type { Hl7Segment } from "@medplum/core";
import { parseHl7Timestamp } from "./hl7-datetime.ts";
import { at, type ProblemList, value } from "./hl7-read.ts";
import type { LabResultMessage, ReportStatus } from "./lab-result-message.ts";

/** OBR-25 codes the guide accepts (HL7 table 0123, with M for amended). */
export const reportStatusCodes: Record<string, ReportStatus> = {
  A: "partial",
  P: "preliminary",
  F: "final",
  C: "corrected",
  M: "amended",
};

export type OrderPart = Pick<
  LabResultMessage,
  "bookingReference" | "lisReportId" | "status" | "issuedAt" | "signedBy" | "sample"
>;

/**
 * One report's status from its tests' statuses: all alike → that one; some tests not yet final
 * → partial (all preliminary → preliminary); otherwise the strongest change, so that a message
 * correcting one test of a final report still supersedes it.
 */
export function reportStatusOf(statuses: ReportStatus[]): ReportStatus {
  const unique = [...new Set(statuses)];
  if (unique.length === 1 && unique[0]) return unique[0];
  if (unique.length === 0) return "final";
  if (unique.some((s) => s === "partial" || s === "preliminary")) {
    return unique.every((s) => s === "preliminary") ? "preliminary" : "partial";
  }
  if (unique.includes("amended")) return "amended";
  return unique.includes("corrected") ? "corrected" : "final";
}

const TIMESTAMP_FORM = "YYYYMMDD[HHMM[SS]][+/-ZZZZ]";

/** An HL7 timestamp as ISO, "" when not sent, undefined (with a reject) when malformed. */
export function timestampAt(
  sent: string,
  where: string,
  problems: ProblemList,
): string | undefined {
  if (sent === "") return undefined;
  const iso = parseHl7Timestamp(sent);
  if (!iso) problems.reject(where, `"${sent}" is not a date-time of the form ${TIMESTAMP_FORM}.`);
  return iso;
}

/** The same identifier in every OBR, each missing one an error, each different one a reject. */
function sameInEvery(
  obrs: Hl7Segment[],
  field: number,
  what: string,
  problems: ProblemList,
): string {
  let first: { id: string; index: number } | undefined;
  for (const [i, obr] of obrs.entries()) {
    const id = value(obr, field, 1);
    const where = at("OBR", field, i + 1);
    if (id === "") problems.error(where, `the ${what} is missing.`);
    else if (!first) first = { id, index: i + 1 };
    else if (id !== first.id) {
      const text = `the ${what} "${id}" differs from "${first.id}" in OBR[${first.index}]; one message carries one report.`;
      problems.reject(where, text);
    }
  }
  return first?.id ?? "";
}

/**
 * OBR-32 `registration&family&given`, also as the first component of a longer field (NDL:
 * name^start^end...). Some LIS write the parts as components (registration^family^given): read
 * that too when the first component has no subcomponents.
 */
function signatureOf(obr: Hl7Segment, index: number, problems: ProblemList) {
  const bySubcomponent = value(obr, 32, 1, 2) !== "" || value(obr, 32, 1, 3) !== "";
  // NDL's second component is a start time: a registration alone then, not a family name.
  const byComponent = !bySubcomponent && !/^\d{8}/.test(value(obr, 32, 2));
  const part = (n: 2 | 3) =>
    bySubcomponent ? value(obr, 32, 1, n) : byComponent ? value(obr, 32, n) : "";
  const registration = value(obr, 32, 1, 1);
  const name = [part(3), part(2)].filter(Boolean).join(" ");
  if (!registration && !name) return undefined;
  const where = at("OBR", 32, index);
  if (!registration) problems.error(where, "the pathologist's registration number is missing.");
  if (!name) problems.error(where, "the pathologist's name is missing.");
  return registration && name ? { name, registration } : undefined;
}

/** The first value `read` finds, OBR by OBR (it is given each OBR's 1-based index). */
function firstWith<T>(obrs: Hl7Segment[], read: (obr: Hl7Segment, index: number) => T) {
  for (const [i, obr] of obrs.entries()) {
    const found = read(obr, i + 1);
    if (found) return found;
  }
  return undefined;
}

function sampleOf(
  obrs: Hl7Segment[],
  spm: Hl7Segment | undefined,
  lisReportId: string,
  problems: ProblemList,
): LabResultMessage["sample"] {
  // OBR-7 is checked in every OBR, even when an SPM gives the collection time.
  const observed = obrs.map((obr, i) => timestampAt(value(obr, 7), at("OBR", 7, i + 1), problems));
  const sample: LabResultMessage["sample"] = {};
  if (spm) {
    // SPM-2 is placer^filler, each an EI (id&namespace...): the first id that is there.
    const id = value(spm, 2, 1, 1) || value(spm, 2, 2, 1);
    const type = value(spm, 4, 2) || value(spm, 4, 1);
    // SPM-17 is a range (start^end) whose start may carry a precision (time&precision).
    const collectedAt = timestampAt(value(spm, 17, 1, 1), "SPM-17", problems);
    if (id) sample.id = id;
    if (type) sample.type = type;
    if (collectedAt) sample.collectedAt = collectedAt;
    return sample;
  }
  if (lisReportId) sample.id = lisReportId;
  // OBR-15 (2.3-2.4 SPS) starts with a coded source `code&text&system`: the text, else the code.
  const type = firstWith(obrs, (obr) => value(obr, 15, 1, 2) || value(obr, 15, 1, 1));
  if (type) sample.type = type;
  const collectedAt = observed.find((t) => t !== undefined);
  if (collectedAt) sample.collectedAt = collectedAt;
  return sample;
}

/**
 * Everything the OBRs (and the SPM, when sent) say about the report, and each OBR's own status
 * (undefined where OBR-25 is wrong: already a problem).
 */
export function readOrders(
  obrs: Hl7Segment[],
  spm: Hl7Segment | undefined,
  problems: ProblemList,
): { order: OrderPart; statuses: (ReportStatus | undefined)[] } {
  const bookingReference = sameInEvery(
    obrs,
    2,
    "booking reference (placer order number)",
    problems,
  );
  const lisReportId = sameInEvery(obrs, 3, "report id (filler order number)", problems);
  const statuses = obrs.map((obr, i) => {
    const code = value(obr, 25);
    const status = reportStatusCodes[code];
    if (!status) {
      const sent = code === "" ? "missing" : `"${code}"`;
      problems.reject(
        at("OBR", 25, i + 1),
        `the report status is ${sent}; send A (partial), P (preliminary), F (final), C (corrected) or M (amended).`,
      );
    }
    return status;
  });
  // Issued: the latest OBR-22 (results reported or status changed) of the message's tests.
  const issued = obrs
    .map((obr, i) => timestampAt(value(obr, 22), at("OBR", 22, i + 1), problems))
    .filter((t): t is string => t !== undefined)
    .sort();
  const issuedAt = issued.at(-1);
  const signedBy = firstWith(obrs, (obr, i) => signatureOf(obr, i, problems));
  const sample = sampleOf(obrs, spm, lisReportId, problems);
  const known = statuses.filter((s): s is ReportStatus => s !== undefined);
  const order: OrderPart = {
    bookingReference,
    lisReportId,
    status: reportStatusOf(known),
    ...(issuedAt ? { issuedAt } : {}),
    ...(signedBy ? { signedBy } : {}),
    sample,
  };
  return { order, statuses };
}
