/**
 * Recovery codes: ten single-use codes an admin is shown once at enrolment, for a lost phone.
 * Each is 10 characters from 31 unambiguous ones (about 50 bits), kept only as an HMAC keyed
 * from SECRET_KEY (a fast hash is enough for 50 random bits behind the sign-in limits of
 * sign-in-limits.ts). A code is used by one conditional update, so two requests racing with the
 * same code cannot both sign in.
 */
import { createHmac, hkdfSync, randomInt } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { adminRecoveryCodes } from "../../db/schema.ts";
import type { Transaction } from "../../db/types.ts";

const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const COUNT = 10;
const LENGTH = 10;

function hashOf(secretKey: string, adminId: string, code: string) {
  const key = Buffer.from(
    hkdfSync("sha256", secretKey, "vyom-recovery", "admin-recovery-code", 32),
  );
  const normalised = code.toLowerCase().replace("-", "");
  return createHmac("sha256", key).update(`${adminId}:${normalised}`).digest("base64url");
}

function newCode() {
  const chars = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, 5).join("")}-${chars.slice(5).join("")}`;
}

/** Replaces the admin's recovery codes with ten new ones and answers them (shown once). */
export async function replaceRecoveryCodes(
  db: Database | Transaction,
  secretKey: string,
  adminId: string,
): Promise<string[]> {
  const codes = Array.from({ length: COUNT }, newCode);
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
  await db
    .insert(adminRecoveryCodes)
    .values(codes.map((code) => ({ adminId, codeHash: hashOf(secretKey, adminId, code) })));
  return codes;
}

/** Uses a recovery code of the admin's once; false when it is wrong or was used before. */
export async function useRecoveryCode(
  db: Database,
  secretKey: string,
  adminId: string,
  code: string,
  now: Date,
): Promise<boolean> {
  const used = await db
    .update(adminRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(adminRecoveryCodes.adminId, adminId),
        eq(adminRecoveryCodes.codeHash, hashOf(secretKey, adminId, code)),
        isNull(adminRecoveryCodes.usedAt),
      ),
    )
    .returning({ adminId: adminRecoveryCodes.adminId });
  return used.length > 0;
}
