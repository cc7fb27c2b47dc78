/**
 * The day's budgets of OTP SMS below the global one (services/sms/sms-budget.ts), each counted
 * first and atomically (rate-limit.ts `consume`) per UTC day, so that no single number, network
 * or number block can spend the day's messages:
 *
 * - per number (OTP_DAILY_SMS_PER_NUMBER, 10): a customer uses two to four codes on a busy day
 *   (a login, a report, a step-up, a resend); the cool-downs alone let a stranger send about a
 *   hundred a day to someone's phone. Any browser may spend it, so a stranger can: past it, a
 *   browser that proved the number in the last 30 days (known-number.ts `provenBy`: its owner's)
 *   still gets codes from a reserve of half as many again (5), which no other browser can spend.
 *   A stranger cannot lock the owner out of a browser they used before, and the phone gets at
 *   most one and a half budgets a day (15), whoever asks. A browser that never proved the number
 *   (the owner's new phone too) waits for the next day once strangers spent the budget: it cannot
 *   be told from them.
 * - per address group (OTP_DAILY_SMS_PER_ADDRESS_GROUP, 200; address-group.ts: IPv4 /24, IPv6
 *   /48), for numbers nobody uses here: an office, a hostel or a carrier's NAT range signs up or
 *   asks report codes for new numbers tens of times a day; 200 stops one network's flood at 4% of
 *   the default day, so the new numbers' share needs 18 networks. Past a tenth of it (20), each
 *   send needs a solved captcha first: the softer step, which the app solves by itself.
 * - per number prefix (OTP_DAILY_SMS_PER_NUMBER_PREFIX, 50; number-prefix.ts: the first 5
 *   digits), for numbers nobody uses here: a flood across many networks to one block of numbers
 *   (SMS pumping) stops at 50, while a city's new customers are a handful per block a day.
 *
 * Existing customers' numbers (known-number.ts) are counted per number only: a flood from their
 * network or to their block never stops their logins and report codes. A captcha is asked on the
 * first send from a group not seen for a week (seen-address-groups.ts).
 */
import type { Env } from "../../env.ts";
import type { RateLimitRule } from "../rate-limit/rate-limit.ts";

const DAY = 24 * 60 * 60 * 1_000;

export type OtpSendEnv = Pick<
  Env,
  | "OTP_DAILY_SMS_PER_NUMBER"
  | "OTP_DAILY_SMS_PER_ADDRESS_GROUP"
  | "OTP_DAILY_SMS_PER_NUMBER_PREFIX"
  | "OTP_ADDRESS_GROUP_CAPTCHA"
>;

export interface OtpSendBudgets {
  perNumber: RateLimitRule;
  /** The number's reserve past `perNumber`, for browsers that proved it (known-number.ts). */
  perNumberProven: RateLimitRule;
  perAddressGroup: RateLimitRule;
  perPrefix: RateLimitRule;
  /** Whether address groups are asked for captchas (new groups, busy groups). */
  groupCaptcha: boolean;
  /** A group's sends to new numbers today past which each needs a captcha. */
  groupCaptchaAfter: number;
}

export function otpSendBudgetsOf(env: OtpSendEnv): OtpSendBudgets {
  const perAddressGroup = env.OTP_DAILY_SMS_PER_ADDRESS_GROUP;
  return {
    perNumber: { name: "otp-sms-number", limit: env.OTP_DAILY_SMS_PER_NUMBER, windowMs: DAY },
    perNumberProven: {
      name: "otp-sms-number-proven",
      limit: Math.ceil(env.OTP_DAILY_SMS_PER_NUMBER / 2),
      windowMs: DAY,
    },
    perAddressGroup: { name: "otp-sms-address-group", limit: perAddressGroup, windowMs: DAY },
    perPrefix: {
      name: "otp-sms-number-prefix",
      limit: env.OTP_DAILY_SMS_PER_NUMBER_PREFIX,
      windowMs: DAY,
    },
    groupCaptcha: env.OTP_ADDRESS_GROUP_CAPTCHA === "on",
    groupCaptchaAfter: Math.floor(perAddressGroup / 10),
  };
}
