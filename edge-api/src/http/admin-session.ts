/**
 * The admin session cookie (`vyom-admin`, see session-cookie.ts), the admin guard, and the
 * pending sign-in cookie (`vyom-admin-pending`) that carries a sign-in from the password to the
 * second factor (services/admin/pending-sign-ins.ts).
 */
import { type AdminRole, deskMessages } from "@vyom/catalog/contract";
import type { Context, MiddlewareHandler } from "hono";
import type { AppDeps } from "../deps.ts";
import {
  type AdminIdentity,
  createAdminSession,
  resolveAdminSession,
} from "../services/admin/sessions.ts";
import { signInCompleted } from "../services/admin/sign-in-limits.ts";
import { clientGroup } from "./client-address.ts";
import { sessionCookie } from "./session-cookie.ts";

const cookie = sessionCookie("vyom-admin");

export type AdminVariables = { admin: AdminIdentity };

export const readSessionToken = cookie.read;
export const writeSessionCookie = cookie.write;
export const clearSessionCookie = cookie.clear;

export const pendingSignInCookie = sessionCookie("vyom-admin-pending");

export async function currentAdmin(c: Context, deps: Pick<AppDeps, "env" | "db" | "clock">) {
  return resolveAdminSession(deps.db, readSessionToken(c, deps), deps.clock());
}

/**
 * The one role guard of the admin area (docs/product.md#booking-desk, docs/security.md): 401
 * `{ error: "unauthorised" }` without a live admin session, 403 `{ error: "forbidden", message }`
 * when the session's role is not one of `roles`.
 */
export function requireRole(
  deps: AppDeps,
  ...roles: AdminRole[]
): MiddlewareHandler<{ Variables: AdminVariables }> {
  return async (c, next) => {
    const admin = await currentAdmin(c, deps);
    if (!admin) return c.json({ error: "unauthorised" as const }, 401);
    if (!roles.includes(admin.role)) return c.json(forbidden, 403);
    c.set("admin", admin);
    await next();
  };
}

/** What a role without the right is answered. */
export const forbidden = { error: "forbidden" as const, message: deskMessages.adminOnly };

/** The booking desk's work (visits, bookings, orders): an admin or the desk. */
export const requireAdmin = (deps: AppDeps) => requireRole(deps, "admin", "desk");

/** Any signed-in member of the lab's staff, pathologists too: their own session and 2FA. */
export const requireStaff = (deps: AppDeps) => requireRole(deps, "admin", "desk", "pathologist");

/**
 * Any signed-in account, technicians too: only for what concerns the account itself (reading its
 * own session, ending its sessions, enrolling its second factor), never the lab's data.
 */
export const requireOwnAccount = (deps: AppDeps) =>
  requireRole(deps, "admin", "desk", "pathologist", "technician");

/** Only an admin: managing the staff's accounts, the payment logs. */
export const requireAdminRole = (deps: AppDeps) => requireRole(deps, "admin");

/**
 * The end of every way in (password alone, code, first enrolment): a new session in the cookie,
 * the pending sign-in cookie gone, and the account's sign-in tries forgotten.
 */
export async function signInAdmin(c: Context, deps: AppDeps, admin: { id: string; email: string }) {
  const session = await createAdminSession(deps.db, admin.id, deps.clock());
  writeSessionCookie(c, deps, session.token, session.maxAgeSeconds);
  if (pendingSignInCookie.read(c, deps) !== undefined) pendingSignInCookie.clear(c, deps);
  await signInCompleted(deps.db, {
    account: admin.email,
    client: clientGroup(c),
    adminId: admin.id,
  });
}

/** The audit's and the timeline's name for who acted (services/collection-visits/visits.ts). */
export const actorOf = (admin: Pick<AdminIdentity, "role" | "email">) =>
  `${admin.role}:${admin.email}`;
