/**
 * TOTP enrolment: a signed-in admin without a second factor (or one sent here by the password
 * step when ADMIN_TWO_FACTOR=required) gets a new secret as a QR code and as text, kept sealed
 * on a pending sign-in until a code from it confirms it. The confirmation stores the secret,
 * answers ten recovery codes once, and for a sign-in ends with a session.
 */
import { ApiRoutes } from "@vyom/catalog/contract/routes";
import { type Context, Hono } from "hono";
import type { AppDeps } from "../../deps.ts";
import {
  type AdminVariables,
  currentAdmin,
  pendingSignInCookie,
  requireOwnAccount,
  signInAdmin,
} from "../../http/admin-session.ts";
import { route } from "../../openapi/route.ts";
import {
  type PendingPurpose,
  startPendingSignIn,
  takeTry,
} from "../../services/admin/pending-sign-ins.ts";
import { type Enrolment, enrolmentOf } from "../../services/admin/totp.ts";
import {
  completeEnrolment,
  hasTwoFactor,
  newEnrolmentSecret,
} from "../../services/admin/two-factor.ts";

/** A new secret on a pending sign-in in the cookie; answers what the admin scans or types. */
export async function startEnrolment(
  c: Context,
  deps: AppDeps,
  admin: { adminId: string; email: string },
  purpose: Extract<PendingPurpose, "enrol" | "enrol-at-sign-in">,
): Promise<Enrolment> {
  const { secret, sealed } = newEnrolmentSecret(deps.env.SECRET_KEY, admin.adminId);
  const pending = await startPendingSignIn(
    deps.db,
    { adminId: admin.adminId, purpose, enrolSecret: sealed },
    deps.clock(),
  );
  pendingSignInCookie.write(c, deps, pending.token, pending.maxAgeSeconds);
  return enrolmentOf(admin.email, secret);
}

export function twoFactorRoutes(deps: AppDeps) {
  const { db, clock, env } = deps;
  return new Hono<{ Variables: AdminVariables }>()
    .post(
      "/enrolment",
      ...route(ApiRoutes["POST /api/admin/two-factor/enrolment"], requireOwnAccount(deps)),
      async (c) => {
        const admin = c.get("admin");
        if (await hasTwoFactor(db, admin.adminId)) {
          return c.json({ error: "already-enrolled" as const }, 409);
        }
        return c.json({ enrolment: await startEnrolment(c, deps, admin, "enrol") }, 200);
      },
    )
    .post(
      "/enrolment/confirm",
      ...route(ApiRoutes["POST /api/admin/two-factor/enrolment/confirm"]),
      async (c) => {
        const { code } = c.req.valid("json");
        const now = clock();
        const token = pendingSignInCookie.read(c, deps);
        const pending = await takeTry(db, token, ["enrol", "enrol-at-sign-in"], now);
        if (!pending?.enrolSecret || token === undefined) {
          return c.json({ error: "enrolment-expired" as const }, 401);
        }
        // Started from a session: only that admin, still signed in, may finish it.
        if (
          pending.purpose === "enrol" &&
          (await currentAdmin(c, deps))?.adminId !== pending.adminId
        ) {
          return c.json({ error: "unauthorised" as const }, 401);
        }
        const result = await completeEnrolment(
          db,
          env.SECRET_KEY,
          {
            adminId: pending.adminId,
            sealedSecret: pending.enrolSecret,
            pendingToken: token,
            code,
          },
          now,
        );
        if (!result.ok && result.reason === "wrong-code") {
          return c.json({ error: "wrong-code" as const, triesLeft: pending.triesLeft }, 401);
        }
        if (!result.ok && result.reason === "already-enrolled") {
          return c.json({ error: "already-enrolled" as const }, 409);
        }
        if (!result.ok) return c.json({ error: "enrolment-expired" as const }, 401);
        const admin = { id: pending.adminId, email: pending.email };
        if (pending.purpose === "enrol-at-sign-in") await signInAdmin(c, deps, admin);
        else pendingSignInCookie.clear(c, deps);
        return c.json(
          {
            status: "success" as const,
            admin: { email: admin.email },
            recoveryCodes: result.recoveryCodes,
          },
          200,
        );
      },
    );
}
