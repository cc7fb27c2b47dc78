/**
 * The auth calls of docs/product.md#api-calls (and the legacy lookup of login step 5), through the
 * shared API client. Every failure is thrown as an AuthError, so the machines decide on one shape;
 * an offline browser fails fast instead of waiting for a timeout. Answers are checked with
 * zod/mini before anything is stored.
 */
import { brandIdField } from "@vyom/catalog/brand";
import * as z from "zod/mini";
import { apiGet, apiPost } from "@/lib/api-client.ts";
import type * as api from "@/lib/api-contract.ts";
import { withCaptchaRetry } from "@/lib/captcha-retry.ts";
import { AuthError, assertOnline, toAuthFailure } from "./auth-error.ts";

const nullableString = z.nullable(z.string());

const CartMember = z.object({
  name: z.string(),
  relation: z.string(),
  mobileNumber: z.optional(nullableString),
  [brandIdField]: z.optional(nullableString),
});

const ServerCart = z.object({
  _id: z.string(),
  [brandIdField]: z.string(),
  bookingId: z.optional(nullableString),
  members: z.array(CartMember),
});

const ServerUser = z.object({
  _id: z.string(),
  [brandIdField]: z.string(),
  mobileNumber: z.string(),
  namePrefix: z.string(),
  name: z.string(),
  email: z.optional(nullableString),
  location: z.optional(nullableString),
  pincode: z.optional(nullableString),
  legacyCustomerId: z.optional(nullableString),
  cart: z.optional(z.nullable(ServerCart)),
});

/** A legacy record under the number, in the field names of docs/product.md#data. */
const LegacyMember = z.object({
  CustomerName: z.string(),
  MobileNumber: z.string(),
  CustomerID: z.string(),
});

const LoginAnswer = z.object({
  user: ServerUser,
  legacyMembers: z.optional(z.array(LegacyMember)),
});

const SignUpAnswer = z.union([
  z.object({ status: z.literal("success"), user: ServerUser }),
  z.object({ status: z.literal("user-already-exists") }),
]);

const VerifyUserAnswer = z.object({ status: z.enum(["exists", "does-not-exist"]) });
const LegacyUserAnswer = z.union([
  z.object({ status: z.literal("exists"), customerId: z.string() }),
  z.object({ status: z.literal("does-not-exist") }),
]);
const SentAnswer = z.object({ status: z.literal("sent") });
const CaptchaAnswer = z.object({ success: z.boolean() });

export type ServerUser = z.infer<typeof ServerUser>;
export type ServerCartMember = z.infer<typeof CartMember>;
export type LegacyMember = z.infer<typeof LegacyMember>;
export type LoginAnswer = api.Accepts<z.infer<typeof LoginAnswer>, api.LoginAnswer>;
export type SignUpAnswer = api.Accepts<z.infer<typeof SignUpAnswer>, api.SignUpAnswer>;
export type LegacyLookup = api.Accepts<z.infer<typeof LegacyUserAnswer>, api.LegacyUserAnswer>;
type VerifyUser = api.Accepts<z.infer<typeof VerifyUserAnswer>, api.VerifyUserAnswer>;
type Sent = api.Accepts<z.infer<typeof SentAnswer>, api.OtpSentAnswer>;
type CaptchaChecked = api.Accepts<z.infer<typeof CaptchaAnswer>, api.CaptchaAnswer>;

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

export function verifyUser(mobile: string, signal?: AbortSignal): Promise<VerifyUser> {
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
      (headers) => apiGet<Sent>(url, { signal, headers, parse: SentAnswer.parse }),
      signal,
    ),
  );
}

export async function sendOtp(
  mobile: string,
  purpose: OtpPurpose,
  signal?: AbortSignal,
): Promise<void> {
  await requestOtp("get-otp", mobile, purpose, signal);
}

export async function resendOtp(
  mobile: string,
  purpose: OtpPurpose,
  signal?: AbortSignal,
): Promise<void> {
  await requestOtp("resend-otp", mobile, purpose, signal);
}

export async function verifyCaptcha(captchaValue: string, signal?: AbortSignal): Promise<boolean> {
  const body: api.CaptchaRequest = { captchaValue };
  const answer = await call(() =>
    apiPost<CaptchaChecked>("/api/auth/verify-captcha", body, {
      signal,
      parse: CaptchaAnswer.parse,
    }),
  );
  return answer.success;
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
      { signal, parse: LoginAnswer.parse },
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
      { signal, parse: SignUpAnswer.parse },
    ),
  );
}
