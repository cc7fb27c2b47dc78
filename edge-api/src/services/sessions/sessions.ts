/**
 * Server-side sessions for every kind of signed-in person (admins, customers). The cookie holds
 * 32 random bytes; the database holds only their SHA-256, so a leaked table cannot be replayed as
 * cookies. A session ends after its kind's idle time without a request, at its absolute lifetime,
 * or when revoked (logout, or "log out on all devices" revoking every session of its subject). A
 * token of one kind never resolves as another kind.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, or } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { sessions } from "../../db/schema.ts";

export type SessionKind = (typeof sessions.kind.enumValues)[number];

export interface SessionPolicy {
  /** The session ends this long after its last request. */
  idleMs: number;
  /** ... and at the latest this long after sign-in. */
  absoluteMs: number;
}

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

export const sessionPolicies: Record<SessionKind, SessionPolicy> = {
  // The admin area shows every customer's payments: short sessions.
  admin: { idleMs: 30 * MINUTE, absoluteMs: 12 * 60 * MINUTE },
  // A customer stays signed in on their phone like in any shopping app; checkout needs it.
  customer: { idleMs: 14 * DAY, absoluteMs: 60 * DAY },
};

export interface ResolvedSession {
  sessionId: string;
  subjectId: string;
  /** When the session ends if no further request comes. */
  expiresAt: Date;
  /** When the person last verified an OTP in this session (null: never, e.g. an admin). */
  otpVerifiedAt: Date | null;
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const usableToken = (token: string | undefined): token is string =>
  token !== undefined && token.length > 0 && token.length <= 128;

/** `otpVerified`: the sign-in itself was an OTP (a customer's login or sign-up). */
export async function createSession(
  db: Database,
  kind: SessionKind,
  subjectId: string,
  now: Date,
  options: { otpVerified?: boolean } = {},
): Promise<{ token: string; maxAgeSeconds: number }> {
  const policy = sessionPolicies[kind];
  const token = randomBytes(32).toString("base64url");
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    kind,
    subjectId,
    createdAt: now,
    lastSeenAt: now,
    absoluteExpiresAt: new Date(now.getTime() + policy.absoluteMs),
    otpVerifiedAt: options.otpVerified ? now : null,
  });
  return { token, maxAgeSeconds: policy.absoluteMs / 1000 };
}

/** The live session of `kind` behind a cookie token, or undefined; its idle clock restarts. */
export async function resolveSession(
  db: Database,
  kind: SessionKind,
  token: string | undefined,
  now: Date,
): Promise<ResolvedSession | undefined> {
  if (!usableToken(token)) return undefined;
  const policy = sessionPolicies[kind];
  const [row] = await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        eq(sessions.kind, kind),
        isNull(sessions.revokedAt),
        gt(sessions.absoluteExpiresAt, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - policy.idleMs)),
      ),
    )
    .returning({
      sessionId: sessions.id,
      subjectId: sessions.subjectId,
      absoluteExpiresAt: sessions.absoluteExpiresAt,
      otpVerifiedAt: sessions.otpVerifiedAt,
    });
  if (!row) return undefined;
  const idleEnd = now.getTime() + policy.idleMs;
  return {
    sessionId: row.sessionId,
    subjectId: row.subjectId,
    expiresAt: new Date(Math.min(idleEnd, row.absoluteExpiresAt.getTime())),
    otpVerifiedAt: row.otpVerifiedAt,
  };
}

/** The live session verified an OTP just now (a step-up); a revoked one stays revoked. */
export async function recordOtpVerification(db: Database, sessionId: string, now: Date) {
  const updated = await db
    .update(sessions)
    .set({ otpVerifiedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return updated.length > 0;
}

export async function revokeSession(db: Database, token: string | undefined, now: Date) {
  if (!usableToken(token)) return;
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
}

/**
 * Revokes every live session of `kind` of one subject ("log out on all devices"); answers how
 * many ended.
 */
export async function revokeSessionsOf(
  db: Database,
  kind: SessionKind,
  subjectId: string,
  now: Date,
): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(eq(sessions.kind, kind), eq(sessions.subjectId, subjectId), isNull(sessions.revokedAt)),
    )
    .returning({ id: sessions.id });
  return ended.length;
}

/** Deletes sessions that can no longer be used (housekeeping; expiry never depends on it). */
export async function pruneSessions(db: Database, now: Date) {
  const idleEnded = (Object.entries(sessionPolicies) as [SessionKind, SessionPolicy][]).map(
    ([kind, policy]) =>
      and(
        eq(sessions.kind, kind),
        lt(sessions.lastSeenAt, new Date(now.getTime() - policy.idleMs)),
      ),
  );
  await db
    .delete(sessions)
    .where(or(lt(sessions.absoluteExpiresAt, now), lt(sessions.revokedAt, now), ...idleEnded));
}
