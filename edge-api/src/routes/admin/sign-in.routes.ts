/**
 * Admin sign-in: e-mail + password (scrypt), then, for an admin with a second factor, a TOTP or
 * recovery code on a pending sign-in (services/admin/pending-sign-ins.ts); with
 * ADMIN_TWO_FACTOR=required an admin without one is led from the password straight to
 * enrolment (two-factor.routes.ts). Only then is there a session, in an httpOnly cookie. Tries
 * are limited per client, per account from each client and per admin's codes, with backoff; an
 * account tried from many clients asks for a captcha in X-Vyom-Captcha
 * (services/admin/sign-in-limits.ts).
 */
import { ApiRoutes } from "@vyom/catalog/contract/routes";
import { type Context, Hono } from "hono";
import type { AppDeps } from "../../deps.ts";
import {
  type AdminVariables,
  clearSessionCookie,
  pendingSignInCookie,
  readSessionToken,
  requireOwnAccount,
  signInAdmin,
} from "../../http/admin-session.ts";
import { clientAddress, clientGroup } from "../../http/client-address.ts";
import { isLocalRequest } from "../../http/local-request.ts";
import { requestLogger } from "../../http/request-log.ts";
import { route } from "../../openapi/route.ts";
import { checkAdminCredentials } from "../../services/admin/admins.ts";
import {
  dropPendingSignIns,
  finishPendingSignIn,
  startPendingSignIn,
  takeTry,
} from "../../services/admin/pending-sign-ins.ts";
import { revokeAdminSessions, revokeSession } from "../../services/admin/sessions.ts";
import {
  ATTACK_CLIENTS,
  claimCodeTry,
  normaliseEmail,
} from "../../services/admin/sign-in-limits.ts";
import { hasTwoFactor, verifySecondFactor } from "../../services/admin/two-factor.ts";
import { CAPTCHA_HEADER } from "../auth/send-otp.ts";
import { startEnrolment } from "./two-factor.routes.ts";

function tooManyTries(c: Context, retryAfterSeconds: number) {
  c.header("Retry-After", String(retryAfterSeconds));
  return c.json({ error: "too-many-attempts" as const }, 429);
}

export function signInRoutes(deps: AppDeps) {
  const { db, clock, env } = deps;
  return new Hono<{ Variables: AdminVariables }>()
    .post("/login", ...route(ApiRoutes["POST /api/admin/login"]), async (c) => {
      const { email, password } = c.req.valid("json");
      const now = clock();
      const check = await checkAdminCredentials(db, {
        email,
        password,
        client: clientGroup(c),
        local: isLocalRequest(c),
        now,
        captcha: {
          provider: deps.captcha,
          value: c.req.header(CAPTCHA_HEADER),
          remoteIp: clientAddress(c),
        },
        // The alarm: operations should find and block the sources.
        onAttack: () =>
          requestLogger(c, deps.logger).warn("admin.sign-in.under-attack", {
            account: normaliseEmail(email),
            clients: ATTACK_CLIENTS + 1,
          }),
      });
      if (!check.ok && check.reason === "rate-limited") {
        return tooManyTries(c, check.retryAfterSeconds);
      }
      if (!check.ok && check.reason === "captcha-required") {
        return c.json({ error: "captcha-required" as const }, 403);
      }
      if (!check.ok && check.reason === "captcha-failed") {
        return c.json({ error: "captcha-failed" as const, reason: check.failure }, 403);
      }
      if (!check.ok) return c.json({ error: "unauthorised" as const }, 401);
      if (check.twoFactor) {
        const pending = await startPendingSignIn(
          db,
          { adminId: check.adminId, purpose: "code" },
          now,
        );
        pendingSignInCookie.write(c, deps, pending.token, pending.maxAgeSeconds);
        return c.json({ status: "code-required" as const }, 200);
      }
      if (env.ADMIN_TWO_FACTOR === "required") {
        const enrolment = await startEnrolment(c, deps, check, "enrol-at-sign-in");
        return c.json({ status: "enrolment-required" as const, enrolment }, 200);
      }
      await signInAdmin(c, deps, { id: check.adminId, email: check.email });
      return c.json({ status: "success" as const, admin: { email: check.email } }, 200);
    })
    .post("/login/code", ...route(ApiRoutes["POST /api/admin/login/code"]), async (c) => {
      const { code } = c.req.valid("json");
      const now = clock();
      const token = pendingSignInCookie.read(c, deps);
      const pending = await takeTry(db, token, ["code"], now);
      if (!pending || token === undefined) {
        return c.json({ error: "sign-in-expired" as const }, 401);
      }
      const claim = await claimCodeTry(db, pending.adminId, now);
      if (!claim.allowed) return tooManyTries(c, claim.retryAfterSeconds);
      if (!(await verifySecondFactor(db, env.SECRET_KEY, pending.adminId, code, now))) {
        return c.json({ error: "wrong-code" as const, triesLeft: pending.triesLeft }, 401);
      }
      if (!(await finishPendingSignIn(db, token))) {
        return c.json({ error: "sign-in-expired" as const }, 401);
      }
      await signInAdmin(c, deps, { id: pending.adminId, email: pending.email });
      return c.json({ status: "success" as const, admin: { email: pending.email } }, 200);
    })
    .post("/logout", ...route(ApiRoutes["POST /api/admin/logout"]), async (c) => {
      await revokeSession(db, readSessionToken(c, deps), clock());
      clearSessionCookie(c, deps);
      return c.json({ status: "success" as const }, 200);
    })
    .post(
      "/logout-all",
      ...route(ApiRoutes["POST /api/admin/logout-all"], requireOwnAccount(deps)),
      async (c) => {
        const { adminId } = c.get("admin");
        const ended = await revokeAdminSessions(db, adminId, clock());
        await dropPendingSignIns(db, adminId);
        clearSessionCookie(c, deps);
        return c.json({ status: "success" as const, sessionsEnded: ended }, 200);
      },
    )
    .get(
      "/session",
      ...route(ApiRoutes["GET /api/admin/session"], requireOwnAccount(deps)),
      async (c) => {
        const admin = c.get("admin");
        return c.json(
          {
            admin: { email: admin.email, role: admin.role },
            expiresAt: admin.expiresAt.toISOString(),
            twoFactor: await hasTwoFactor(db, admin.adminId),
          },
          200,
        );
      },
    );
}
