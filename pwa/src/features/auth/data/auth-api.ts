/**
 * The auth calls of docs/product.md#api-calls (and the legacy lookup of login step 5), through the
 * shared API client. Every failure is thrown as an AuthError, so the machines decide on one shape;
 * an offline browser fails fast instead of waiting for a timeout. Answers are checked with the
 * contract's answer schemas (zod/mini) before anything is stored.
 */
import {
  LegacyUserAnswer,
  LoginAnswer as LoginAnswerSchema,
  OtpSentAnswer,
  SignUpAnswer as SignUpAnswerSchema,
  VerifyUserAnswer,
} from "@vyom/catalog/contract/schemas";
import { apiGet, apiPost } from "@/lib/api-client.ts";
import type * as api from "@/lib/api-contract.ts";
import { withCaptchaRetry } from "@/lib/captcha-retry.ts";
import { AuthError, assertOnline, toAuthFailure } from "./auth-error.ts";

export type ServerUser = api.UserRecord;
export type ServerCartMember = api.CartMemberRecord;
export type LegacyMember = api.LegacyMemberRecord;
export type LoginAnswer = api.LoginAnswer;
export type SignUpAnswer = api.SignUpAnswer;
export type LegacyLookup = api.LegacyUserAnswer;

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
async function call<T>(run: () => Promise<T>): Promise<T> {
  assertOnline();
  try {
    return await run();
  } catch (error) {
    throw new AuthError(toAuthFailure(error));
  }
}

const mobilePath = (mobile: string) => encodeURIComponent(mobile);

export function verifyUser(mobile: string, signal?: AbortSignal): Promise<api.VerifyUserAnswer> {
  return call(() =>
    apiGet(`/api/auth/verify-user/${mobilePath(mobile)}`, {
      signal,
      parse: VerifyUserAnswer.parse,
    }),
  );
}

export function lookUpLegacyUser(mobile: string, signal?: AbortSignal): Promise<LegacyLookup> {
  return call(() =>
    apiGet(`/api/auth/legacy-user/${mobilePath(mobile)}`, {
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
  const url = `/api/auth/${path}/${mobilePath(mobile)}?purpose=${purpose}` as const;
  return call(() =>
    withCaptchaRetry(
      (headers) => apiGet(url, { signal, headers, parse: OtpSentAnswer.parse }),
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
  const body: api.OtpCallRequest = { mobileNumber: mobile, purpose };
  const sent = await call(() =>
    withCaptchaRetry(
      (headers) =>
        apiPost("/api/auth/otp-call", body, { signal, headers, parse: OtpSentAnswer.parse }),
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
  return call(() =>
    apiPost(
      "/api/auth/login",
      { recievedOtp: otp, mobileNumber: mobile } satisfies api.OtpRequest,
      { signal, parse: LoginAnswerSchema.parse },
    ),
  );
}

export function signUp(details: SignUpDetails, signal?: AbortSignal): Promise<SignUpAnswer> {
  return call(() =>
    apiPost(
      "/api/auth/sign-up",
      {
        mobileNumber: details.mobile,
        name: details.name.trim(),
        email: details.email.trim(),
        pincode: details.pincode,
        namePrefix: details.namePrefix,
        mobileCode: "+91",
        recievedOtp: details.otp,
      } satisfies api.SignUpRequest,
      { signal, parse: SignUpAnswerSchema.parse },
    ),
  );
}
