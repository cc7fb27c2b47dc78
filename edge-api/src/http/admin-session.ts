/** The admin session cookie (`vyom-admin`, see session-cookie.ts) and the admin guard. */
import type { Context, MiddlewareHandler } from "hono";
import type { AppDeps } from "../deps.ts";
import { type AdminIdentity, resolveAdminSession } from "../services/admin/sessions.ts";
import { sessionCookie } from "./session-cookie.ts";

const cookie = sessionCookie("vyom-admin");

export type AdminVariables = { admin: AdminIdentity };

export const readSessionToken = cookie.read;
export const writeSessionCookie = cookie.write;
export const clearSessionCookie = cookie.clear;

export async function currentAdmin(c: Context, deps: Pick<AppDeps, "env" | "db" | "clock">) {
  return resolveAdminSession(deps.db, readSessionToken(c, deps), deps.clock());
}

/** 401 `{ error: "unauthorised" }` unless the request carries a live admin session. */
export function requireAdmin(deps: AppDeps): MiddlewareHandler<{ Variables: AdminVariables }> {
  return async (c, next) => {
    const admin = await currentAdmin(c, deps);
    if (!admin) return c.json({ error: "unauthorised" as const }, 401);
    c.set("admin", admin);
    await next();
  };
}
