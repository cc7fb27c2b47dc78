import type { AdminRole } from "@vyom/catalog/contract";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { admins, technicians } from "../../db/schema.ts";
import { DEV_ADMIN_PASSWORD } from "../../env.ts";
import type { CaptchaFailure, CaptchaProvider } from "../captcha/captcha.ts";
import { accountActive, accountTechnician } from "./account-standing.ts";
import {
  decoyHash,
  hashPassword,
  PASSWORD_COST,
  type PasswordCost,
  verifyPassword,
} from "./passwords.ts";
import { claimPasswordTry, normaliseEmail, passwordAccepted } from "./sign-in-limits.ts";

/**
 * Creates the first admin from ADMIN_EMAIL / ADMIN_PASSWORD when that e-mail has no account
 * (`cost`: the test suite's fixtures only, passwords.ts).
 */
export async function ensureAdmin(
  db: Database,
  email: string,
  password: string,
  cost: PasswordCost = PASSWORD_COST,
) {
  const normalised = normaliseEmail(email);
  const [existing] = await db
    .select({ id: admins.id })
    .from(admins)
    .where(eq(admins.email, normalised));
  if (existing) return { created: false };
  const inserted = await db
    .insert(admins)
    .values({ email: normalised, passwordHash: await hashPassword(password, cost) })
    .onConflictDoNothing()
    .returning({ id: admins.id });
  return { created: inserted.length > 0 };
}

export type CredentialCheck =
  | { ok: true; adminId: string; email: string; role: AdminRole; twoFactor: boolean }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "rate-limited"; retryAfterSeconds: number }
  | { ok: false; reason: "captcha-required" }
  | { ok: false; reason: "captcha-failed"; failure: CaptchaFailure };

/** The solved captcha a try on an account under attack needs (sign-in-limits.ts). */
export interface SignInCaptcha {
  provider: CaptchaProvider;
  value: string | undefined;
  remoteIp?: string;
}

/**
 * Checks an e-mail and password. The try is claimed against the client and the account from
 * that client first (sign-in-limits.ts), so once that client's limits are reached even the right
 * password from it is refused until the backoff ends; on an account under attack the try needs a
 * solved captcha (without `captcha`, as for the password-only door, it is refused). `onAttack`
 * hears of the try that put the account under attack. An unknown e-mail costs the same scrypt as a wrong password and answers the
 * same. The caller calls signInCompleted once a session exists. The development password is
 * printed in the README, so it signs in only on a request made on this machine (`local`,
 * http/local-request.ts), whatever the mode and whichever admin has it.
 */
export async function checkAdminCredentials(
  db: Database,
  input: {
    email: string;
    password: string;
    client: string;
    local: boolean;
    now: Date;
    captcha?: SignInCaptcha;
    onAttack?: () => void;
  },
): Promise<CredentialCheck> {
  const account = normaliseEmail(input.email);
  const subject = { account, client: input.client };
  const claim = await claimPasswordTry(db, subject, input.now);
  if (!claim.allowed) {
    return { ok: false, reason: "rate-limited", retryAfterSeconds: claim.retryAfterSeconds };
  }
  if (claim.attackStarted) input.onAttack?.();
  if (claim.underAttack) {
    const { captcha } = input;
    if (!captcha?.value) return { ok: false, reason: "captcha-required" };
    const solved = await captcha.provider.verify(captcha.value, { remoteIp: captcha.remoteIp });
    if (!solved.success) return { ok: false, reason: "captcha-failed", failure: solved.reason };
  }
  const [found] = await db
    .select({ admin: admins, active: accountActive })
    .from(admins)
    .leftJoin(technicians, accountTechnician)
    .where(eq(admins.email, account));
  const admin = found?.admin;
  const valid = await verifyPassword(input.password, admin?.passwordHash ?? (await decoyHash()));
  const publicPassword = input.password === DEV_ADMIN_PASSWORD && !input.local;
  // A disabled desk user (services/admin/staff.ts), or a technician the desk deactivated
  // (account-standing.ts), is told no more than a wrong password.
  const disabled = found?.active !== true;
  if (!admin || !valid || publicPassword || disabled) return { ok: false, reason: "invalid" };
  await passwordAccepted(db, subject);
  return {
    ok: true,
    adminId: admin.id,
    email: admin.email,
    role: admin.role,
    twoFactor: admin.totpSecret !== null,
  };
}
