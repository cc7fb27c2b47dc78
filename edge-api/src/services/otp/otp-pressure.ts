/**
 * How hard a number is being pushed, read from its own recent codes (a sliding window: no counter
 * resets at the hour for an attacker to wait for): sends and the asking client's own wrong tries
 * in the last hour set the cool-down before the next send; wrong tries in the last day or many
 * sends in the hour mark the number as under attack. A code's `failed_attempts` counts its wrong tries (a correct, consumed
 * try gives its slot back), so the table itself is the failure count per number.
 */
import { and, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { otpChallenges } from "../../db/schema.ts";
import { otpLimits, sendCooldownMs } from "./otp-limits.ts";

const DAY = 24 * 60 * 60 * 1_000;

export interface NumberPressure {
  /** When the next send to the number is allowed (now or earlier: at once). */
  nextSendAt: Date;
  /** The wait a send made now would set before the one after it (what the app counts down). */
  cooldownAfterSendMs: number;
  /** The number is being pushed (by anyone): a send needs a solved captcha. */
  underAttack: boolean;
  /** The asking client itself tried many wrong codes: its next code allows one try. */
  clientGuessing: boolean;
}

/**
 * `binding` is the asking client's (http/otp-client.ts): its own wrong tries grow its cool-down
 * and cut its next code's tries; others' wrong tries (on their own codes) only ask it for a
 * captcha. Sends to the number count whoever made them: they are SMS to its owner.
 */
export async function numberPressure(db: Database, mobile: string, now: Date, binding: string) {
  const hourAgo = new Date(now.getTime() - otpLimits.pressureWindowMs);
  const own = sql`${otpChallenges.clientBinding} = ${binding}`;
  const [row] = await db
    .select({
      lastSentAt: sql<Date | string | null>`max(${otpChallenges.createdAt})`,
      sendsInHour: sql<number>`count(*) filter (where ${otpChallenges.createdAt} > ${hourAgo})`,
      failuresInHour: sql<number>`coalesce(sum(${otpChallenges.failedAttempts}) filter (where ${otpChallenges.createdAt} > ${hourAgo} and ${own}), 0)`,
      failuresInDay: sql<number>`coalesce(sum(${otpChallenges.failedAttempts}), 0)`,
      ownFailuresInDay: sql<number>`coalesce(sum(${otpChallenges.failedAttempts}) filter (where ${own}), 0)`,
    })
    .from(otpChallenges)
    .where(
      and(
        eq(otpChallenges.mobileNumber, mobile),
        gt(otpChallenges.createdAt, new Date(now.getTime() - DAY)),
      ),
    );
  const sends = Number(row?.sendsInHour ?? 0);
  const failuresInHour = Number(row?.failuresInHour ?? 0);
  const lastSentAt = row?.lastSentAt ? new Date(row.lastSentAt).getTime() : 0;
  return {
    nextSendAt: new Date(lastSentAt + sendCooldownMs(sends, failuresInHour)),
    cooldownAfterSendMs: sendCooldownMs(sends + 1, failuresInHour),
    underAttack:
      Number(row?.failuresInDay ?? 0) >= otpLimits.attackFailuresPerDay ||
      sends >= otpLimits.attackSendsPerHour,
    clientGuessing: Number(row?.ownFailuresInDay ?? 0) >= otpLimits.attackFailuresPerDay,
  } satisfies NumberPressure;
}
