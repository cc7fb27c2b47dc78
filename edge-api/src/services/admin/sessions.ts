/**
 * Admin sessions: the generic sessions of services/sessions with kind 'admin' (30 minutes idle,
 * 12 hours absolute), plus the admin's e-mail for the screens.
 */
import type { AdminRole } from "@vyom/catalog/contract";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { admins, technicians } from "../../db/schema.ts";
import {
  createSession,
  resolveSession,
  revokeSessionsOf,
  sessionPolicies,
} from "../sessions/sessions.ts";
import { accountActive, accountTechnician } from "./account-standing.ts";

export { pruneSessions, revokeSession } from "../sessions/sessions.ts";

export const IDLE_TIMEOUT_MS = sessionPolicies.admin.idleMs;
export const ABSOLUTE_TIMEOUT_MS = sessionPolicies.admin.absoluteMs;

export interface AdminIdentity {
  sessionId: string;
  adminId: string;
  email: string;
  role: AdminRole;
  expiresAt: Date;
}

export function createAdminSession(db: Database, adminId: string, now: Date) {
  return createSession(db, "admin", adminId, now);
}

/** The admin behind a cookie token, or undefined; a valid session's idle clock restarts. */
export async function resolveAdminSession(
  db: Database,
  token: string | undefined,
  now: Date,
): Promise<AdminIdentity | undefined> {
  const session = await resolveSession(db, "admin", token, now);
  if (!session) return undefined;
  const [admin] = await db
    .select({ email: admins.email, role: admins.role, active: accountActive })
    .from(admins)
    .leftJoin(technicians, accountTechnician)
    .where(eq(admins.id, session.subjectId));
  // A disabled account's sessions are revoked when it is disabled (staff.ts), a deactivated
  // technician's when the desk deactivates its row (desk/technicians.ts); this also refuses one
  // created by a sign-in that raced either (account-standing.ts).
  if (admin?.active !== true) return undefined;
  return {
    sessionId: session.sessionId,
    adminId: session.subjectId,
    email: admin.email,
    role: admin.role,
    expiresAt: session.expiresAt,
  };
}

/** Ends every live session of the admin (log out on all devices); answers how many ended. */
export function revokeAdminSessions(db: Database, adminId: string, now: Date) {
  return revokeSessionsOf(db, "admin", adminId, now);
}
