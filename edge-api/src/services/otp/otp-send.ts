/**
 * Sending a code (otp.service.ts `send`). Guarantees, in the order they are checked:
 * - a client sends at most `sendsPerAddress` an hour, and a number waits its cool-down
 *   (otp-pressure.ts) before its next code;
 * - a send asks for a solved captcha while its number is under attack, when its address group
 *   (address-group.ts) has not solved one in the last week, and for each send past a tenth of the
 *   group's daily budget (otp-send-budgets.ts); a captcha passes once;
 * - no address group, number or number prefix gets more OTP SMS a day than its budget
 *   (otp-send-budgets.ts), nor all numbers more than the global budget (sms-budget.ts); past
 *   the number's budget only a browser that proved the number gets codes, from the number's
 *   reserve. Each budget is counted first, in the statement that reads the count, so a burst
 *   cannot pass it together; a send refused at a later step gives its counts back, so the
 *   budgets count SMS that went out. The first trip of each budget in its window is logged at
 *   error level (the alert).
 * A call (`channel: "voice"`) reads out the client's live code instead of sending a new one
 * (otp-call.ts): refused "no-code" without one, and otherwise counted, limited and budgeted exactly
 * as an SMS resend.
 * All time comes from the injected clock.
 */
import type { MessageLanguage } from "@vyom/catalog/contract";
import type { Database } from "../../db/client.ts";
import { otpChallenges } from "../../db/schema.ts";
import type { Logger } from "../../logger.ts";
import type { Metrics } from "../../metrics.ts";
import type { CaptchaFailure, CaptchaProvider } from "../captcha/captcha.ts";
import { claimCooldown, consume, type RateLimitRule, refund } from "../rate-limit/rate-limit.ts";
import { alertBudgetSpent } from "../sms/budget-alert.ts";
import { maskMobile, type SmsSender } from "../sms/sms.ts";
import { createSmsBudget } from "../sms/sms-budget.ts";
import { otpAddressGroup } from "./address-group.ts";
import { isKnownNumber, provenBy } from "./known-number.ts";
import { numberPrefix } from "./number-prefix.ts";
import type { OtpPurpose } from "./otp.service.ts";
import { type CallableCode, codeToCall, recordCall } from "./otp-call.ts";
import { generateOtpCode, hashOtpCode } from "./otp-code.ts";
import { otpLimits } from "./otp-limits.ts";
import { numberPressure } from "./otp-pressure.ts";
import { type OtpSendEnv, otpSendBudgetsOf } from "./otp-send-budgets.ts";
import { isSeenGroup, markSeenGroup } from "./seen-address-groups.ts";

export type RateLimited = { status: "rate-limited"; retryAfterSeconds: number };
export type SendOutcome =
  /** `resendAfterSeconds`: this send's cool-down, after which the number's next send is allowed. */
  | { status: "sent"; resendAfterSeconds: number }
  | RateLimited
  | { status: "captcha-required" }
  | { status: "captcha-failed"; reason: CaptchaFailure }
  /** A budget of SMS shared by many (the day's, a number prefix's) is spent: nothing was sent. */
  | { status: "not-sent" }
  /** A call asked for, but this client has no live code for the number (otp-call.ts). */
  | { status: "no-code" };

/** How the code goes out: a new code by SMS, or the live one read out by a phone call. */
export type OtpChannel = "sms" | "voice";

export interface SendRequest {
  mobile: string;
  purpose: OtpPurpose;
  /** The client's rate-limit subject (clientGroup). */
  client: string;
  /** The asking client's binding (http/otp-client.ts): only its checks are compared. */
  binding: string;
  /** The client's address: its address group's budget counts the send (and a captcha may want it). */
  remoteIp: string;
  /** A solved captcha, when the number is under attack or the address group new or busy. */
  captcha: string | undefined;
  /** The request's logger, for the SMS send's lines (the service's own otherwise). */
  logger?: Logger;
  /** "voice": call the number with its live code (the adapter must offer `retryOtpByVoice`). */
  channel?: OtpChannel;
  /** The SMS's language (services/sms/sms-languages.ts); English when none. */
  language?: MessageLanguage;
}

export interface OtpSendDeps {
  db: Database;
  clock: () => Date;
  logger: Logger;
  metrics: Metrics;
  secretKey: string;
  sms: SmsSender;
  captcha: CaptchaProvider;
  smsDailyBudget: number;
  env: OtpSendEnv;
}

export const limited = (retryAfterSeconds: number): RateLimited => ({
  status: "rate-limited",
  retryAfterSeconds,
});

const secondsUntil = (moment: Date, now: Date) =>
  Math.max(1, Math.ceil((moment.getTime() - now.getTime()) / 1000));

/** The counts a send took, given back when a later step refuses it. */
function takenCounts(db: Database, now: Date) {
  const taken: [RateLimitRule, string][] = [];
  return {
    take: (rule: RateLimitRule, subject: string) => void taken.push([rule, subject]),
    async refuse<T extends SendOutcome>(outcome: T): Promise<T> {
      for (const [rule, subject] of taken.splice(0)) await refund(db, rule, subject, now);
      return outcome;
    },
  };
}

