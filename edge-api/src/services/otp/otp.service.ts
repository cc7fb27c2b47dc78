/**
 * One-time passwords. Guarantees:
 * - a code is 5 CSPRNG digits, stored only as a keyed hash, never logged or returned;
 * - a code is bound to its purpose ("login", "sign-up", "report"): it proves that and nothing
 *   else, and only the number's newest code for a purpose counts (a resend kills the previous one);
 * - a code is bound to the client that asked for it (`binding`, http/otp-client.ts): a check from
 *   any other client is answered "incorrect" without being compared, so it neither uses the
 *   code's tries nor kills it, and another client's sends do not kill it either; the cool-down
 *   and the tries of a client's next code grow with that client's own wrong tries only;
 * - a code lives 5 minutes and is consumed by its first correct use;
 * - at most `max_tries` tries are ever compared against one code, even under concurrency: a try
 *   first reserves a slot with a conditional UPDATE, then compares; a correct try gives its slot
 *   back when it consumes the code. A number under attack gets codes with fewer tries;
 * - sends to one number wait a cool-down that grows with its recent sends and wrong tries (at most
 *   15 minutes, otp-pressure.ts); wrong tries are limited per client (each try is counted before
 *   it is compared, so a burst cannot pass the limit together); nothing locks a number's owner
 *   out for the day;
 * - sends ask for captchas and come out of the daily budgets per number, address group, number
 *   prefix and the global one as otp-send.ts says, so a flood cannot stop customers' logins.
 * All time comes from the injected clock.
 */
import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { otpChallenges } from "../../db/schema.ts";
import type { Transaction } from "../../db/types.ts";
import type { AppDeps } from "../../deps.ts";
import { consume, refund } from "../rate-limit/rate-limit.ts";
import { otpCodeMatches } from "./otp-code.ts";
import { otpLimits } from "./otp-limits.ts";
import {
  createOtpSend,
  limited,
  type OtpSendDeps,
  type RateLimited,
  type SendOutcome,
  type SendRequest,
} from "./otp-send.ts";

export const otpPurposes = ["login", "sign-up", "report"] as const;
export type OtpPurpose = (typeof otpPurposes)[number];

export type CheckOutcome =
  | { status: "correct"; challengeId: string }
  | { status: "incorrect" }
  | RateLimited;

export interface CheckRequest {
  mobile: string;
  code: string;
  purpose: OtpPurpose;
  client: string;
  /** The checking client's binding; none (no cookie) matches no code. */
  binding: string | undefined;
}

export interface OtpService {
  /** Creates a new code for the number and purpose (the old one dies) and sends it by SMS. */
  send(request: SendRequest): Promise<SendOutcome>;
  /**
   * Compares a code with the number's live code for the purpose. A correct code is reserved, not
   * yet consumed: the caller must `consume` it (in the transaction that acts on it) or `release` it.
   */
  check(request: CheckRequest): Promise<CheckOutcome>;
  /** Marks a correct code used; false when another request consumed it first. */
  consume(challengeId: string, executor?: Database | Transaction): Promise<boolean>;
  /** Gives a correct but unused code its try back (the action failed for another reason). */
  release(challengeId: string): Promise<void>;
}

export type OtpServiceDeps = OtpSendDeps;

/** The service over the app's adapters and configuration. */
export function otpServiceOf(deps: AppDeps): OtpService {
  return createOtpService({
    ...deps,
    secretKey: deps.env.SECRET_KEY,
    smsDailyBudget: deps.env.SMS_DAILY_BUDGET,
  });
}

export function createOtpService(deps: OtpServiceDeps): OtpService {
  const { db, clock, secretKey } = deps;

  return {
    send: createOtpSend(deps),

    async check({ mobile, code, purpose, client, binding }) {
      const now = clock();
      const byClient = await consume(db, otpLimits.checksPerAddress, client, now);
      if (!byClient.allowed) return limited(byClient.retryAfterSeconds);
      // Counted as a failure before it is compared, by the statement that reads the count: a
      // peek first let a burst of concurrent guesses all read "under the limit". A correct try
      // gives its count back.
      const failures = await consume(db, otpLimits.failuresPerClient, client, now);
      if (!failures.allowed) return limited(failures.retryAfterSeconds);
      const incorrect = { status: "incorrect" } as const;

      if (binding === undefined) return incorrect;
      // The newest code this client asked for: another client's codes are not this one's to try.
      const [newest] = await db
        .select({ id: otpChallenges.id })
        .from(otpChallenges)
        .where(
          and(
            eq(otpChallenges.mobileNumber, mobile),
            eq(otpChallenges.purpose, purpose),
            eq(otpChallenges.clientBinding, binding),
          ),
        )
        .orderBy(desc(otpChallenges.createdAt))
        .limit(1);
      if (!newest) return incorrect;
      // Reserve one of the code's tries; a dead code (used, expired, out of tries) reserves none.
      const [reserved] = await db
        .update(otpChallenges)
        .set({ failedAttempts: sql`${otpChallenges.failedAttempts} + 1` })
        .where(
          and(
            eq(otpChallenges.id, newest.id),
            isNull(otpChallenges.consumedAt),
            gt(otpChallenges.expiresAt, now),
            lt(otpChallenges.failedAttempts, otpChallenges.maxTries),
          ),
        )
        .returning({ codeHash: otpChallenges.codeHash });
      if (!reserved) return incorrect;
      if (otpCodeMatches(secretKey, mobile, code, reserved.codeHash)) {
        await refund(db, otpLimits.failuresPerClient, client, now);
        return { status: "correct", challengeId: newest.id };
      }
      return incorrect;
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
  };
}
