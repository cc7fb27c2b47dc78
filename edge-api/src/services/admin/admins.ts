import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { admins } from "../../db/schema.ts";
import { DEV_ADMIN_PASSWORD } from "../../env.ts";
import type { RateLimitRule } from "../rate-limit/rate-limit.ts";
import { clear, consume } from "../rate-limit/rate-limit.ts";
import { decoyHash, hashPassword, verifyPassword } from "./passwords.ts";

/** Failed admin sign-ins allowed per e-mail and client address in 15 minutes. */
export const ADMIN_LOGIN_RULE: RateLimitRule = {
  name: "admin-login",
  limit: 5,
  windowMs: 15 * 60 * 1000,
};

/** Creates the first admin from ADMIN_EMAIL / ADMIN_PASSWORD when that e-mail has no account. */
export async function ensureAdmin(db: Database, email: string, password: string) {
  const normalised = email.trim().toLowerCase();
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
  | { ok: true; adminId: string; email: string }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "rate-limited"; retryAfterSeconds: number };

/**
 * Checks an e-mail and password. Every attempt counts against the e-mail + client address (one
 * atomic upsert, so a burst cannot slip past); a success clears the count. Once the limit is
 * reached even the right password is refused until the window ends. The development password is
 * printed in the README, so it signs in only on a request made on this machine (`local`,
 * http/local-request.ts), whatever the mode and whichever admin has it.
 */
export async function checkAdminCredentials(
  db: Database,
  input: { email: string; password: string; address: string; local: boolean; now: Date },
): Promise<CredentialCheck> {
  const email = input.email.trim().toLowerCase();
  const subject = `${email}|${input.address}`;
  const limit = await consume(db, ADMIN_LOGIN_RULE, subject, input.now);
  if (!limit.allowed) {
    return { ok: false, reason: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds };
  }
  const [admin] = await db.select().from(admins).where(eq(admins.email, email));
  const valid = await verifyPassword(input.password, admin?.passwordHash ?? (await decoyHash()));
  const publicPassword = input.password === DEV_ADMIN_PASSWORD && !input.local;
  if (!admin || !valid || publicPassword) return { ok: false, reason: "invalid" };
  await clear(db, ADMIN_LOGIN_RULE, subject);
  return { ok: true, adminId: admin.id, email: admin.email };
}
