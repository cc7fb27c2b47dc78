/**
 * A pending sign-in: what exists between a right password and a session when a second factor is
 * due. Its token lives in an httpOnly cookie (http/admin-session.ts) and only its SHA-256 in the
 * table, bound to one admin. It lasts 5 minutes and allows 5 tries; each try is taken by one
 * conditional update before the code is checked, so a burst of guesses cannot exceed them, and
 * it is finished (deleted) by the one request that succeeds, so it cannot be used twice.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { adminPendingSignIns, admins } from "../../db/schema.ts";
import type { Transaction } from "../../db/types.ts";

export const PENDING_SIGN_IN_MS = 5 * 60 * 1000;
export const PENDING_SIGN_IN_TRIES = 5;

export type PendingPurpose = (typeof adminPendingSignIns.purpose.enumValues)[number];

export interface PendingSignIn {
  adminId: string;
  email: string;
  purpose: PendingPurpose;
  enrolSecret: string | null;
  triesLeft: number;
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const usable = (token: string | undefined): token is string =>
  token !== undefined && token.length > 0 && token.length <= 128;

export async function startPendingSignIn(
  db: Database,
  input: { adminId: string; purpose: PendingPurpose; enrolSecret?: string },
  now: Date,
): Promise<{ token: string; maxAgeSeconds: number }> {
  const token = randomBytes(32).toString("base64url");
  // Housekeeping: the admin's expired pending sign-ins go when a new one starts.
  await db
    .delete(adminPendingSignIns)
    .where(
      and(eq(adminPendingSignIns.adminId, input.adminId), lte(adminPendingSignIns.expiresAt, now)),
    );
  await db.insert(adminPendingSignIns).values({
    tokenHash: hashToken(token),
    adminId: input.adminId,
    purpose: input.purpose,
    enrolSecret: input.enrolSecret ?? null,
    triesLeft: PENDING_SIGN_IN_TRIES,
    expiresAt: new Date(now.getTime() + PENDING_SIGN_IN_MS),
  });
  return { token, maxAgeSeconds: PENDING_SIGN_IN_MS / 1000 };
}

/**
 * Takes one try of a live pending sign-in for one of `purposes`; undefined when the token is
 * unknown, expired, finished, for another purpose or out of tries.
 */
export async function takeTry(
  db: Database,
  token: string | undefined,
  purposes: PendingPurpose[],
  now: Date,
): Promise<PendingSignIn | undefined> {
  if (!usable(token)) return undefined;
  const [row] = await db
    .update(adminPendingSignIns)
    .set({ triesLeft: sql`${adminPendingSignIns.triesLeft} - 1` })
    .where(
      and(
        eq(adminPendingSignIns.tokenHash, hashToken(token)),
        inArray(adminPendingSignIns.purpose, purposes),
        gt(adminPendingSignIns.expiresAt, now),
        gt(adminPendingSignIns.triesLeft, 0),
      ),
    )
    .returning({
      adminId: adminPendingSignIns.adminId,
      purpose: adminPendingSignIns.purpose,
      enrolSecret: adminPendingSignIns.enrolSecret,
      triesLeft: adminPendingSignIns.triesLeft,
    });
  if (!row) return undefined;
  const [admin] = await db
    .select({ email: admins.email })
    .from(admins)
    .where(eq(admins.id, row.adminId));
  return admin ? { ...row, email: admin.email } : undefined;
}

/** Ends a pending sign-in; false when another request ended it first. */
export async function finishPendingSignIn(db: Database | Transaction, token: string) {
  const finished = await db
    .delete(adminPendingSignIns)
    .where(eq(adminPendingSignIns.tokenHash, hashToken(token)))
    .returning({ adminId: adminPendingSignIns.adminId });
  return finished.length > 0;
}

/** Ends every pending sign-in of an admin (logout on all devices). */
export async function dropPendingSignIns(db: Database, adminId: string) {
  await db.delete(adminPendingSignIns).where(eq(adminPendingSignIns.adminId, adminId));
}
