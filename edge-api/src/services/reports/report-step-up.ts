/**
 * Step-up for the logged-in customer's full report history: a customer session lasts weeks on a
 * phone, so reading every report through it also needs an OTP verified within the last 15
 * minutes (the same window as an OTP report proof, report-access.ts). Login and sign-up count as
 * a verification; `POST /api/reports/step-up/verify` renews it for the session.
 */
import { reportAccessLifetimeMs } from "./report-access.ts";

export const stepUpWindowMs = reportAccessLifetimeMs;

export const stepUpMessage =
  "For your security, confirm it is you: enter the OTP we send to your registered mobile number to see your reports.";

/** Whether a session's last OTP verification is recent enough for the report history. */
export function otpIsFresh(otpVerifiedAt: Date | null, now: Date): boolean {
  return otpVerifiedAt !== null && now.getTime() - otpVerifiedAt.getTime() <= stepUpWindowMs;
}
