/**
 * One-time passwords (decisions.md: Security). Guarantees:
 * - a code is 5 CSPRNG digits, stored only as a keyed hash, never logged or returned;
 * - only a number's newest code counts, so a resend kills the previous one;
 * - a code lives 5 minutes and is consumed by its first correct use;
 * - at most 5 tries are ever compared against one code, even under concurrency: a try first
 *   reserves one of the 5 slots with a conditional UPDATE, then compares; a correct try gives its
 *   slot back when it consumes the code;
 * - 10 wrong tries in a day block the number (sends and checks) until the day ends;
 * - sends are limited per number (20 s cool-down, 5 an hour) and per client address.
 * All time comes from the injected clock.
 */
import { and, desc, eq, gt, gte, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { otpChallenges } from "../../db/schema.ts";
import type { Transaction } from "../../db/types.ts";
import { claimCooldown, consume, peek } from "../rate-limit/rate-limit.ts";
import type { SmsSender } from "../sms/sms.ts";
import { generateOtpCode, hashOtpCode, otpCodeMatches } from "./otp-code.ts";
import { otpLimits } from "./otp-limits.ts";

export type RateLimited = { status: "rate-limited"; retryAfterSeconds: number };
export type SendOutcome = { status: "sent" } | RateLimited;
export type CheckOutcome =
  | { status: "correct"; challengeId: string }
  | { status: "incorrect" }
  | RateLimited;

export interface OtpService {
  /** Creates a new code for the number (the old one dies) and sends it by SMS. */
  send(mobile: string, clientAddress: string): Promise<SendOutcome>;
  /**
   * Compares a code with the number's live code. A correct code is reserved, not yet consumed:
   * the caller must `consume` it (in the transaction that acts on it) or `release` it.
   */
  check(mobile: string, code: string, clientAddress: string): Promise<CheckOutcome>;
  /** Marks a correct code used; false when another request consumed it first. */
  consume(challengeId: string, executor?: Database | Transaction): Promise<boolean>;
  /** Gives a correct but unused code its try back (the action failed for another reason). */
  release(challengeId: string): Promise<void>;
  /** Whether the number verified a code within the sign-up window. */
  hasRecentVerification(mobile: string): Promise<boolean>;
}

export interface OtpServiceDeps {
  db: Database;
  clock: () => Date;
  secretKey: string;
  sms: SmsSender;
}

export function createOtpService({ db, clock, secretKey, sms }: OtpServiceDeps): OtpService {
  const limited = (retryAfterSeconds: number): RateLimited => ({
    status: "rate-limited",
    retryAfterSeconds,
  });

  return {
    async send(mobile, clientAddress) {
      const now = clock();
      const blocked = await peek(db, otpLimits.failuresPerNumber, mobile, now);
      if (!blocked.allowed) return limited(blocked.retryAfterSeconds);
      const byAddress = await consume(db, otpLimits.sendsPerAddress, clientAddress, now);
      if (!byAddress.allowed) return limited(byAddress.retryAfterSeconds);
      const hourly = await peek(db, otpLimits.sendsPerNumber, mobile, now);
      if (!hourly.allowed) return limited(hourly.retryAfterSeconds);
      const cooldown = await claimCooldown(
        db,
        "otp-send-cooldown",
        mobile,
        otpLimits.sendCooldownMs,
        now,
      );
      if (!cooldown.allowed) return limited(cooldown.retryAfterSeconds);
      await consume(db, otpLimits.sendsPerNumber, mobile, now);

      const code = generateOtpCode();
      await db.insert(otpChallenges).values({
        mobileNumber: mobile,
        codeHash: hashOtpCode(secretKey, mobile, code),
        expiresAt: new Date(now.getTime() + otpLimits.codeLifetimeMs),
        createdAt: now,
      });
      await sms.sendOtp(mobile, code);
      return { status: "sent" };
    },

    async check(mobile, code, clientAddress) {
      const now = clock();
      const byAddress = await consume(db, otpLimits.checksPerAddress, clientAddress, now);
      if (!byAddress.allowed) return limited(byAddress.retryAfterSeconds);
      const blocked = await peek(db, otpLimits.failuresPerNumber, mobile, now);
      if (!blocked.allowed) return limited(blocked.retryAfterSeconds);

      const [newest] = await db
        .select({ id: otpChallenges.id })
        .from(otpChallenges)
        .where(eq(otpChallenges.mobileNumber, mobile))
        .orderBy(desc(otpChallenges.createdAt))
        .limit(1);
      if (!newest) return { status: "incorrect" };
      // Reserve one of the code's tries; a dead code (used, expired, out of tries) reserves none.
      const [reserved] = await db
        .update(otpChallenges)
        .set({ failedAttempts: sql`${otpChallenges.failedAttempts} + 1` })
        .where(
          and(
            eq(otpChallenges.id, newest.id),
            isNull(otpChallenges.consumedAt),
            gt(otpChallenges.expiresAt, now),
            lt(otpChallenges.failedAttempts, otpLimits.maxTriesPerCode),
          ),
        )
        .returning({ codeHash: otpChallenges.codeHash });
      if (!reserved) return { status: "incorrect" };
      if (otpCodeMatches(secretKey, mobile, code, reserved.codeHash)) {
        return { status: "correct", challengeId: newest.id };
      }
      await consume(db, otpLimits.failuresPerNumber, mobile, now);
      return { status: "incorrect" };
    },

    async consume(challengeId, executor = db) {
      const used = await executor
        .update(otpChallenges)
        .set({
          consumedAt: clock(),
          failedAttempts: sql`${otpChallenges.failedAttempts} - 1`,
        })
        .where(and(eq(otpChallenges.id, challengeId), isNull(otpChallenges.consumedAt)))
        .returning({ id: otpChallenges.id });
      return used.length > 0;
    },

    async release(challengeId) {
      await db
        .update(otpChallenges)
        .set({ failedAttempts: sql`greatest(${otpChallenges.failedAttempts} - 1, 0)` })
        .where(and(eq(otpChallenges.id, challengeId), isNull(otpChallenges.consumedAt)));
    },

    async hasRecentVerification(mobile) {
      const since = new Date(clock().getTime() - otpLimits.signUpVerificationMs);
      const [row] = await db
        .select({ id: otpChallenges.id })
        .from(otpChallenges)
        .where(and(eq(otpChallenges.mobileNumber, mobile), gte(otpChallenges.consumedAt, since)))
        .limit(1);
      return row !== undefined;
    },
  };
}
