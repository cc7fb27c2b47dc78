/**
 * The API client's error, in a module of its own: code that only classifies failures (the
 * captcha checkbox on the home page) needs it without the whole client in the first load.
 */
export type ApiErrorKind = "network" | "timeout" | "http" | "invalid-response" | "aborted";

export class ApiError extends Error {
  override readonly name = "ApiError";
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    /** The HTTP status for kind "http". */
    readonly status?: number,
    /** The API's JSON `{ error }` code for kind "http", when it sent one. */
    readonly code?: string,
    /** Seconds to wait, from a 429's `Retry-After` header (auth's OTP and lookup limits). */
    readonly retryAfterSeconds?: number,
    /** The refusal's JSON body for kind "http" (e.g. checkout's 422 naming a line). */
    readonly body?: unknown,
  ) {
    super(message);
  }

  /** Worth trying again later: no answer, or the server's own trouble. A 4xx is final. */
  get retryable(): boolean {
    if (this.kind === "network" || this.kind === "timeout") return true;
    if (this.kind !== "http" || this.status === undefined) return false;
    return this.status >= 500 || this.status === 408 || this.status === 429;
  }
}

/** The session has ended (expired, logged out elsewhere, never existed): sign in again. */
export function isUnauthorised(error: unknown): boolean {
  return error instanceof ApiError && error.kind === "http" && error.status === 401;
}
