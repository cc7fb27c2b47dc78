/**
 * The auth calls of docs/product.md#api-calls (and the legacy lookup of login step 5), through the
 * shared API client. Every failure is thrown as an AuthError, so the machines decide on one shape;
 * an offline browser fails fast instead of waiting for a timeout. Answers are checked with the
 * contract's answer schemas (zod/mini) before anything is stored.
 */

import type {
  CartMemberRecord,
  LegacyMemberRecord,
  UserRecord,
} from "@vyom/catalog/contract/schemas";
import {
  LegacyUserAnswer,
  LoginAnswer as LoginAnswerSchema,
  OtpSentAnswer,
  SignUpAnswer as SignUpAnswerSchema,
  VerifyUserAnswer,
} from "@vyom/catalog/contract/schemas";
import type { output } from "zod/mini";
import { withLanguage } from "@/i18n/current-language.ts";
import { type CallAnswer, call } from "@/lib/api-client.ts";
import { withCaptchaRetry } from "@/lib/captcha-retry.ts";
import { AuthError, assertOnline, toAuthFailure } from "./auth-error.ts";

export type ServerUser = output<typeof UserRecord>;
export type ServerCartMember = output<typeof CartMemberRecord>;
export type LegacyMember = output<typeof LegacyMemberRecord>;
export type LoginAnswer = CallAnswer<"POST /api/auth/login">;
export type SignUpAnswer = CallAnswer<"POST /api/auth/sign-up">;
export type LegacyLookup = CallAnswer<"GET /api/auth/legacy-user/:mobile">;

export type NamePrefix = "MR" | "MRS" | "MS";
export const namePrefixes: readonly NamePrefix[] = ["MR", "MRS", "MS"];

export interface SignUpDetails {
  namePrefix: NamePrefix;
  name: string;
  mobile: string;
  email: string;
  pincode: string;
  otp: string;
}

/** Runs one call: offline check first, and any failure rethrown as an AuthError. */
async function guarded<T>(run: () => Promise<T>): Promise<T> {
  assertOnline();
  try {
    return await run();
  } catch (error) {
    throw new AuthError(toAuthFailure(error));
  }
}

export function verifyUser(
  mobile: string,
  signal?: AbortSignal,
): Promise<CallAnswer<"GET /api/auth/verify-user/:mobile">> {
  return guarded(() =>
    call("GET /api/auth/verify-user/:mobile", {
      params: { mobile },
      signal,
      parse: VerifyUserAnswer.parse,
    }),
  );
}

export function lookUpLegacyUser(mobile: string, signal?: AbortSignal): Promise<LegacyLookup> {
  return guarded(() =>
    call("GET /api/auth/legacy-user/:mobile", {
      params: { mobile },
      signal,
      parse: LegacyUserAnswer.parse,
    }),
  );
}

/** What the code is for: the API accepts a sign-up code only for sign-up, a login code only to log in. */
export type OtpPurpose = "login" | "sign-up";

function requestOtp(
  path: "get-otp" | "resend-otp",
  mobile: string,
  purpose: OtpPurpose,
  signal?: AbortSignal,
) {
  const key = `GET /api/auth/${path}/:mobile` as const;
  return guarded(() =>
    withCaptchaRetry(
      (headers) =>
        call(key, {
          params: { mobile },
          query: { purpose, ...withLanguage() },
          signal,
          headers,
          parse: OtpSentAnswer.parse,
        }),
      signal,
    ),
  );
}

/**
 * A code went out; the server accepts the number's next send after `resendAfterSeconds`, and
 * `voiceRetry`: it can then also read the code out by a call (callOtp).
 */
export interface OtpSent {
  resendAfterSeconds: number;
  voiceRetry: boolean;
}

export async function sendOtp(
  mobile: string,
  purpose: OtpPurpose,
  signal?: AbortSignal,
): Promise<OtpSent> {
  const { resendAfterSeconds, voiceRetry } = await requestOtp("get-otp", mobile, purpose, signal);
  return { resendAfterSeconds, voiceRetry };
}

export async function resendOtp(
  mobile: string,
  purpose: OtpPurpose,
  signal?: AbortSignal,
): Promise<OtpSent> {
  const sent = await requestOtp("resend-otp", mobile, purpose, signal);
  return { resendAfterSeconds: sent.resendAfterSeconds, voiceRetry: sent.voiceRetry };
}

/** The live code read out by a phone call: a send again, limited and answered like one. */
export async function callOtp(
  mobile: string,
  purpose: OtpPurpose,
  signal?: AbortSignal,
): Promise<OtpSent> {
  const body = { mobileNumber: mobile, purpose };
  const sent = await guarded(() =>
    withCaptchaRetry(
      (headers) =>
        call("POST /api/auth/otp-call", { body, signal, headers, parse: OtpSentAnswer.parse }),
      signal,
    ),
  );
  return { resendAfterSeconds: sent.resendAfterSeconds, voiceRetry: sent.voiceRetry };
}

/** Login checks and consumes the OTP itself: never call verify-otp before it. */
export function logIn(
  { mobile, otp }: { mobile: string; otp: string },
  signal?: AbortSignal,
): Promise<LoginAnswer> {
  return guarded(() =>
    call("POST /api/auth/login", {
      body: { recievedOtp: otp, mobileNumber: mobile },
      signal,
      parse: LoginAnswerSchema.parse,
    }),
  );
}

export function signUp(details: SignUpDetails, signal?: AbortSignal): Promise<SignUpAnswer> {
  return guarded(() =>
    call("POST /api/auth/sign-up", {
      body: {
        mobileNumber: details.mobile,
        name: details.name.trim(),
        email: details.email.trim(),
        pincode: details.pincode,
        namePrefix: details.namePrefix,
        mobileCode: "+91",
        recievedOtp: details.otp,
      },
      signal,
      parse: SignUpAnswerSchema.parse,
    }),
  );
}
