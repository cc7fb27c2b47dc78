/**
 * The ABHA calls (edge-api routes/users/abha.routes.ts) and the step-up OTP they may ask for (the
 * reports' step-up, routes/reports/step-up.routes.ts: sent to the session's own number, never one
 * typed here). Nothing they answer is stored on the phone: the number is read when shown.
 * Every failure is an AbhaError (./abha-errors.ts).
 */
import { ABHA_CONSENT } from "@vyom/catalog/contract";
import {
  AbhaLinkAnswer,
  ReportOtpSentAnswer,
  StepUpVerifiedAnswer,
} from "@vyom/catalog/contract/schemas";
import type { output } from "zod/mini";
import { withLanguage } from "@/i18n/current-language.ts";
import type { LanguageCode } from "@/i18n/language-codes.ts";
import { call } from "@/lib/api-client.ts";
import { withCaptchaRetry } from "@/lib/captcha-retry.ts";
import { assertOnline, toAbhaError } from "./abha-errors.ts";
import { abhaWords } from "./abha-words.ts";

/** The linked number, or null when none is. */
export type Abha = output<typeof AbhaLinkAnswer>["abha"];

async function guarded<T>(run: () => Promise<T>): Promise<T> {
  assertOnline();
  try {
    return await run();
  } catch (error) {
    throw toAbhaError(error);
  }
}

export function fetchAbha(signal?: AbortSignal): Promise<Abha> {
  return guarded(() =>
    call("GET /api/users/me/abha", {
      parse: AbhaLinkAnswer.parse,
      ...(signal ? { signal } : {}),
    }).then((answer) => answer.abha),
  );
}

/**
 * Links the number with the consent the person ticked: the words shown are this version's, in
 * `consentLanguage` (the language they were shown in, even if the app's changed since).
 */
export function linkAbha(abhaNumber: string, consentLanguage: LanguageCode): Promise<Abha> {
  const body = {
    abhaNumber: abhaNumber.trim(),
    consent: true,
    consentVersion: ABHA_CONSENT.version,
    ...(consentLanguage === "en" ? {} : { language: consentLanguage }),
  } as const;
  return guarded(() =>
    call("PUT /api/users/me/abha", { body, parse: AbhaLinkAnswer.parse }).then(
      (answer) => answer.abha,
    ),
  );
}

/**
 * Removes the number: the consent is withdrawn with it. The DELETE has no body, but says JSON:
 * a browser sends a body-less DELETE without Content-Length, and the server's jsonOnly guard
 * (edge-api/src/http/request-guards.ts) then finds node's request stream and answers 415.
 */
export function unlinkAbha(): Promise<Abha> {
  return guarded(() =>
    call("DELETE /api/users/me/abha", {
      headers: { "Content-Type": "application/json" },
      parse: AbhaLinkAnswer.parse,
    }).then((answer) => answer.abha),
  );
}

/** Where the step-up OTP went (masked), and when the server accepts the next send. */
export interface StepUpOtpSent {
  sentTo: string;
  resendAfterSeconds: number;
}

/** Sends the step-up OTP to the session's number. */
export async function sendStepUpOtp(): Promise<StepUpOtpSent> {
  const sent = await guarded(() =>
    withCaptchaRetry((headers) =>
      call("POST /api/reports/step-up/otp", {
        query: withLanguage(),
        headers,
        parse: ReportOtpSentAnswer.parse,
      }),
    ),
  );
  return {
    sentTo: sent.maskedMobile ?? abhaWords.yourNumber,
    resendAfterSeconds: sent.resendAfterSeconds,
  };
}

export async function verifyStepUpOtp(otp: string): Promise<void> {
  await guarded(() =>
    call("POST /api/reports/step-up/verify", { body: { otp }, parse: StepUpVerifiedAnswer.parse }),
  );
}
