/**
 * The staff's part in releasing a report (report-release.ts): a pathologist signs a held version
 * off, and the desk records having called the patient about a critical value. Each locks the
 * version's row, so two staff pressing at once act once; each is audited; each releases the
 * version in the same transaction when nothing else holds it. Only the latest version of a report
 * can be signed or called about: an older one is history.
 */
import { and, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { admins, auditLog, labReports } from "../../db/schema.ts";
import { hasNewerVersion, releaseIfReady } from "./report-release.ts";

type ReportRow = typeof labReports.$inferSelect;

export type SignOffOutcome =
  | { kind: "done"; report: ReportRow; released: boolean }
  | { kind: "not-found" }
  | { kind: "superseded" }
  | { kind: "already-signed"; report: ReportRow }
  | { kind: "not-critical" }
  | { kind: "no-signature" };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function lockVersion(
  tx: Parameters<Parameters<Database["transaction"]>[0]>[0],
  reportId: string,
): Promise<ReportRow | undefined> {
  if (!UUID.test(reportId)) return undefined;
  const [row] = await tx
    .select()
    .from(labReports)
    .where(and(eq(labReports.id, reportId), isNotNull(labReports.labId)))
    .for("update");
  return row;
}

/** A pathologist signs the version off with the name and registration their account holds. */
export async function signReport(
  db: Database,
  input: { reportId: string; staffId: string; actor: string; now: Date; site: string },
): Promise<SignOffOutcome> {
  return db.transaction(async (tx): Promise<SignOffOutcome> => {
    const report = await lockVersion(tx, input.reportId);
    if (!report) return { kind: "not-found" };
    if (await hasNewerVersion(tx, report)) return { kind: "superseded" };
    if (report.signedAt !== null) return { kind: "already-signed", report };
    const [signer] = await tx
      .select({ name: admins.displayName, registration: admins.registrationNumber })
      .from(admins)
      .where(eq(admins.id, input.staffId));
    if (!signer?.name || !signer.registration) return { kind: "no-signature" };
    const [signed] = await tx
      .update(labReports)
      .set({
        signedByName: signer.name,
        signedByRegistration: signer.registration,
        signedByStaffId: input.staffId,
        signedAt: input.now,
      })
      .where(eq(labReports.id, report.id))
      .returning();
    if (!signed) throw new Error(`report ${report.id} vanished under its lock`);
    await tx.insert(auditLog).values({
      actor: input.actor,
      action: "report-signed",
      subject: `report:${report.id}`,
      before: { signedAt: null },
      after: { signedBy: signer.name, registration: signer.registration },
      at: input.now,
    });
    const released = await releaseIfReady(tx, signed, input);
    return {
      kind: "done",
      report: released ? { ...signed, releasedAt: input.now } : signed,
      released,
    };
  });
}

/** The desk called the patient about the critical value: what was said is kept with who said it. */
export async function recordCriticalCall(
  db: Database,
  input: { reportId: string; actor: string; note: string; now: Date; site: string },
): Promise<SignOffOutcome> {
  return db.transaction(async (tx): Promise<SignOffOutcome> => {
    const report = await lockVersion(tx, input.reportId);
    if (!report) return { kind: "not-found" };
    if (!report.critical) return { kind: "not-critical" };
    if (await hasNewerVersion(tx, report)) return { kind: "superseded" };
    if (report.criticalCalledAt !== null) return { kind: "already-signed", report };
    const [called] = await tx
      .update(labReports)
      .set({
        criticalCalledAt: input.now,
        criticalCalledBy: input.actor,
        criticalCallNote: input.note,
      })
      .where(eq(labReports.id, report.id))
      .returning();
    if (!called) throw new Error(`report ${report.id} vanished under its lock`);
    await tx.insert(auditLog).values({
      actor: input.actor,
      action: "critical-call-recorded",
      subject: `report:${report.id}`,
      before: { criticalCalledAt: null },
      after: { note: input.note },
      at: input.now,
    });
    const released = await releaseIfReady(tx, called, input);
    return {
      kind: "done",
      report: released ? { ...called, releasedAt: input.now } : called,
      released,
    };
  });
}

/**
 * The reports waiting for staff: the latest version of each LIS report not yet released, oldest
 * first (the longest-waiting patient first), at most 200.
 */
export async function heldReports(db: Database): Promise<ReportRow[]> {
  const newer = sql`exists (select 1 from lab_reports newer where newer.lab_id = ${labReports.labId}
    and newer.lis_report_id = ${labReports.lisReportId} and newer.version > ${labReports.version})`;
  return db
    .select()
    .from(labReports)
    .where(and(isNotNull(labReports.labId), isNull(labReports.releasedAt), sql`not ${newer}`))
    .orderBy(labReports.createdAt)
    .limit(200);
}

/** The latest released versions, newest first: what staff check after a release. */
export async function recentlyReleased(db: Database): Promise<ReportRow[]> {
  return db
    .select()
    .from(labReports)
    .where(
      and(
        isNotNull(labReports.labId),
        isNotNull(labReports.releasedAt),
        isNull(labReports.supersededAt),
      ),
    )
    .orderBy(desc(labReports.releasedAt))
    .limit(50);
}
