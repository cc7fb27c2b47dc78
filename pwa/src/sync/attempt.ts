/**
 * One attempt to send one queued row, and what its outcome writes back. Never throws: every
 * failure is classified (classify.ts) so the row is either sent, failed for good, or retried.
 */
import type { SettlePatch } from "@/db/outbox-settle.ts";
import type { OutboxRecord } from "@/db/records.ts";
import { backoffDelay } from "./backoff.ts";
import { type AttemptFailure, classifyCaptchaFailure, classifyFailure } from "./classify.ts";
import { multipartBody } from "./outbox-file.ts";
import type { OutboxKindHandler } from "./registry.ts";
import type { OutboxTransport } from "./transport.ts";

export type AttemptResult = { outcome: "sent"; answer: unknown } | AttemptFailure;

export async function attemptSend(
  row: OutboxRecord,
  handler: OutboxKindHandler | undefined,
  transport: OutboxTransport,
  signal: AbortSignal,
): Promise<AttemptResult> {
  if (!handler) return { outcome: "retry", reason: "unknown kind", offline: false };
  let captcha: string | undefined;
  if (handler.captcha) {
    try {
      // The form's captcha serves the first attempt; every other one solves a fresh challenge.
      captcha = row.captcha ?? (await transport.solveCaptcha(signal));
    } catch (error) {
      return classifyCaptchaFailure(error);
    }
  }
  try {
    const body = handler.body(row.payload, captcha);
    const headers = handler.headers?.(captcha);
    const answer = await transport.post({
      endpoint: handler.endpoint,
      body: handler.multipart ? multipartBody(body, row.files ?? []) : body,
      idempotencyKey: row.idempotencyKey,
      ...(headers ? { headers } : {}),
      signal,
    });
    if (!handler.accepts(answer)) {
      return { outcome: "retry", reason: "the answer did not come from our server", offline: true };
    }
    return { outcome: "sent", answer };
  } catch (error) {
    return classifyFailure(error);
  }
}

export interface SettleWrite {
  patch: SettlePatch;
  /** When the row is tried again (retries only). */
  retryAt?: number;
  /** The server's Retry-After: nothing at all is sent before this. */
  holdUntil?: number;
}

/** The row's new state after an attempt made at `now` (the attempt count is already raised). */
export function settleWrite(
  row: Pick<OutboxRecord, "attempts">,
  result: AttemptResult,
  now: number,
  random: () => number,
): SettleWrite {
  if (result.outcome === "sent") {
    // A delivered row keeps no file: the phone's storage is freed as soon as the server has it.
    return {
      patch: {
        state: "sent",
        sentAt: now,
        lastError: null,
        response: result.answer,
        files: undefined,
      },
    };
  }
  if (result.outcome === "failed") {
    return { patch: { state: "failed", lastError: result.reason, failedStatus: result.status } };
  }
  const wait = Math.max(backoffDelay(row.attempts, random), result.retryAfterMs ?? 0);
  return {
    patch: { state: "pending", nextAttemptAt: now + wait, lastError: result.reason },
    retryAt: now + wait,
    ...(result.retryAfterMs === undefined ? {} : { holdUntil: now + result.retryAfterMs }),
  };
}
