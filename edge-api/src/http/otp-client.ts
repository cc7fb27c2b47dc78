/**
 * Which client asked for a one-time code: a random token in an httpOnly cookie
 * (`vyom-otp-client`, SameSite=Strict), set by the first OTP send from a browser and kept 30
 * days after its newest send (each send renews it). Each code is bound to the token's hash
 * (otp_challenges.client_binding), and only a check that brings the same cookie is compared with
 * it: another client's wrong guesses neither use the owner's tries, kill the owner's code, nor
 * slow the owner's next code
 * (services/otp/otp.service.ts; docs/security.md, "A stranger locks a patient out of OTP login").
 * The token identifies a browser, not a person: it grants nothing by itself. A browser whose code
 * for a number was used lately has proved that number, which keeps it a share of the number's
 * daily SMS that strangers cannot spend (services/otp/known-number.ts `provenBy`); a token
 * replayed for another number, or altered, proves nothing.
 */
import { createHash, randomBytes } from "node:crypto";
import type { Context } from "hono";
import type { AppDeps } from "../deps.ts";
import { sessionCookie } from "./session-cookie.ts";

const cookie = sessionCookie("vyom-otp-client");
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

type EnvDeps = Pick<AppDeps, "env">;

const bindingOf = (token: string) => createHash("sha256").update(token).digest("base64url");

/** The binding of the client's cookie, if it brought a well-formed one. */
export function otpClientBinding(c: Context, deps: EnvDeps): string | undefined {
  const token = cookie.read(c, deps);
  return token && TOKEN.test(token) ? bindingOf(token) : undefined;
}

/**
 * The client's binding, after giving the client a token if it has none (a send's answer), or
 * renewing its token's 30 days: a browser that uses its codes keeps its proof (known-number.ts).
 */
export function ensureOtpClient(c: Context, deps: EnvDeps): string {
  const existing = cookie.read(c, deps);
  const token = existing && TOKEN.test(existing) ? existing : randomBytes(32).toString("base64url");
  cookie.write(c, deps, token, MAX_AGE_SECONDS);
  return bindingOf(token);
}
