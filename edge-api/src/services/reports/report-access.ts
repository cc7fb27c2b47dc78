/**
 * Proof that someone verified an OTP to read reports (docs/product.md#reports). Guarantees:
 * - the cookie holds 32 random bytes; `report_access` holds only their SHA-256 (as services/sessions);
 * - a proof lives 15 minutes from the OTP, never extended, and ends at once when revoked
 *   (sign-out, or the customer's logout revoking every proof of their number);
 * - a proof covers either one mobile number's reports, or one corporate employee's reports.
 * All time comes from the injected clock.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, or } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { reportAccess } from "../../db/schema.ts";
import type { RateLimitRule } from "../rate-limit/rate-limit.ts";

export const reportAccessLifetimeMs = 15 * 60 * 1000;

/** PDFs rendered for one client address: rendering costs CPU, a person needs a handful. */
export const pdfsPerAddress: RateLimitRule = {
  name: "report-pdfs-address",
  limit: 30,
  windowMs: 10 * 60 * 1000,
};

/**
 * Reports opened in the app for one client address: cheaper than a PDF, and a person moves back
 * and forth between a few; enough to stop walking report ids.
 */
export const reportViewsPerAddress: RateLimitRule = {
  name: "report-views-address",
  limit: 120,
  windowMs: 10 * 60 * 1000,
};

/** Whose reports a request may read. */
export type ReportProof =
  | { kind: "mobile"; mobileNumber: string }
  | { kind: "employee"; mobileNumber: string; corporateId: string; employeeId: string };

export interface ReportAccess {
  proof: ReportProof;
  expiresAt: Date;
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const usableToken = (token: string | undefined): token is string =>
  token !== undefined && token.length > 0 && token.length <= 128;

export async function grantReportAccess(
  db: Database,
  proof: ReportProof,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + reportAccessLifetimeMs);
  await db.insert(reportAccess).values({
    tokenHash: hashToken(token),
    mobileNumber: proof.mobileNumber,
    corporateId: proof.kind === "employee" ? proof.corporateId : null,
    employeeId: proof.kind === "employee" ? proof.employeeId : null,
    createdAt: now,
    expiresAt,
  });
  return { token, expiresAt };
}

/** The live proof behind a cookie token, or undefined (unknown, expired or revoked). */
export async function resolveReportAccess(
  db: Database,
  token: string | undefined,
  now: Date,
): Promise<ReportAccess | undefined> {
  if (!usableToken(token)) return undefined;
  const [row] = await db
    .select()
    .from(reportAccess)
    .where(
      and(
        eq(reportAccess.tokenHash, hashToken(token)),
        isNull(reportAccess.revokedAt),
        gt(reportAccess.expiresAt, now),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  const proof: ReportProof =
    row.corporateId !== null && row.employeeId !== null
      ? {
          kind: "employee",
          mobileNumber: row.mobileNumber,
          corporateId: row.corporateId,
          employeeId: row.employeeId,
        }
      : { kind: "mobile", mobileNumber: row.mobileNumber };
  return { proof, expiresAt: row.expiresAt };
}

export async function revokeReportAccess(db: Database, token: string | undefined, now: Date) {
  if (!usableToken(token)) return;
  await db
    .update(reportAccess)
    .set({ revokedAt: now })
    .where(and(eq(reportAccess.tokenHash, hashToken(token)), isNull(reportAccess.revokedAt)));
}

/** Ends every live proof for a number (the customer logged out: nothing of theirs stays open). */
export async function revokeReportAccessOf(db: Database, mobileNumber: string, now: Date) {
  await db
    .update(reportAccess)
    .set({ revokedAt: now })
    .where(
      and(
        eq(reportAccess.mobileNumber, mobileNumber),
        isNull(reportAccess.revokedAt),
        gt(reportAccess.expiresAt, now),
      ),
    );
}

/** Deletes proofs that can no longer be used (housekeeping; expiry never depends on it). */
export async function pruneReportAccess(db: Database, now: Date) {
  await db
    .delete(reportAccess)
    .where(or(lt(reportAccess.expiresAt, now), lt(reportAccess.revokedAt, now)));
}
