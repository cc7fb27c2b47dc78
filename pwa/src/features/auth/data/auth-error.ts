import { ApiError } from "@/lib/api-client.ts";

/**
 * What went wrong with an auth call, in the terms the login and sign-up machines decide on. The
 * machines' guards read only this, so their tests need no HTTP at all.
 */
export type AuthFailure =
  /** No connection: the browser says offline, or the request never got an answer. */
  | { kind: "offline" }
  /** 429 from the API's OTP or lookup limits. */
  | { kind: "rate-limited"; retryAfterSeconds: number }
  /** The API answered with an error status; `code` is its JSON `{ error }`. */
  | { kind: "rejected"; status: number; code: string | undefined }
  | { kind: "unexpected" };

export class AuthError extends Error {
  override readonly name = "AuthError";
  constructor(readonly failure: AuthFailure) {
    super(`auth call failed: ${failure.kind}`);
  }
}

/** Used when a 429 carries no Retry-After: the API's shortest OTP cool-down. */
const defaultRetryAfterSeconds = 60;

export function toAuthFailure(error: unknown): AuthFailure {
  if (error instanceof AuthError) return error.failure;
  if (!(error instanceof ApiError)) return { kind: "unexpected" };
  if (error.kind === "network" || error.kind === "timeout") return { kind: "offline" };
  if (error.kind !== "http" || error.status === undefined) return { kind: "unexpected" };
  if (error.status === 429) {
    return {
      kind: "rate-limited",
      retryAfterSeconds: error.retryAfterSeconds ?? defaultRetryAfterSeconds,
    };
  }
  return { kind: "rejected", status: error.status, code: error.code };
}

/** The failure an invoked actor's error event carries (`event.error`), whatever was thrown. */
export function failureOf(event: { error?: unknown }): AuthFailure {
  return toAuthFailure(event.error);
}

/** An OTP cannot be sent or checked offline: say so before trying (docs/product.md#offline). */
export function assertOnline(): void {
  if (typeof navigator !== "undefined" && navigator.onLine === false) {
    throw new AuthError({ kind: "offline" });
  }
}
