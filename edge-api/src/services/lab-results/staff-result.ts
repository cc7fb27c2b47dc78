/**
 * A report version as the staff's results list shows it (catalog StaffResult): a flagged value is
 * a number with its unit, or the lab's words (unit "") for a text result.
 */
import type { labReports } from "../../db/schema.ts";
import { flagOfParameter } from "../reports/report-view.ts";
import { reportNumber } from "./report-number.ts";

type ReportRow = typeof labReports.$inferSelect;

export function staffResult(report: ReportRow) {
  const waitingFor =
    report.releasedAt !== null
      ? null
      : report.signedAt === null
        ? ("signature" as const)
        : report.critical && report.criticalCalledAt === null
          ? ("critical-call" as const)
          : null;
  return {
    id: report.id,
    reportNumber: reportNumber(report.number),
    version: report.version,
    status: report.lisStatus,
    labId: report.labId ?? "",
    patientName: report.patientName,
    patientAge: report.patientAge,
    patientGender: report.patientGender,
    mobileNumber: report.mobileNumber,
    sampleId: report.sampleId,
    tests: report.tests.map((t) => t.testName),
    flagged: report.tests.flatMap((test) =>
      test.parameters.flatMap((p) => {
        const flag = flagOfParameter(p);
        return flag
          ? [
              {
                test: test.testName,
                parameter: p.name,
                value: p.value,
                unit: p.unit,
                flagWords: flag.words,
              },
            ]
          : [];
      }),
    ),
    critical: report.critical,
    waitingFor,
    signedBy: report.signedByName,
    criticalCall:
      report.criticalCalledAt && report.criticalCalledBy
        ? {
            at: report.criticalCalledAt.toISOString(),
            by: report.criticalCalledBy,
            note: report.criticalCallNote ?? "",
          }
        : null,
    receivedAt: report.createdAt.toISOString(),
    releasedAt: report.releasedAt?.toISOString() ?? null,
  };
}
