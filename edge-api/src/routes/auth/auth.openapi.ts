/** How the auth routes (auth.routes.ts) appear in `GET /api/openapi.json`: one entry per route. */
import {
  CaptchaAnswer,
  DoneAnswer,
  LegacyUserAnswer,
  LoginAnswer,
  OtpSentAnswer,
  SignUpAnswer,
  VerifyOtpAnswer,
  VerifyUserAnswer,
} from "@vyom/catalog/contract/schemas";
import { describe, loginRequired, rateLimited, refused } from "../../openapi/describe.ts";

const otpSent = {
  200: ["Sent, and the seconds until the number's next send is accepted", OtpSentAnswer],
  403: refused("Not the app's client, or the captcha a number under attack needs is missing"),
  429: rateLimited,
  502: refused("The SMS could not be sent (otp-not-sent)"),
} as const;

const legacyUnavailable = refused("The legacy service failed (legacy-unavailable)");

export const authDocs = {
  otpCall: describe(
    "Reads this client's live code out by a phone call, as a send again (the app's own client only)",
    {
      200: ["Calling, and the seconds until the number's next send is accepted", OtpSentAnswer],
      403: refused("Not the app's client, or the captcha a number under attack needs is missing"),
      404: refused("Calls are not offered: OTPs go by the MSG91 Flow API (voice-not-offered)"),
      409: refused("This client has no live code for the number (no-code-to-call)"),
      429: rateLimited,
      502: refused("The call could not be placed (otp-not-sent)"),
    },
  ),
  verifyUser: describe("Whether a mobile number has an account", {
    200: ["Known or not", VerifyUserAnswer],
    429: rateLimited,
  }),
  legacyUser: describe("Whether the legacy customer database knows a mobile number", {
    200: ["Known or not (nothing identifying)", LegacyUserAnswer],
    429: rateLimited,
    502: legacyUnavailable,
  }),
  getOtp: describe("Sends a login or sign-up OTP by SMS (the app's own client only)", otpSent),
  resendOtp: describe("Sends the OTP again (the app's own client only)", otpSent),
  verifyOtp: describe("Checks a login OTP (grants nothing)", {
    200: ["Whether the code was right", VerifyOtpAnswer],
    429: rateLimited,
  }),
  signUp: describe("Creates an account with its sign-up OTP and starts the customer session", {
    200: ["Signed up, or the number already has an account", SignUpAnswer],
    401: refused("The sign-up OTP is missing or wrong (otp-not-verified)"),
    429: rateLimited,
  }),
  login: describe("Logs in with a login OTP and starts the customer session", {
    200: ["The user record (and the legacy members of a first legacy login)", LoginAnswer],
    401: refused("Wrong, used or expired OTP (incorrect-otp)"),
    404: refused("No account and no legacy record (account-not-found)"),
    429: rateLimited,
    502: legacyUnavailable,
  }),
  logout: describe("Ends this customer session and its report access", {
    200: ["Logged out", DoneAnswer],
  }),
  logoutAll: describe("Ends every session of the user and every report proof of their number", {
    200: ["Logged out everywhere", DoneAnswer],
    401: loginRequired,
  }),
  verifyCaptcha: describe("Checks a solved captcha", {
    200: ["Accepted, or not and why", CaptchaAnswer],
  }),
};
