/**
 * The configuration of the OTP-send budgets (otp-send-budgets.ts), read by env.ts with the rest
 * of the environment. The defaults are the production sizes; otp-send-budgets.ts says why.
 */
import { z } from "zod";

const wholeNumberOf = (unit: string) => `must be a whole number of ${unit}, at least 1`;

const count = (unit: string, fallback: number) =>
  z.coerce
    .number({ error: wholeNumberOf(unit) })
    .int(wholeNumberOf(unit))
    .min(1, wholeNumberOf(unit))
    .default(fallback);

export const otpSendVariables = {
  /** OTP SMS one number receives in a UTC day (its owner's browser may go past it). */
  OTP_DAILY_SMS_PER_NUMBER: count("messages", 10),
  /**
   * OTP SMS to numbers nobody uses here, from one address group (IPv4 /24, IPv6 /48), in a UTC
   * day; past a tenth of it each send needs a solved captcha.
   */
  OTP_DAILY_SMS_PER_ADDRESS_GROUP: count("messages", 200),
  /** OTP SMS to numbers nobody uses here, in one number prefix (the first 5 digits), per UTC day. */
  OTP_DAILY_SMS_PER_NUMBER_PREFIX: count("messages", 50),
  /**
   * `on`: the first send from an address group not seen for a week, and each send past a tenth of
   * the group's budget, needs a solved captcha. `off` only outside production (the API tests that
   * are not about it).
   */
  OTP_ADDRESS_GROUP_CAPTCHA: z
    .enum(["on", "off"], { error: 'must be "on" or "off"' })
    .default("on"),
};

/** Production never turns the address groups' captcha off. */
export function checkOtpSendVariables(
  env: { NODE_ENV: string; OTP_ADDRESS_GROUP_CAPTCHA: "on" | "off" },
  need: (path: string, message: string) => void,
) {
  if (env.NODE_ENV === "production" && env.OTP_ADDRESS_GROUP_CAPTCHA === "off")
    need(
      "OTP_ADDRESS_GROUP_CAPTCHA",
      "must be on when NODE_ENV=production: without it a flood of OTP sends needs no proof of work",
    );
}