export function createOtpSend(deps: OtpSendDeps): (request: SendRequest) => Promise<SendOutcome> {
  const { db, clock, secretKey, sms, captcha, metrics } = deps;
  const budget = createSmsBudget({ ...deps, perDay: deps.smsDailyBudget });
  const budgets = otpSendBudgetsOf(deps.env);

  return async (request) => {
    const { mobile, purpose, client, binding, remoteIp, captcha: solution, logger } = request;
    const log = logger ?? deps.logger;
    const now = clock();
    const byClient = await consume(db, otpLimits.sendsPerAddress, client, now);
    if (!byClient.allowed) return limited(byClient.retryAfterSeconds);
    let toCall: CallableCode | undefined;
    if (request.channel === "voice") {
      toCall = sms.retryOtpByVoice ? await codeToCall(db, request, now) : undefined;
      if (!toCall) return { status: "no-code" };
    }
    const pressure = await numberPressure(db, mobile, now, binding);
    if (pressure.nextSendAt > now) return limited(secondsUntil(pressure.nextSendAt, now));
    // A sign-up is for a number not registered here by definition.
    const known = purpose !== "sign-up" && (await isKnownNumber(db, mobile));
    const group = otpAddressGroup(remoteIp);
    const counts = takenCounts(db, now);
    const spent = (
      event: string,
      rule: RateLimitRule,
      subject: string,
      fields: Record<string, unknown>,
    ) => alertBudgetSpent(db, log, { event, rule, subject, fields }, now);

    let captchaNeeded = pressure.underAttack;
    if (!known) {
      const fromGroup = await consume(db, budgets.perAddressGroup, group, now);
      if (!fromGroup.allowed) {
        await spent("sms.address-group-budget-spent", budgets.perAddressGroup, group, { group });
        return limited(fromGroup.retryAfterSeconds);
      }
      counts.take(budgets.perAddressGroup, group);
      if (budgets.groupCaptcha && fromGroup.count > budgets.groupCaptchaAfter) captchaNeeded = true;
    }
    if (!captchaNeeded && budgets.groupCaptcha)
      captchaNeeded = !(await isSeenGroup(db, group, now));
    if (captchaNeeded) {
      if (solution === undefined) return counts.refuse({ status: "captcha-required" });
      const solved = await captcha.verify(solution, { remoteIp });
      if (!solved.success)
        return counts.refuse({ status: "captcha-failed", reason: solved.reason });
      if (budgets.groupCaptcha) await markSeenGroup(db, group, now);
    }
    // Before the cool-down is claimed: a stranger refused here must not hold up the owner's send.
    const toNumber = await consume(db, budgets.perNumber, mobile, now);
    if (toNumber.allowed) counts.take(budgets.perNumber, mobile);
    else {
      await refund(db, budgets.perNumber, mobile, now);
      await spent("sms.number-budget-spent", budgets.perNumber, mobile, { to: maskMobile(mobile) });
      // The owner's browser draws on the number's reserve, which strangers cannot spend.
      const proven = await provenBy(db, mobile, binding, now);
      const reserve = proven ? await consume(db, budgets.perNumberProven, mobile, now) : undefined;
      if (!reserve?.allowed) {
        if (reserve) await refund(db, budgets.perNumberProven, mobile, now);
        return counts.refuse(limited(toNumber.retryAfterSeconds));
      }
      counts.take(budgets.perNumberProven, mobile);
    }
    // Two sends that both read "no cool-down" race here: only one claims the moment.
    const claim = await claimCooldown(
      db,
      "otp-send-cooldown",
      mobile,
      otpLimits.sendCooldownMs,
      now,
    );
    if (!claim.allowed) return counts.refuse(limited(claim.retryAfterSeconds));
    if (!known) {
      const prefix = numberPrefix(mobile);
      const inPrefix = await consume(db, budgets.perPrefix, prefix, now);
      if (!inPrefix.allowed) {
        await spent("sms.number-prefix-budget-spent", budgets.perPrefix, prefix, { prefix });
        metrics.otpSms("refused_budget");
        return counts.refuse({ status: "not-sent" });
      }
      counts.take(budgets.perPrefix, prefix);
    }
    if (!(await budget.spend(log, { known }))) {
      metrics.otpSms("refused_budget");
      return counts.refuse({ status: "not-sent" });
    }

    if (toCall && sms.retryOtpByVoice) {
      await recordCall(db, request, toCall, now);
      try {
        await sms.retryOtpByVoice(mobile, logger);
      } catch (error) {
        metrics.otpSms("failed");
        throw error;
      }
      metrics.otpSms("sent");
      return sentWithCooldown(pressure.cooldownAfterSendMs);
    }
    const code = generateOtpCode();
    await db.insert(otpChallenges).values({
      mobileNumber: mobile,
      purpose,
      codeHash: hashOtpCode(secretKey, mobile, code),
      maxTries: pressure.clientGuessing ? otpLimits.triesUnderAttack : otpLimits.maxTriesPerCode,
      expiresAt: new Date(now.getTime() + otpLimits.codeLifetimeMs),
      clientBinding: binding,
      createdAt: now,
    });
    try {
      // After every budget: the language picks the template's words, never whether one goes out.
      await sms.sendOtp(mobile, code, logger, request.language);
    } catch (error) {
      metrics.otpSms("failed");
      throw error;
    }
    metrics.otpSms("sent");
    return sentWithCooldown(pressure.cooldownAfterSendMs);
  };
}

const sentWithCooldown = (cooldownAfterSendMs: number): SendOutcome => ({
  status: "sent",
  resendAfterSeconds: Math.ceil(Math.max(cooldownAfterSendMs, otpLimits.sendCooldownMs) / 1000),
});
