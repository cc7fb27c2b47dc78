/**
 * A report as a patient reads it in the app (`GET /api/reports/{id}`): each value with its flag
 * in words, a plain-language note for a flagged one (the test master's), and the same parameter
 * in this person's earlier reports for a trend. A text result ("Pale yellow") is shown as the lab
 * wrote it, flagged only by the lab, and has no trend. A trend compares only like with like: the same
 * LOINC in the same unit after conversion, never a value the test master could not map, and only
 * the same person's reports (same number, same name, same date of birth when both have one), so
 * a family sharing a phone never sees each other's values on one chart.
 */
import { and, desc, eq, isNotNull, isNull, lt } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { type LabReportParameter, labReports } from "../../db/schema.ts";
import { sameStoredName } from "../lab-results/patient-match.ts";
import { reportNumber } from "../lab-results/report-number.ts";
import type { LabReport } from "./lab-reports.ts";
import { flagWordsOf, noteOf, printedLabOf, STATUS_WORDS } from "./report-words.ts";

const note = (p: LabReportParameter, corpId: string) => {
  const flag = flagWordsOf(p);
  return flag ? noteOf(p, corpId, flag.direction) : undefined;
};

export type ReportFlag =
  | "low"
  | "high"
  | "critical-low"
  | "critical-high"
  | "abnormal"
  | "critical-abnormal";

/**
 * The app's flag and its words: the same decision and words as the PDF's (report-words.ts). An
 * abnormal result says the lab's word ("Positive", "Reactive"), not a direction.
 */
export function flagOfParameter(p: LabReportParameter): { flag: ReportFlag; words: string } | null {
  const flag = flagWordsOf(p);
  if (!flag) return null;
  return {
    flag: flag.critical ? `critical-${flag.direction}` : flag.direction,
    words: flag.words,
  };
}

/** Which of a report's values are flagged, by name. */
export function flaggedOf(report: LabReport) {
  return report.tests.flatMap((test) =>
    test.parameters.flatMap((p) => {
      const flag = flagOfParameter(p);
      return flag ? [{ test: test.testName, parameter: p.name, flagWords: flag.words }] : [];
    }),
  );
}

const samePerson = (a: LabReport, b: LabReport) =>
  sameStoredName(a.patientName, b.patientName) &&
  (a.patientBirthDate === null ||
    b.patientBirthDate === null ||
    a.patientBirthDate === b.patientBirthDate);

/**
 * Where a value sits in a trend: its LOINC and unit. Unmapped or code-less values have none, and
 * neither has words: "Pale yellow" then "Yellow" is no line to draw.
 */
const trendKey = (p: LabReportParameter) =>
  p.unmapped || !p.loinc || typeof p.value !== "number" ? undefined : `${p.loinc}|${p.unit}`;

/** This person's released reports before this one, newest first (at most 50). */
async function earlierReports(db: Database, report: LabReport): Promise<LabReport[]> {
  const rows = await db
    .select()
    .from(labReports)
    .where(
      and(
        eq(labReports.mobileNumber, report.mobileNumber),
        isNotNull(labReports.releasedAt),
        isNull(labReports.supersededAt),
        lt(labReports.collectedAt, report.collectedAt),
      ),
    )
    .orderBy(desc(labReports.collectedAt))
    .limit(50);
  return rows.filter((row) => row.id !== report.id && samePerson(row, report));
}

/** `trends: false` for a doctor's link: only this report, none of the patient's others. */
export async function reportView(
  db: Database,
  report: LabReport,
  options: { trends: boolean } = { trends: true },
) {
  const earlier = options.trends ? await earlierReports(db, report) : [];
  const history = new Map<string, { reportId: string; reportedAt: string; value: number }[]>();
  for (const row of [...earlier].reverse()) {
    for (const p of row.tests.flatMap((t) => t.parameters)) {
      const key = trendKey(p);
      if (!key || typeof p.value !== "number") continue;
      const list = history.get(key) ?? [];
      list.push({ reportId: row.id, reportedAt: row.collectedAt.toISOString(), value: p.value });
      history.set(key, list);
    }
  }
  const lab = printedLabOf(report);
  return {
    id: report.id,
    reportNumber: reportNumber(report.number),
    status: report.lisStatus,
    statusWords: STATUS_WORDS[report.lisStatus] ?? null,
    patient: {
      name: report.patientName,
      age: report.patientAge,
      gender: report.patientGender,
      birthDate: report.patientBirthDate,
    },
    sample: {
      id: report.sampleId,
      type: report.sampleType,
      collectedAt: report.collectedAt.toISOString(),
    },
    reportedAt: report.reportedAt.toISOString(),
    lab: { name: lab.name, address: lab.address, nablCertificate: lab.nablCertificate ?? null },
    signedBy:
      report.signedByName && report.signedByRegistration
        ? {
            name: report.signedByName,
            registration: report.signedByRegistration,
            signedAt: report.signedAt?.toISOString() ?? null,
          }
        : null,
    tests: report.tests.map((test) => ({
      corpId: test.corpId,
      testName: test.testName,
      parameters: test.parameters.map((p) => {
        const flag = flagOfParameter(p);
        const key = trendKey(p);
        const meaning = note(p, test.corpId);
        return {
          name: p.name,
          value: p.value,
          unit: p.unit,
          ...(p.low === undefined ? {} : { low: p.low }),
          ...(p.high === undefined ? {} : { high: p.high }),
          ...(p.rangeText === undefined ? {} : { rangeText: p.rangeText }),
          flag: flag?.flag ?? null,
          flagWords: flag?.words ?? null,
          ...(meaning ? { note: meaning } : {}),
          ...(p.accredited === undefined ? {} : { accredited: p.accredited }),
          ...(p.unmapped ? { unmapped: true } : {}),
          ...(p.sent ? { sent: p.sent } : {}),
          history: key ? (history.get(key) ?? []) : [],
        };
      }),
    })),
    flagged: flaggedOf(report),
  };
}

/** What a list shows of a report: who, when, which tests, and which values are flagged. */
export function reportSummary(report: LabReport) {
  const flagged = flaggedOf(report);
  return {
    id: report.id,
    reportNumber: reportNumber(report.number),
    patientName: report.patientName,
    patientAge: report.patientAge,
    patientGender: report.patientGender,
    collectedAt: report.collectedAt.toISOString(),
    reportedAt: report.reportedAt.toISOString(),
    tests: report.tests.map((t) => t.testName),
    status: "ready" as const,
    flaggedCount: flagged.length,
    flagged,
  };
}
