/**
 * A session cookie: httpOnly, SameSite=Strict, path /, and in production Secure with the
 * `__Host-` prefix (the browser then refuses it over http or from a subdomain). One per kind of
 * session (admin, customer), each under its own name.
 */
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { AppDeps } from "../deps.ts";

type EnvDeps = Pick<AppDeps, "env">;

export interface SessionCookie {
  read(c: Context, deps: EnvDeps): string | undefined;
  write(c: Context, deps: EnvDeps, token: string, maxAge: number): void;
  clear(c: Context, deps: EnvDeps): void;
}

const secure = (deps: EnvDeps) => deps.env.NODE_ENV === "production";

function options(deps: EnvDeps) {
  return {
    path: "/",
    httpOnly: true,
    sameSite: "Strict" as const,
    secure: secure(deps),
    ...(secure(deps) ? { prefix: "host" as const } : {}),
  };
}

export function sessionCookie(name: string): SessionCookie {
  return {
    read: (c, deps) => (secure(deps) ? getCookie(c, name, "host") : getCookie(c, name)),
    write: (c, deps, token, maxAge) => setCookie(c, name, token, { ...options(deps), maxAge }),
    clear: (c, deps) => deleteCookie(c, name, options(deps)),
  };
}
