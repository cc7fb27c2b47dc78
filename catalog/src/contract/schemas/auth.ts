/**
 * The auth calls (docs/product.md#api-calls; historic field names kept, `recievedOtp` included):
 * what the app sends and what the API answers. The API validates with the requests; the app types
 * its calls from both (`import type`, so zod stays out of its first load).
 */
import { z } from "zod";
import { brandIdField } from "../../brand.ts";
import { accountMobile, signUpName } from "./account.ts";
import { MessageLanguageField } from "./language.ts";
import { text } from "./text.ts";

/** Ten digits starting 6-9 (docs/product.md#validation). */
/** Ten digits starting 6-9, with the login and sign-up forms' message (../account.rules.ts). */
export const MobileNumber = accountMobile;
export const Otp = text().regex(/^\d{5}$/, "OTP is five digits");

export const MobileParam = z.object({ mobile: MobileNumber });

/**
 * `get-otp` / `resend-otp`: which code to send; the original callers send none (a login code).
 * `language`: the SMS's (../languages.ts), English when left out.
 */
export const OtpPurposeQuery = z.object({
  purpose: z.enum(["login", "sign-up"]).default("login"),
  language: MessageLanguageField,
});

/**
 * `POST /api/auth/otp-call`: read this client's live code for the number out by a phone call, in
 * place of an SMS resend (offered when the send answered `voiceRetry: true`).
 */
export const OtpCallRequest = z.object({
  mobileNumber: MobileNumber,
  purpose: z.enum(["login", "sign-up"]).default("login"),
});

export const OtpRequest = z.object({
  recievedOtp: Otp,
  mobileNumber: MobileNumber,
});

export const SignUpRequest = z.object({
  mobileNumber: MobileNumber,
  /** The sign-up form's name check (../account.rules.ts signUpNameRule), in its words. */
  name: signUpName,
  email: z.email().max(254),
  pincode: text().regex(/^\d{6}$/, "Pincode is six digits"),
  namePrefix: z.enum(["MR", "MRS", "MS"]).default("MR"),
  mobileCode: z.literal("+91").default("+91"),
  /** Sent by the original client; the server always generates the id itself. */
  [brandIdField]: text().max(64).optional(),
  /** The sign-up code (get-otp `?purpose=sign-up`); without it sign-up answers 401. */
  recievedOtp: Otp.optional(),
});

export const CaptchaRequest = z.object({
  captchaValue: text().max(8_000),
});

// ---- Answers ----
// In auth.answers.ts, zod/mini: the app imports them without these requests' classic zod.
export * from "./auth.answers.ts";
