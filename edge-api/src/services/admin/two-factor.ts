/**
 * An admin's second factor: the TOTP secret (sealed by secret-box.ts, bound to the admin's id)
 * and recovery codes. A TOTP code signs in once: the step it belongs to must be later than the
 * last accepted step, checked and recorded by one conditional update, so a code seen over a
 * shoulder or replayed within its 30 seconds is refused, even by a request racing the first.
 */
import { RECOVERY_CODE_PATTERN, TOTP_CODE_PATTERN } from "@vyom/catalog/contract";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { admins } from "../../db/schema.ts";
import { finishPendingSignIn } from "./pending-sign-ins.ts";
import { replaceRecoveryCodes, useRecoveryCode } from "./recovery-codes.ts";
import { type SecretBox, secretBox } from "./secret-box.ts";
import { newTotpSecret, stepOfCode } from "./totp.ts";

const totpBox = (secretKey: string): SecretBox => secretBox(secretKey, "admin-totp-secret");

/** A new secret, and the same sealed for the admin, to keep in a pending enrolment. */
export function newEnrolmentSecret(secretKey: string, adminId: string) {
  const secret = newTotpSecret();
  return { secret, sealed: totpBox(secretKey).seal(secret, adminId) };
}

const openSecret = (secretKey: string, adminId: string, sealed: string) =>
  totpBox(secretKey).open(sealed, adminId);

export async function hasTwoFactor(db: Database, adminId: string) {
  const [row] = await db
    .select({ totpSecret: admins.totpSecret })
    .from(admins)
    .where(eq(admins.id, adminId));
  return row?.totpSecret != null;
}

/** Checks a TOTP code (once) or a recovery code (once) of an enrolled admin. */
export async function verifySecondFactor(
  db: Database,
  secretKey: string,
  adminId: string,
  code: string,
  now: Date,
): Promise<boolean> {
  if (RECOVERY_CODE_PATTERN.test(code)) return useRecoveryCode(db, secretKey, adminId, code, now);
  if (!TOTP_CODE_PATTERN.test(code)) return false;
  const [admin] = await db
    .select({ totpSecret: admins.totpSecret })
    .from(admins)
    .where(eq(admins.id, adminId));
  const secret = admin?.totpSecret ? openSecret(secretKey, adminId, admin.totpSecret) : undefined;
  const step = secret ? stepOfCode(secret, code, now) : undefined;
  if (step === undefined) return false;
  const accepted = await db
    .update(admins)
    .set({ totpLastStep: step })
    .where(
      and(eq(admins.id, adminId), or(isNull(admins.totpLastStep), lt(admins.totpLastStep, step))),
    )
    .returning({ id: admins.id });
  return accepted.length > 0;
}

export type EnrolmentResult =
  | { ok: true; recoveryCodes: string[] }
  | { ok: false; reason: "wrong-code" | "already-enrolled" | "expired" };

/**
 * Turns a pending enrolment into the admin's second factor when `code` comes from its secret:
 * the secret, the step of that code and ten new recovery codes are written together with the
 * end of the pending sign-in, in one transaction (a second confirmation finds it finished).
 */
export async function completeEnrolment(
  db: Database,
  secretKey: string,
  input: { adminId: string; sealedSecret: string; pendingToken: string; code: string },
  now: Date,
): Promise<EnrolmentResult> {
  const secret = openSecret(secretKey, input.adminId, input.sealedSecret);
  const step =
    secret && TOTP_CODE_PATTERN.test(input.code) ? stepOfCode(secret, input.code, now) : undefined;
  if (step === undefined) return { ok: false, reason: "wrong-code" };
  return db.transaction(async (tx): Promise<EnrolmentResult> => {
    if (!(await finishPendingSignIn(tx, input.pendingToken)))
      return { ok: false, reason: "expired" };
    const enrolled = await tx
      .update(admins)
      .set({ totpSecret: input.sealedSecret, totpLastStep: step })
      .where(and(eq(admins.id, input.adminId), isNull(admins.totpSecret)))
      .returning({ id: admins.id });
    // Enrolled meanwhile (another tab): the first secret stays; this pending enrolment is spent.
    if (enrolled.length === 0) return { ok: false, reason: "already-enrolled" };
    return { ok: true, recoveryCodes: await replaceRecoveryCodes(tx, secretKey, input.adminId) };
  });
}
