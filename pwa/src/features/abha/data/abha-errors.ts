import { abhaMessages } from "@vyom/catalog/contract";
import { ApiError } from "@/lib/api-client.ts";
import { abhaWords } from "./abha-words.ts";

/**
 * Every way an ABHA call can fail, as what the person reads: `fields` are the API's 400 messages
 * for the number and the consent box (shown at them), `message` the one sentence otherwise.
 * `kind` says what comes next: "step-up" asks for the OTP and retries, "offline" needs a
 * connection.
 */
export type AbhaFailureKind =
  | "offline"
  | "step-up"
  | "invalid"
  | "login-ended"
  | "rejected"
  | "unexpected";

export interface AbhaFieldErrors {
  abhaNumber?: string;
  consent?: string;
}

export class AbhaError extends Error {
  override readonly name = "AbhaError";
  constructor(
    readonly kind: AbhaFailureKind,
    message: string,
    readonly fields: AbhaFieldErrors = {},
    /** A 429's Retry-After: how long until the server takes the call again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

const fieldNames = new Set<keyof AbhaFieldErrors>(["abhaNumber", "consent"]);
const isField = (path: unknown): path is keyof AbhaFieldErrors =>
  typeof path === "string" && fieldNames.has(path as keyof AbhaFieldErrors);

/** A 400 `invalid-request`: its issues by field; the rest (an old consent version) as one line. */
function invalid(body: unknown): AbhaError | undefined {
  if (typeof body !== "object" || body === null || !("issues" in body)) return undefined;
  if (!Array.isArray(body.issues)) return undefined;
  const fields: AbhaFieldErrors = {};
  const others: string[] = [];
  for (const issue of body.issues as { path?: unknown; message?: unknown }[]) {
    if (typeof issue?.message !== "string") continue;
    if (isField(issue.path)) fields[issue.path] ??= issue.message;
    else others.push(issue.message);
  }
  if (others.length === 0 && Object.keys(fields).length === 0) return undefined;
  return new AbhaError("invalid", others.join(". "), fields);
}

/** The refusal's own sentence (the API sends one with most refusals). */
function messageOf(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null || !("message" in body)) return undefined;
  return typeof body.message === "string" && body.message !== "" ? body.message : undefined;
}

export function toAbhaError(error: unknown): AbhaError {
  if (error instanceof AbhaError) return error;
  if (!(error instanceof ApiError)) return new AbhaError("unexpected", abhaWords.unexpected);
  if (error.kind === "network" || error.kind === "timeout") {
    return new AbhaError("offline", abhaWords.needsConnection);
  }
  if (error.kind !== "http") return new AbhaError("unexpected", abhaWords.unexpected);
  if (error.status === 401 && error.code === "step-up-required") {
    return new AbhaError("step-up", messageOf(error.body) ?? abhaMessages.stepUp);
  }
  if (error.status === 401 && error.code === "login-required") {
    return new AbhaError("login-ended", abhaWords.loginEnded);
  }
  if (error.status === 400) {
    const refused = invalid(error.body);
    if (refused) return refused;
  }
  if (error.status === 429) {
    const wait = error.retryAfterSeconds ?? 60;
    return new AbhaError("rejected", messageOf(error.body) ?? abhaWords.unexpected, {}, wait);
  }
  return new AbhaError("rejected", messageOf(error.body) ?? abhaWords.unexpected);
}

/** Nothing of the ABHA number is kept on the phone: without a connection there is nothing to do. */
export function assertOnline(): void {
  if (typeof navigator !== "undefined" && navigator.onLine === false) {
    throw new AbhaError("offline", abhaWords.needsConnection);
  }
}
