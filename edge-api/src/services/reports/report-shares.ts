/**
 * "Share with my doctor": a link to one report that works without any login until it expires
 * (24 hours unless the patient chooses otherwise, at most 7 days) or the patient revokes it. The
 * link carries 32 random bytes; only their SHA-256 is stored, so the database cannot rebuild a
 * link. Each opening is logged and the patient sees when. A link shows only its report: no
 * trend, no other report, no phone number. If the lab later corrects the report, the link shows
 * the corrected version (the same LIS report), never an unreleased one.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { labReports, reportShareOpenings, reportShares } from "../../db/schema.ts";
import type { LabReport } from "./lab-reports.ts";

export const DEFAULT_SHARE_HOURS = 24;
export const MAX_SHARE_HOURS = 7 * 24;
/** Links a number may make in a day: a patient shares with a few doctors, not hundreds. */
export const MAX_SHARES_PER_NUMBER_PER_DAY = 20;

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export type CreateOutcome =
  | { kind: "created"; id: string; token: string; expiresAt: Date }
  | { kind: "too-many" };

export async function createShare(
  db: Database,
  input: { report: LabReport; mobileNumber: string; hours: number; now: Date },
): Promise<CreateOutcome> {
  const since = new Date(input.now.getTime() - 24 * 3_600_000);
  const today = await db
    .select({ id: reportShares.id })
    .from(reportShares)
    .where(
      and(eq(reportShares.mobileNumber, input.mobileNumber), gt(reportShares.createdAt, since)),
    )
    .limit(MAX_SHARES_PER_NUMBER_PER_DAY);
  if (today.length >= MAX_SHARES_PER_NUMBER_PER_DAY) return { kind: "too-many" };
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(input.now.getTime() + input.hours * 3_600_000);
  const [row] = await db
    .insert(reportShares)
    .values({
      reportId: input.report.id,
      tokenHash: hashOf(token),
      mobileNumber: input.mobileNumber,
      createdAt: input.now,
      expiresAt,
    })
    .returning({ id: reportShares.id });
  if (!row) throw new Error("the share was not stored");
  return { kind: "created", id: row.id, token, expiresAt };
}

/** A report's links, newest first, each with when it was opened (what the patient sees). */
export async function sharesOf(db: Database, reportId: string, now: Date) {
  const shares = await db
    .select()
    .from(reportShares)
    .where(eq(reportShares.reportId, reportId))
    .orderBy(desc(reportShares.createdAt))
    .limit(50);
  const openings =
    shares.length === 0
      ? []
      : await db
          .select()
          .from(reportShareOpenings)
          .where(
            inArray(
              reportShareOpenings.shareId,
              shares.map((s) => s.id),
            ),
          )
          .orderBy(asc(reportShareOpenings.at));
  return shares.map((share) => ({
    id: share.id,
    createdAt: share.createdAt.toISOString(),
    expiresAt: share.expiresAt.toISOString(),
    revokedAt: share.revokedAt?.toISOString() ?? null,
    live: share.revokedAt === null && share.expiresAt > now,
    openings: openings
      .filter((o) => o.shareId === share.id)
      .map((o) => ({ at: o.at.toISOString(), what: o.what })),
  }));
}

/** Revokes a link of this report; answers whether there was one. Revoking twice is fine. */
export async function revokeShare(
  db: Database,
  input: { reportId: string; shareId: string; now: Date },
): Promise<boolean> {
  const [share] = await db
    .select({ id: reportShares.id, revokedAt: reportShares.revokedAt })
    .from(reportShares)
    .where(and(eq(reportShares.id, input.shareId), eq(reportShares.reportId, input.reportId)));
  if (!share) return false;
  if (share.revokedAt === null) {
    await db
      .update(reportShares)
      .set({ revokedAt: input.now })
      .where(eq(reportShares.id, share.id));
  }
  return true;
}

/**
 * The report a link opens now (logging the opening), or undefined for a token that is malformed,
 * unknown, expired or revoked: all alike, so a guesser learns nothing.
 */
export async function openShare(
  db: Database,
  input: { token: string; what: "view" | "pdf"; now: Date },
): Promise<LabReport | undefined> {
  if (!TOKEN.test(input.token)) return undefined;
  const [share] = await db
    .select()
    .from(reportShares)
    .where(eq(reportShares.tokenHash, hashOf(input.token)));
  if (!share || share.revokedAt !== null || share.expiresAt <= input.now) return undefined;
  const report = await currentVersion(db, share.reportId);
  if (!report) return undefined;
  await db
    .insert(reportShareOpenings)
    .values({ shareId: share.id, what: input.what, at: input.now });
  return report;
}

/** The released, unsuperseded version of the shared report (a correction replaces it). */
async function currentVersion(db: Database, reportId: string): Promise<LabReport | undefined> {
  const [shared] = await db.select().from(labReports).where(eq(labReports.id, reportId));
  if (!shared) return undefined;
  if (shared.labId === null || shared.lisReportId === null) {
    return shared.releasedAt !== null && shared.supersededAt === null ? shared : undefined;
  }
  const [latest] = await db
    .select()
    .from(labReports)
    .where(
      and(
        eq(labReports.labId, shared.labId),
        eq(labReports.lisReportId, shared.lisReportId),
        isNotNull(labReports.releasedAt),
        isNull(labReports.supersededAt),
      ),
    )
    .limit(1);
  return latest;
}
