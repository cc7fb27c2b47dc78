/**
 * Admin password hashing: scrypt from node:crypto, stored as `scrypt$N$r$p$salt$hash` (base64).
 * Verification recomputes with the stored parameters and compares in constant time.
 */
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";

/** scrypt's cost parameters, stored with each hash (verification reads them from the hash). */
export interface PasswordCost {
  N: number;
  r: number;
  p: number;
}

/** Every account the app creates; the decoy too, so an unknown e-mail costs the same. */
export const PASSWORD_COST: PasswordCost = { N: 2 ** 15, r: 8, p: 1 };
const { N, r: R } = PASSWORD_COST;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const maxmem = 256 * (options.N ?? N) * (options.r ?? R) + 1024 * 1024;
    scrypt(password.normalize("NFC"), salt, KEY_LENGTH, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * `cost` is PASSWORD_COST but for the test suite's own fixture accounts, which it creates by the
 * hundred (edge-api/test/support/password-cost.ts): their sign-ins run the same code.
 */
export async function hashPassword(password: string, cost = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64"), key.toString("base64")].join(
    "$",
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const actual = await derive(password, Buffer.from(salt, "base64"), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Checked against when the e-mail is unknown, so a wrong e-mail takes as long as a wrong password. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString("hex"));
  return decoy;
}
