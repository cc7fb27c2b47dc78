/**
 * Admin sessions. The cookie holds 32 random bytes; the database holds only their SHA-256, so a
 * leaked table cannot be replayed as cookies. A session ends after 30 minutes without a request
 * (idle), 12 hours after sign-in (absolute), or at logout (revoked on the server).
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, or } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { admins, sessions } from "../../db/schema.ts";

export const IDLE_TIMEOUT_MS = 30 * 60 * 1000;
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;

export interface AdminIdentity {
  sessionId: string;
  adminId: string;
  email: string;
  expiresAt: Date;
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export async function createAdminSession(db: Database, adminId: string, now: Date) {
  const token = randomBytes(32).toString("base64url");
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    kind: "admin",
    subjectId: adminId,
    createdAt: now,
    lastSeenAt: now,
    absoluteExpiresAt: new Date(now.getTime() + ABSOLUTE_TIMEOUT_MS),
  });
  return { token, maxAgeSeconds: ABSOLUTE_TIMEOUT_MS / 1000 };
}

/** The admin behind a cookie token, or undefined; a valid session's idle clock restarts. */
export async function resolveAdminSession(
  db: Database,
  token: string | undefined,
  now: Date,
): Promise<AdminIdentity | undefined> {
  if (!token || token.length > 128) return undefined;
  const [row] = await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        eq(sessions.kind, "admin"),
        isNull(sessions.revokedAt),
        gt(sessions.absoluteExpiresAt, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - IDLE_TIMEOUT_MS)),
      ),
    )
    .returning({
      sessionId: sessions.id,
      adminId: sessions.subjectId,
      absoluteExpiresAt: sessions.absoluteExpiresAt,
    });
  if (!row) return undefined;
  const [admin] = await db
    .select({ email: admins.email })
    .from(admins)
    .where(eq(admins.id, row.adminId));
  if (!admin) return undefined;
  const idleEnd = now.getTime() + IDLE_TIMEOUT_MS;
  const expiresAt = new Date(Math.min(idleEnd, row.absoluteExpiresAt.getTime()));
  return { sessionId: row.sessionId, adminId: row.adminId, email: admin.email, expiresAt };
}

export async function revokeSession(db: Database, token: string | undefined, now: Date) {
  if (!token || token.length > 128) return;
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
}

/** Deletes sessions that can no longer be used (housekeeping; expiry never depends on it). */
export async function pruneSessions(db: Database, now: Date) {
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.absoluteExpiresAt, now),
        lt(sessions.lastSeenAt, new Date(now.getTime() - IDLE_TIMEOUT_MS)),
        lt(sessions.revokedAt, now),
      ),
    );
}
