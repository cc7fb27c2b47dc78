/**
 * The admin session cookie: httpOnly, SameSite=Strict, path /, and in production Secure with the
 * `__Host-` prefix (the browser then refuses it over http or from a subdomain).
 */
import type { Context, MiddlewareHandler } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { AppDeps } from "../deps.ts";
import { type AdminIdentity, resolveAdminSession } from "../services/admin/sessions.ts";

const COOKIE_NAME = "vyom-admin";

export type AdminVariables = { admin: AdminIdentity };

const secure = (deps: Pick<AppDeps, "env">) => deps.env.NODE_ENV === "production";

export function readSessionToken(c: Context, deps: Pick<AppDeps, "env">): string | undefined {
  return secure(deps) ? getCookie(c, COOKIE_NAME, "host") : getCookie(c, COOKIE_NAME);
}

export function writeSessionCookie(
  c: Context,
  deps: Pick<AppDeps, "env">,
  token: string,
  maxAge: number,
) {
  setCookie(c, COOKIE_NAME, token, {
    path: "/",
    httpOnly: true,
    sameSite: "Strict",
    secure: secure(deps),
    maxAge,
    ...(secure(deps) ? { prefix: "host" as const } : {}),
  });
}

export function clearSessionCookie(c: Context, deps: Pick<AppDeps, "env">) {
  deleteCookie(c, COOKIE_NAME, {
    path: "/",
    httpOnly: true,
    sameSite: "Strict",
    secure: secure(deps),
    ...(secure(deps) ? { prefix: "host" as const } : {}),
  });
}

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
