/**
 * The report-access cookie: httpOnly, SameSite=Strict, and scoped to the reports API (path
 * /api/reports), so no other route ever receives it. In production it is Secure with the
 * `__Secure-` prefix (`__Host-` would need path /). Its Max-Age is the proof's 15 minutes.
 *
 * Because of the path, POST /api/auth/logout never receives it: logout revokes the proofs of the
 * customer's number in the database and expires this cookie by name and path (`endReportAccess`).
 */
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { AppDeps } from "../../deps.ts";
import { revokeReportAccess, revokeReportAccessOf } from "./report-access.ts";

export const reportAccessCookieName = "vyom-reports";
export const reportAccessCookiePath = "/api/reports";

type CookieDeps = Pick<AppDeps, "env">;

const secure = (deps: CookieDeps) => deps.env.NODE_ENV === "production";

function options(deps: CookieDeps) {
  return {
    path: reportAccessCookiePath,
    httpOnly: true,
    sameSite: "Strict" as const,
    secure: secure(deps),
    ...(secure(deps) ? { prefix: "secure" as const } : {}),
  };
}

export const reportAccessCookie = {
  read: (c: Context, deps: CookieDeps) =>
    secure(deps)
      ? getCookie(c, reportAccessCookieName, "secure")
      : getCookie(c, reportAccessCookieName),
  write: (c: Context, deps: CookieDeps, token: string, expiresAt: Date, now: Date) =>
    setCookie(c, reportAccessCookieName, token, {
      ...options(deps),
      maxAge: Math.max(1, Math.floor((expiresAt.getTime() - now.getTime()) / 1000)),
    }),
  clear: (c: Context, deps: CookieDeps) => deleteCookie(c, reportAccessCookieName, options(deps)),
};

/**
 * The customer logged out: their number's report proofs end, and this browser's cookie (if the
 * request carried it, it is revoked too) is expired.
 */
export async function endReportAccess(
  c: Context,
  deps: Pick<AppDeps, "env" | "db" | "clock">,
  mobileNumber: string | undefined,
) {
  const now = deps.clock();
  await revokeReportAccess(deps.db, reportAccessCookie.read(c, deps), now);
  if (mobileNumber) await revokeReportAccessOf(deps.db, mobileNumber, now);
  reportAccessCookie.clear(c, deps);
}
