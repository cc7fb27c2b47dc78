/**
 * Every OTP number in one place; docs/decisions/007-otp-abuse-limits.md has the arithmetic that
 * bounds guessing. These are the server's limits; each send answers the cool-down it set
 * (`resendAfterSeconds`), which the login counts down to its "Send Again".
 * No limit here blocks a number for long: a stranger can slow its owner down (growing cool-downs,
 * at most `maxSendCooldownMs`) but never lock them out for the day. The number's daily SMS budget
 * (otp-send-budgets.ts) keeps a reserve for the browsers that proved the number; only a browser
 * that never did waits for the next day once a stranger spent the budget.
 */
import type { RateLimitRule } from "../rate-limit/rate-limit.ts";

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export const otpLimits = {
  /** A code lives 5 minutes. */
  codeLifetimeMs: 5 * MINUTE,
  /** Wrong tries a single code survives; the fifth wrong try kills it. */
  maxTriesPerCode: 5,
  /** Tries of a code sent while its number is under attack. */
  triesUnderAttack: 1,
  /**
   * The wait between two sends to one number: 20 s (the shortest "Send Again" prompt the UI keeps
   * must be accepted), doubled for every other send and every wrong try on the number within
   * `pressureWindowMs`, never more than 15 minutes.
   */
  sendCooldownMs: 20 * SECOND,
  maxSendCooldownMs: 15 * MINUTE,
  pressureWindowMs: HOUR,
  /**
   * A number is under attack after this many wrong tries in the last day, or this many sends in
   * the last hour: its next codes allow `triesUnderAttack` tries and each send needs a solved
   * proof-of-work captcha.
   */
  attackFailuresPerDay: 5,
  attackSendsPerHour: 3,
  sendsPerAddress: { name: "otp-sends-address", limit: 20, windowMs: HOUR },
  /** OTP checks (verify-otp, login, sign-up, reports) from one client. */
  checksPerAddress: { name: "otp-checks-address", limit: 60, windowMs: HOUR },
  /** Wrong codes from one client: past the limit it may check none until the hour ends. */
  failuresPerClient: { name: "otp-failures-client", limit: 10, windowMs: HOUR },
} as const satisfies Record<string, number | RateLimitRule>;

/** The wait after the newest send, given the number's other sends and wrong tries lately. */
export function sendCooldownMs(sendsInWindow: number, failuresInWindow: number): number {
  const doublings = Math.max(0, sendsInWindow - 1) + failuresInWindow;
  // 2^6 × 20 s already exceeds the cap: larger exponents only risk overflowing to Infinity.
  const wait = otpLimits.sendCooldownMs * 2 ** Math.min(doublings, 16);
  return Math.min(wait, otpLimits.maxSendCooldownMs);
}

/** "Is this number known?" lookups (verify-user, legacy-user) from one client address. */
export const lookupsPerAddress: RateLimitRule = {
  name: "account-lookups-address",
  limit: 30,
  windowMs: 10 * MINUTE,
};

/** Sign-up attempts from one client (each either checks a code or is refused without one). */
export const signUpsPerClient: RateLimitRule = {
  name: "sign-up-client",
  limit: 20,
  windowMs: HOUR,
};
