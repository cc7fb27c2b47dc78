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
  /** A captcha solved on the form, for this attempt (flusher.ts, FlushOptions.formCaptchas). */
  formCaptcha?: string,
): Promise<AttemptResult> {
  if (!handler) return { outcome: "retry", reason: "unknown kind", offline: false };
  let captcha: string | undefined;
  if (handler.captcha) {
    try {
      // The form's captcha serves the first attempt; every other one solves a fresh challenge.
      captcha = formCaptcha ?? (await transport.solveCaptcha(signal));
    } catch (error) {
      return classifyCaptchaFailure(error);
    }
  }
  try {
    const body = handler.body(row.payload, captcha);
    const headers = handler.headers?.(captcha);
    const answer = await transport.post({
      route: handler.route,
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

/** The server answered a row with the same 5xx this many times in a row: it needs attention. */
export const attentionAfter = 3;
/** A row that needs attention is tried again after this long (plus up to an hour of jitter),
 * or when the person presses "Try again". */
export const attentionRetryMs = 3 * 60 * 60_000;

/** What a finished attempt leaves of the row's run of 5xx answers. */
function serverErrorRun(
  row: Pick<OutboxRecord, "serverErrors" | "attentionSince">,
  result: AttemptResult,
  now: number,
): Pick<SettlePatch, "serverErrors" | "attentionSince"> {
  if (result.outcome !== "retry") return { serverErrors: null, attentionSince: undefined };
  // No 5xx (no answer, 429, a refused captcha): the run goes on as it was.
  if (result.serverStatus === undefined) return {};
  const previous = row.serverErrors;
  const count = previous?.status === result.serverStatus ? previous.count + 1 : 1;
  return {
    serverErrors: { status: result.serverStatus, count },
    attentionSince: count >= attentionAfter ? (row.attentionSince ?? now) : undefined,
  };
}

/** The row's new state after an attempt made at `now` (the attempt count is already raised). */
export function settleWrite(
  row: Pick<OutboxRecord, "attempts" | "serverErrors" | "attentionSince">,
  result: AttemptResult,
  now: number,
  random: () => number,
  /** Tell the person of a delivery: no screen is showing it (watched-rows.ts). */
  announce = true,
): SettleWrite {
  const run = serverErrorRun(row, result, now);
  if (result.outcome === "sent") {
    // A delivered row keeps no file: the phone's storage is freed as soon as the server has it.
    return {
      patch: {
        state: "sent",
        sentAt: now,
        lastError: null,
        response: result.answer,
        announce,
        files: undefined,
        ...run,
      },
    };
  }
  if (result.outcome === "failed") {
    return {
      patch: { state: "failed", lastError: result.reason, failedStatus: result.status, ...run },
    };
  }
  // A row the server keeps failing on is never dropped, but no longer retried every few minutes.
  const backoff =
    run.attentionSince !== undefined
      ? attentionRetryMs + Math.floor(random() * 60 * 60_000)
      : backoffDelay(row.attempts, random);
  const wait = Math.max(backoff, result.retryAfterMs ?? 0);
  return {
    patch: { state: "pending", nextAttemptAt: now + wait, lastError: result.reason, ...run },
    retryAt: now + wait,
    ...(result.retryAfterMs === undefined ? {} : { holdUntil: now + result.retryAfterMs }),
  };
}
