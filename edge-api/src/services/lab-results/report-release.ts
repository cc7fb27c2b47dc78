/**
 * When a lab report reaches the patient. A version is released once a pathologist has signed it
 * (in the LIS message, or in the staff app) and, if a value is critical, once the desk has
 * recorded calling the patient. Release supersedes the versions before it (kept, never changed
 * otherwise), marks the visit's tests ready and queues the "report ready" SMS, all in the
 * caller's transaction, so a report is never readable without its SMS queued or the other way
 * round. A version with a newer one stored is never released: the newer one decides.
 */
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import { auditLog, collectionVisits, labReports, visitEvents } from "../../db/schema.ts";
import type { Transaction } from "../../db/types.ts";
import { queueNotice } from "../collection-visits/visit-notices.ts";

type ReportRow = typeof labReports.$inferSelect;

/** The host the "report ready" SMS links to: the public site's, or this machine's in development. */
export const reportLinkSite = (env: { PUBLIC_ORIGIN?: string | undefined }) =>
  env.PUBLIC_ORIGIN ? new URL(env.PUBLIC_ORIGIN).host : "localhost";

const FINAL_STATUSES = new Set(["final", "corrected", "amended"]);

export const isReleasable = (report: ReportRow) =>
  report.releasedAt === null &&
  report.signedAt !== null &&
  (!report.critical || report.criticalCalledAt !== null);

/** Whether a later version of the report exists (then this one is history). */
export async function hasNewerVersion(tx: Transaction, report: ReportRow): Promise<boolean> {
  if (report.labId === null || report.lisReportId === null) return false;
  const [newer] = await tx
    .select({ id: labReports.id })
    .from(labReports)
    .where(
      and(
        eq(labReports.labId, report.labId),
        eq(labReports.lisReportId, report.lisReportId),
        gt(labReports.version, report.version),
      ),
    )
    .limit(1);
  return newer !== undefined;
}

/**
 * Releases the version if it is ready and the latest; answers whether it did. `site`: the host
 * the SMS links to.
 */
export async function releaseIfReady(
  tx: Transaction,
  report: ReportRow,
  input: { now: Date; actor: string; site: string },
): Promise<boolean> {
  if (!isReleasable(report) || (await hasNewerVersion(tx, report))) return false;
  const { now } = input;
  await tx.update(labReports).set({ releasedAt: now }).where(eq(labReports.id, report.id));
  if (report.labId !== null && report.lisReportId !== null) {
    await tx
      .update(labReports)
      .set({ supersededAt: now })
      .where(
        and(
          eq(labReports.labId, report.labId),
          eq(labReports.lisReportId, report.lisReportId),
          lt(labReports.version, report.version),
          isNull(labReports.supersededAt),
        ),
      );
  }
  await tx.insert(auditLog).values({
    actor: input.actor,
    action: "report-released",
    subject: `report:${report.id}`,
    before: null,
    after: { version: report.version, lisStatus: report.lisStatus, critical: report.critical },
    at: now,
  });
  if (report.visitId !== null) await markVisitReady(tx, report, input);
  return true;
}

async function markVisitReady(
  tx: Transaction,
  report: ReportRow,
  input: { now: Date; actor: string; site: string },
): Promise<void> {
  const [visit] = await tx
    .select()
    .from(collectionVisits)
    .where(eq(collectionVisits.id, report.visitId as string))
    .for("update");
  if (!visit) return;
  const reported = new Set(report.tests.map((test) => test.testName));
  // A final report covers the whole sample, whatever names the booking gave its tests.
  const ready = FINAL_STATUSES.has(report.lisStatus)
    ? visit.tests
    : visit.tests.filter((test) => visit.reportsReady.includes(test) || reported.has(test));
  const allReady = visit.tests.every((test) => ready.includes(test));
  const status = allReady || visit.status === "report-ready" ? "report-ready" : visit.status;
  const [after] = await tx
    .update(collectionVisits)
    .set({
      reportsReady: [...new Set([...visit.reportsReady, ...ready])],
      status,
      updatedAt: input.now,
    })
    .where(eq(collectionVisits.id, visit.id))
    .returning();
  if (!after) return;
  const test = report.tests.map((t) => t.testName).join(", ");
  const detail = { test, reportId: report.id, version: report.version, allReady, site: input.site };
  await tx
    .insert(visitEvents)
    .values({ visitId: visit.id, kind: "report-ready", detail, at: input.now });
  await queueNotice(tx, after, "report-ready", detail, input.now);
}
