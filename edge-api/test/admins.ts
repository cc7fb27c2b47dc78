/**
 * Admins for API tests: a fresh account per test (sign-in limits count per account, so tests
 * that fail sign-ins on purpose must not share one), TOTP codes computed from a secret with the
 * same library as the server, and an enrolment made over HTTP as an admin would.
 */
import { Secret, TOTP } from "otpauth";
import { expect } from "vitest";
import type { Database } from "../src/db/client.ts";
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD } from "../src/env.ts";
import { ensureAdmin } from "../src/services/admin/admins.ts";
import type { PasswordCost } from "../src/services/admin/passwords.ts";
import { LOOPBACK, type TestContext } from "./context.ts";
import { cookieHeader } from "./cookies.ts";
import { FIXTURE_PASSWORD_COST } from "./support/password-cost.ts";

/**
 * The development admin's session cookie, signed in from the server's machine (the only place
 * its password works).
 */
export async function devAdminCookie(ctx: TestContext): Promise<string> {
  const login = await ctx.postJson(
    "/api/admin/login",
    { email: DEV_ADMIN_EMAIL, password: DEV_ADMIN_PASSWORD },
    { address: LOOPBACK },
  );
  return cookieHeader(login);
}

let created = 0;

/** A fresh admin, hashed at the fixtures' cost unless the test is about the cost itself. */
export async function createAdmin(db: Database, cost: PasswordCost = FIXTURE_PASSWORD_COST) {
  created += 1;
  const email = `admin-${created}-${Math.random().toString(36).slice(2, 8)}@vyom.example`;
  const password = `password-of-admin-${created}`;
  await ensureAdmin(db, email, password, cost);
  return { email, password };
}

/** The code an authenticator app shows at `at` for a base32 secret. */
export const totpCode = (secret: string, at: Date) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });

let nextAddress = 1;
/** A client address of its own (2001:db8::/32 is for documentation), one /64 per call. */
export const freshAddress = () => `2001:db8:${(nextAddress++).toString(16)}::1`;

export interface EnrolledAdmin {
  email: string;
  password: string;
  secret: string;
  recoveryCodes: string[];
  /** The session the enrolment was made in. */
  cookie: string;
}

/** A new admin, signed in (ADMIN_TWO_FACTOR optional), who then enrols TOTP. */
export async function createEnrolledAdmin(ctx: TestContext): Promise<EnrolledAdmin> {
  const admin = await createAdmin(ctx.db);
  const address = freshAddress();
  const login = await ctx.postJson("/api/admin/login", admin, { address });
  expect(login.status).toBe(200);
  const cookie = cookieHeader(login);
  const start = await ctx.postJson(
    "/api/admin/two-factor/enrolment",
    {},
    { address, headers: { cookie } },
  );
  expect(start.status).toBe(200);
  const { enrolment } = (await start.json()) as { enrolment: { secret: string } };
  const both = `${cookie}; ${cookieHeader(start)}`;
  const confirm = await ctx.postJson(
    "/api/admin/two-factor/enrolment/confirm",
    { code: totpCode(enrolment.secret, ctx.clock()) },
    { address, headers: { cookie: both } },
  );
  expect(confirm.status).toBe(200);
  const { recoveryCodes } = (await confirm.json()) as { recoveryCodes: string[] };
  // The enrolment's code is spent: the next sign-in needs a later one.
  ctx.clock.advance(30_000);
  return { ...admin, secret: enrolment.secret, recoveryCodes, cookie };
}
