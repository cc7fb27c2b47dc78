/**
 * Submitting a form through the outbox: save first, then send. The submission is written to
 * IndexedDB with its idempotency key before any network; then this tab's flusher is asked to send
 * it now, and hands the outcome of the row's attempt straight to this screen (watched-rows.ts):
 * the screen shows that result, waiting a few seconds at most so that, online, the person sees the
 * normal flow. Offline, or when no attempt decided the row in time, the submission stays queued
 * and the flusher announces it when it delivers it later.
 */
import { type OutboxStore, outbox } from "@/db/outbox.ts";
import type { OutboxFile, OutboxKind } from "@/db/records.ts";
import type { Clock } from "./clock.ts";
import { enqueue, quietWindowMs } from "./enqueue.ts";
import type { FlushOptions } from "./flusher.ts";
import { watchRow } from "./watched-rows.ts";

export type SubmitOutcome =
  /** Delivered: the API's answer (`{ status: "success", id }`). */
  | { status: "sent"; id: number; response: unknown }
  /** Saved on the phone; the flusher sends it when it can. */
  | { status: "queued"; id: number }
  /** The API refused it (a final 4xx): it will not be sent. */
  | { status: "failed"; id: number; reason: string };

export interface SubmitOptions {
  /** A captcha solved on the form, for the first attempt. */
  captcha?: string;
  /** Files sent with it (a multipart kind): saved with the payload, in the same transaction. */
  files?: OutboxFile[];
  /** How long the screen waits for the first attempt. */
  waitMs?: number;
  /** Runs the flusher (default: this tab's flusher, outbox-runtime.ts). */
  flush?: (options: FlushOptions) => Promise<unknown>;
  /** Called once the row is saved and this tab's pass holds the outbox, or the screen stopped
   * waiting (default: ask for persistent storage and Background Sync). */
  onQueued?: () => Promise<void>;
  store?: OutboxStore;
  /** Times the screen's wait (tests move it by hand). */
  clock?: Clock;
}

const runtime = () => import("./outbox-runtime.ts");

export async function submitThroughOutbox(
  kind: OutboxKind,
  payload: unknown,
  options: SubmitOptions = {},
): Promise<SubmitOutcome> {
  const { id } = await enqueue(kind, payload, { files: options.files, store: options.store });
  const watch = watchRow(id, options.waitMs ?? quietWindowMs, options.clock);
  const flush =
    options.flush ?? (async (flushOptions) => (await runtime()).pageFlusher().flush(flushOptions));
  const onQueued = options.onQueued ?? (async () => (await runtime()).noteQueued());
  // The form's captcha goes straight to the attempt: it passes once, so it is never stored.
  const formCaptchas = options.captcha === undefined ? undefined : new Map([[id, options.captcha]]);
  // A flush that ends without deciding the row (offline before it was tried, another tab holds
  // the outbox) leaves it queued: the screen stops waiting then, not at its deadline.
  let noted = false;
  const noteQueued = () => {
    if (noted) return;
    noted = true;
    void onQueued().catch(() => {});
  };
  // Background Sync is asked for once this pass holds the outbox, so the worker it wakes waits
  // for this attempt instead of racing it (flusher.ts, `onHolding`)...
  flush({ force: true, onHolding: noteQueued, ...(formCaptchas ? { formCaptchas } : {}) }).then(
    watch.stop,
    watch.stop,
  );

  const result = await watch.outcome;
  // ...or, if it never got the outbox (another tab holds it), once the screen stops waiting.
  noteQueued();
  if (result?.outcome === "sent") return { status: "sent", id, response: result.answer };
  if (result?.outcome === "failed") return { status: "failed", id, reason: result.reason };
  // Not delivered while the person watched: the flusher announces it when it is.
  return { status: "queued", id };
}

/** Drops a refused submission the screen has shown (the form still holds its values). */
export function discardSubmission(id: number, store: OutboxStore = outbox): Promise<void> {
  return store.remove(id);
}
