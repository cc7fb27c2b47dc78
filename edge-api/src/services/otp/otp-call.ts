/**
 * A code read out by phone call (MSG91's OTP API retries its stored code by voice: msg91-sms.ts).
 * The call carries the code this client was last sent, so:
 * - it is offered only for a live code (unused, unexpired, with tries left) that this client asked
 *   for and that is the number's newest for the purpose: a stranger, or a client whose code was
 *   replaced or used, has nothing to call for;
 * - it is recorded as a send of its own (a new row with the same code hash, the same expiry and the
 *   tries the code has left), so the number's cool-down, its under-attack count and every budget
 *   treat it as the SMS resend it replaces (otp-send.ts), and the wrong tries are not counted twice.
 */
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { otpChallenges } from "../../db/schema.ts";
import type { OtpPurpose } from "./otp.service.ts";

export interface CallableCode {
  codeHash: string;
  expiresAt: Date;
  triesLeft: number;
}

/** The code a call would read out, or undefined when this client has none to call for. */
export async function codeToCall(
  db: Database,
  request: { mobile: string; purpose: OtpPurpose; binding: string },
  now: Date,
): Promise<CallableCode | undefined> {
  const [newest] = await db
    .select({
      codeHash: otpChallenges.codeHash,
      expiresAt: otpChallenges.expiresAt,
      maxTries: otpChallenges.maxTries,
      failedAttempts: otpChallenges.failedAttempts,
      consumedAt: otpChallenges.consumedAt,
      clientBinding: otpChallenges.clientBinding,
    })
    .from(otpChallenges)
    .where(
      and(
        eq(otpChallenges.mobileNumber, request.mobile),
        eq(otpChallenges.purpose, request.purpose),
      ),
    )
    .orderBy(desc(otpChallenges.createdAt))
    .limit(1);
  if (!newest || newest.clientBinding !== request.binding || newest.consumedAt !== null) return;
  const triesLeft = newest.maxTries - newest.failedAttempts;
  if (newest.expiresAt <= now || triesLeft <= 0) return;
  return { codeHash: newest.codeHash, expiresAt: newest.expiresAt, triesLeft };
}

/** The call, recorded as the number's newest send of the same code. */
export async function recordCall(
  db: Database,
  request: { mobile: string; purpose: OtpPurpose; binding: string },
  code: CallableCode,
  now: Date,
): Promise<void> {
  await db.insert(otpChallenges).values({
    mobileNumber: request.mobile,
    purpose: request.purpose,
    codeHash: code.codeHash,
    maxTries: code.triesLeft,
    expiresAt: code.expiresAt,
    clientBinding: request.binding,
    createdAt: now,
  });
}
