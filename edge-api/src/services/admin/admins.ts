import type { AdminRole } from "@vyom/catalog/contract";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { admins } from "../../db/schema.ts";
import { DEV_ADMIN_PASSWORD } from "../../env.ts";
import { decoyHash, hashPassword, verifyPassword } from "./passwords.ts";
import { claimPasswordTry, normaliseEmail } from "./sign-in-limits.ts";

/** Creates the first admin from ADMIN_EMAIL / ADMIN_PASSWORD when that e-mail has no account. */
export async function ensureAdmin(db: Database, email: string, password: string) {
  const normalised = normaliseEmail(email);
  const [existing] = await db
    .select({ id: admins.id })
    .from(admins)
    .where(eq(admins.email, normalised));
  if (existing) return { created: false };
  const inserted = await db
    .insert(admins)
    .values({ email: normalised, passwordHash: await hashPassword(password) })
    .onConflictDoNothing()
    .returning({ id: admins.id });
  return { created: inserted.length > 0 };
}

export type CredentialCheck =
  | { ok: true; adminId: string; email: string; role: AdminRole; twoFactor: boolean }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "rate-limited"; retryAfterSeconds: number };

/**
 * Checks an e-mail and password. The try is claimed against the client and the account first
 * (sign-in-limits.ts), so once the limits are reached even the right password is refused until
 * the backoff ends. An unknown e-mail costs the same scrypt as a wrong password and answers the
 * same. The caller calls signInCompleted once a session exists. The development password is
 * printed in the README, so it signs in only on a request made on this machine (`local`,
 * http/local-request.ts), whatever the mode and whichever admin has it.
 */
export async function checkAdminCredentials(
  db: Database,
  input: { email: string; password: string; client: string; local: boolean; now: Date },
): Promise<CredentialCheck> {
  const account = normaliseEmail(input.email);
  const claim = await claimPasswordTry(db, { account, client: input.client }, input.now);
  if (!claim.allowed) {
    return { ok: false, reason: "rate-limited", retryAfterSeconds: claim.retryAfterSeconds };
  }
  const [admin] = await db.select().from(admins).where(eq(admins.email, account));
  const valid = await verifyPassword(input.password, admin?.passwordHash ?? (await decoyHash()));
  const publicPassword = input.password === DEV_ADMIN_PASSWORD && !input.local;
  // A disabled desk user (services/admin/staff.ts) is told no more than a wrong password.
  const disabled = admin?.disabledAt != null;
  if (!admin || !valid || publicPassword || disabled) return { ok: false, reason: "invalid" };
  return {
    ok: true,
    adminId: admin.id,
    email: admin.email,
    role: admin.role,
    twoFactor: admin.totpSecret !== null,
  };
}
