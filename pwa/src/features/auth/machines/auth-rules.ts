import { isValidIndianMobile } from "@/lib/field-rules.ts";
import { type AuthFailure, failureOf } from "../data/auth-error.ts";

/** docs/product.md#validation: the rules both auth machines share. */

export const otpLength = 5;
export const mobileLength = 10;
export const countryCode = "+91";

/** Ten digits starting 6 to 9 (the shared rule of every mobile field). */
export const isValidMobile = isValidIndianMobile;

/**
 * Digits only, at most ten. A pasted '+91 98765 43210' or '098765 43210' loses its prefix; an
 * eleventh typed digit is ignored (docs/product.md#validation: at most 10 digits).
 */
export function normalizeMobile(value: string): string {
  let digits = value.replace(/\D/g, "");
  if (digits.length === 12 && digits.startsWith("91")) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith("0")) digits = digits.slice(1);
  return digits.slice(0, mobileLength);
}

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
