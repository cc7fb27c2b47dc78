/**
 * The ABHA calls (edge-api routes/users/abha.routes.ts) and the step-up OTP they may ask for (the
 * reports' step-up, routes/reports/step-up.routes.ts: sent to the session's own number, never one
 * typed here). Nothing they answer is stored on the phone: the number is read when shown.
 * Every failure is an AbhaError (./abha-errors.ts).
 */
import { ABHA_CONSENT } from "@vyom/catalog/contract";
import {
  AbhaLinkAnswer,
  type AbhaLinkRequest,
  ReportOtpSentAnswer,
  StepUpVerifiedAnswer,
} from "@vyom/catalog/contract/schemas";
import type { input, output } from "zod/mini";
import { apiDelete, apiGet, apiPost, apiPut } from "@/lib/api-client.ts";
import type * as api from "@/lib/api-contract.ts";
import { withCaptchaRetry } from "@/lib/captcha-retry.ts";
import { assertOnline, toAbhaError } from "./abha-errors.ts";
import { abhaWords } from "./abha-words.ts";

/** The linked number, or null when none is. */
export type Abha = output<typeof AbhaLinkAnswer>["abha"];

async function call<T>(run: () => Promise<T>): Promise<T> {
  assertOnline();
  try {
    return await run();
  } catch (error) {
    throw toAbhaError(error);
  }
}

const parseAbha = (json: unknown) => AbhaLinkAnswer.parse(json).abha;

export function fetchAbha(signal?: AbortSignal): Promise<Abha> {
  return call(() =>
    apiGet("/api/users/me/abha", { parse: parseAbha, ...(signal ? { signal } : {}) }),
  );
}

/** Links the number with the consent the person ticked: the words shown are this version's. */
export function linkAbha(abhaNumber: string): Promise<Abha> {
  const body: api.Sends<
    input<typeof AbhaLinkRequest>,
    { abhaNumber: string; consent: true; consentVersion: typeof ABHA_CONSENT.version }
  > = { abhaNumber: abhaNumber.trim(), consent: true, consentVersion: ABHA_CONSENT.version };
  return call(() => apiPut("/api/users/me/abha", body, { parse: parseAbha }));
}

/**
 * Removes the number: the consent is withdrawn with it. The DELETE has no body, but says JSON:
 * a browser sends a body-less DELETE without Content-Length, and the server's jsonOnly guard
 * (edge-api/src/http/request-guards.ts) then finds node's request stream and answers 415.
 */
export function unlinkAbha(): Promise<Abha> {
  return call(() =>
    apiDelete("/api/users/me/abha", {
      headers: { "Content-Type": "application/json" },
      parse: parseAbha,
    }),
  );
}

/** Where the step-up OTP went (masked), and when the server accepts the next send. */
export interface StepUpOtpSent {
  sentTo: string;
  resendAfterSeconds: number;
}

/** Sends the step-up OTP to the session's number. */
export async function sendStepUpOtp(): Promise<StepUpOtpSent> {
  const sent = await call(() =>
    withCaptchaRetry((headers) =>
      apiPost("/api/reports/step-up/otp", {}, { headers, parse: ReportOtpSentAnswer.parse }),
    ),
  );
  return {
    sentTo: sent.maskedMobile ?? abhaWords.yourNumber,
    resendAfterSeconds: sent.resendAfterSeconds,
  };
}

export async function verifyStepUpOtp(otp: string): Promise<void> {
  const body: api.StepUpVerify = { otp };
  await call(() =>
    apiPost("/api/reports/step-up/verify", body, { parse: StepUpVerifiedAnswer.parse }),
  );
}
