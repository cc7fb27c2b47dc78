/** The customer's sign-in (edge-api/src/routes/auth/auth.routes.ts): OTPs, sign-up, login, logout. */

import {
  CaptchaAnswer,
  DoneAnswer,
  LegacyUserAnswer,
  LoginAnswer,
  OtpSentAnswer,
  SignUpAnswer,
  VerifyOtpAnswer,
  VerifyUserAnswer,
} from "../schemas/auth.answers.ts";
import {
  CaptchaRequest,
  MobileParam,
  OtpCallRequest,
  OtpPurposeQuery,
  OtpRequest,
  SignUpRequest,
} from "../schemas/auth.ts";
import { invalid, loginRequired, type RouteTable, rateLimited, refused } from "./route-entry.ts";

const otpSent = {
  200: ["Sent, and the seconds until the number's next send is accepted", OtpSentAnswer],
  400: invalid,
  403: refused("Not the app's client, or the captcha a number under attack needs is missing"),
  429: rateLimited,
  502: refused("The SMS could not be sent (otp-not-sent)"),
} as const;

const legacyUnavailable = refused("The legacy service failed (legacy-unavailable)");
const sendRequest = { params: MobileParam, query: OtpPurposeQuery } as const;

export const authEntries = {
  "POST /api/auth/otp-call": {
    summary:
      "Reads this client's live code out by a phone call, as a send again (the app's own client only)",
    request: { body: OtpCallRequest },
    answers: {
      200: ["Calling, and the seconds until the number's next send is accepted", OtpSentAnswer],
      400: invalid,
      403: refused("Not the app's client, or the captcha a number under attack needs is missing"),
      404: refused("Calls are not offered: OTPs go by the MSG91 Flow API (voice-not-offered)"),
      409: refused("This client has no live code for the number (no-code-to-call)"),
      429: rateLimited,
      502: refused("The call could not be placed (otp-not-sent)"),
    },
  },
  "GET /api/auth/verify-user/:mobile": {
    summary: "Whether a mobile number has an account",
    request: { params: MobileParam },
    answers: { 200: ["Known or not", VerifyUserAnswer], 400: invalid, 429: rateLimited },
  },
  "GET /api/auth/legacy-user/:mobile": {
    summary: "Whether the legacy customer database knows a mobile number",
    request: { params: MobileParam },
    answers: {
      200: ["Known or not (nothing identifying)", LegacyUserAnswer],
      400: invalid,
      429: rateLimited,
      502: legacyUnavailable,
    },
  },
  "GET /api/auth/get-otp/:mobile": {
    summary: "Sends a login or sign-up OTP by SMS (the app's own client only)",
    request: sendRequest,
    answers: otpSent,
  },
  "GET /api/auth/resend-otp/:mobile": {
    summary: "Sends the OTP again (the app's own client only)",
    request: sendRequest,
    answers: otpSent,
  },
  "POST /api/auth/verify-otp": {
    summary: "Checks a login OTP (grants nothing)",
    request: { body: OtpRequest },
    answers: {
      200: ["Whether the code was right", VerifyOtpAnswer],
      400: invalid,
      429: rateLimited,
    },
  },
  "POST /api/auth/sign-up": {
    summary: "Creates an account with its sign-up OTP and starts the customer session",
    request: { body: SignUpRequest },
    answers: {
      200: ["Signed up, or the number already has an account", SignUpAnswer],
      400: invalid,
      401: refused("The sign-up OTP is missing or wrong (otp-not-verified)"),
      429: rateLimited,
    },
  },
  "POST /api/auth/login": {
    summary: "Logs in with a login OTP and starts the customer session",
    request: { body: OtpRequest },
    answers: {
      200: ["The user record (and the legacy members of a first legacy login)", LoginAnswer],
      400: invalid,
      401: refused("Wrong, used or expired OTP (incorrect-otp)"),
      404: refused("No account and no legacy record (account-not-found)"),
      429: rateLimited,
      502: legacyUnavailable,
    },
  },
  "POST /api/auth/logout": {
    summary: "Ends this customer session and its report access",
    answers: { 200: ["Logged out", DoneAnswer] },
  },
  "POST /api/auth/logout-all": {
    summary: "Ends every session of the user and every report proof of their number",
    answers: { 200: ["Logged out everywhere", DoneAnswer], 401: loginRequired },
  },
  "POST /api/auth/verify-captcha": {
    summary: "Checks a solved captcha",
    request: { body: CaptchaRequest },
    answers: { 200: ["Accepted, or not and why", CaptchaAnswer], 400: invalid },
  },
} as const satisfies RouteTable;
