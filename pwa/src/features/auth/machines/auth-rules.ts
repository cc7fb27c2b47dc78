import { mobileLength } from "@vyom/catalog/contract";
import { type AuthFailure, failureOf } from "../data/auth-error.ts";
import { mobileError } from "./mobile-rule.ts";

/** docs/product.md#validation: the rules both auth machines share. */

export const otpLength = 5;
export { mobileLength };
export const countryCode = "+91";

export { mobileError };
export const isValidMobile = (mobile: string): boolean => mobileError(mobile) === undefined;

export function isCompleteOtp(otp: string): boolean {
  return otp.length === otpLength && /^\d+$/.test(otp);
}

/** The failure an invoked actor's error event carries. */
export function failureFromEvent(event: unknown): AuthFailure {
  const error = typeof event === "object" && event !== null ? (event as { error?: unknown }) : {};
  return failureOf(error);
}

export const isOfflineEvent = (event: unknown) => failureFromEvent(event).kind === "offline";
export const isRateLimitedEvent = (event: unknown) =>
  failureFromEvent(event).kind === "rate-limited";

/** The API's `{ error }` code of a rejected call, when the event is one. */
export function rejectionCode(event: unknown): string | undefined {
  const failure = failureFromEvent(event);
  return failure.kind === "rejected" ? failure.code : undefined;
}

export function retryAfterOf(event: unknown): number {
  const failure = failureFromEvent(event);
  return failure.kind === "rate-limited" ? failure.retryAfterSeconds : 0;
}

/** What the auth machines emit for the toast region. */
export interface ToastEmitted {
  type: "toast";
  message: string;
  tone: "success" | "error";
}
