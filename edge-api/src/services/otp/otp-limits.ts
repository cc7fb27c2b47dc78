/**
 * Every OTP number in one place (decisions.md: Security). The UI keeps the spec's own timings
 * for its prompts; these are the server's limits.
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
  /** A number that has failed 10 times today can neither send nor verify until the day ends. */
  failuresPerNumber: { name: "otp-failures-mobile", limit: 10, windowMs: 24 * HOUR },
  /**
   * At least 20 s between two sends to one number: the shortest "Send Again" prompt the UI keeps
   * (the legacy path's, decisions.md) must be accepted. SMS cost stays bounded by the hourly caps.
   */
  sendCooldownMs: 20 * SECOND,
  sendsPerNumber: { name: "otp-sends-mobile", limit: 5, windowMs: HOUR },
  sendsPerAddress: { name: "otp-sends-address", limit: 20, windowMs: HOUR },
  /** OTP checks (verify-otp, login, sign-up with a code) from one client address. */
  checksPerAddress: { name: "otp-checks-address", limit: 60, windowMs: HOUR },
  /** Sign-up accepts a number whose OTP was verified this recently. */
  signUpVerificationMs: 10 * MINUTE,
} as const satisfies Record<string, number | RateLimitRule>;

/** "Is this number known?" lookups (verify-user, legacy-user) from one client address. */
export const lookupsPerAddress: RateLimitRule = {
  name: "account-lookups-address",
  limit: 30,
  windowMs: 10 * MINUTE,
};
