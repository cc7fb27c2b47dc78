/**
 * What an attempt's failure means for the queued submission. Sending never throws past here:
 *
 * - "failed": the API refused the request itself (400, 404, 409, 413, 415, 422, …). Sending it
 *   again cannot succeed; it goes to the "could not send" list with the reason (the refusal's
 *   own `message` when it has one).
 * - "retry": no answer, a timeout, the server's own trouble (5xx, its status kept so a row that
 *   keeps getting the same one is noticed: attempt.ts; its words, when it says why, e.g. the
 *   uploads' storage is full for now), 408, 429 (after its
 *   Retry-After), an answer that is not the API's (a captive portal), or a captcha the server did
 *   not accept (the next attempt solves a fresh one). `offline` marks failures that say the
 *   network is down, so the pass stops instead of failing every other row the same way.
 */
import { WriteRefusal } from "@vyom/catalog/contract/schemas";
import { ApiError } from "@/lib/api-client.ts";

export type AttemptFailure =
  | { outcome: "failed"; status: number; reason: string }
  | {
      outcome: "retry";
      reason: string;
      offline: boolean;
      retryAfterMs?: number;
      serverStatus?: number;
    };

const captchaRefusals = new Set(["captcha-required", "captcha-failed"]);

const refusalText: Record<number, string> = {
  400: "some details were not accepted",
  401: "the server asked for a sign-in",
  403: "the server refused it",
  404: "the server does not take it any more",
  409: "it conflicts with an earlier submission",
  410: "the server does not take it any more",
  413: "it is too large",
  415: "the server could not read it",
  422: "a different submission was already sent with the same key",
};

export function classifyFailure(error: unknown): AttemptFailure {
  if (!(error instanceof ApiError)) {
    // A bug or a captcha the device could not solve: keep it, try again later.
    const reason = error instanceof Error ? error.message : String(error);
    return { outcome: "retry", reason: `could not prepare it: ${reason}`, offline: false };
  }
  switch (error.kind) {
    case "network":
      return { outcome: "retry", reason: "no connection to the server", offline: true };
    case "timeout":
      return { outcome: "retry", reason: "the server took too long to answer", offline: true };
    case "aborted":
      return { outcome: "retry", reason: "sending was interrupted", offline: true };
    case "invalid-response":
      return { outcome: "retry", reason: "the answer did not come from our server", offline: true };
    case "http":
      return classifyStatus(error);
  }
}

function classifyStatus(error: ApiError): AttemptFailure {
  const status = error.status ?? 0;
  if (status === 429) {
    const retryAfterMs =
      error.retryAfterSeconds === undefined ? undefined : error.retryAfterSeconds * 1_000;
    return { outcome: "retry", reason: "the server is busy (429)", offline: false, retryAfterMs };
  }
  if (status >= 500) {
    const said = WriteRefusal.safeParse(error.body);
    const reason = said.success
      ? `${said.data.message.replace(/\.$/, "")} (${status})`
      : `the server had a problem (${status})`;
    return { outcome: "retry", reason, offline: false, serverStatus: status };
  }
  if (status === 408 || status === 425) {
    return { outcome: "retry", reason: `the server had a problem (${status})`, offline: false };
  }
  if (error.code && captchaRefusals.has(error.code)) {
    return { outcome: "retry", reason: "the captcha was not accepted", offline: false };
  }
  // The API says what to fix (catalog's WriteRefusal `message`); else the status says what it can.
  const refusal = WriteRefusal.safeParse(error.body);
  const text = refusal.success
    ? refusal.data.message.replace(/\.$/, "")
    : (refusalText[status] ?? "the server refused it");
  const code = error.code ? `, ${error.code}` : "";
  return { outcome: "failed", status, reason: `Could not send: ${text} (${status}${code}).` };
}

/** A failure while getting the captcha: never final (the booking itself was not refused). */
export function classifyCaptchaFailure(error: unknown): AttemptFailure {
  const failure = classifyFailure(error);
  if (failure.outcome === "retry" && failure.offline) return failure;
  const detail = failure.outcome === "retry" ? failure.reason : `status ${failure.status}`;
  return { outcome: "retry", reason: `could not get a captcha (${detail})`, offline: false };
}
