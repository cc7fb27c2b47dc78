/**
 * Submitting a form through the outbox: save first, then send. The submission is written to
 * IndexedDB with its idempotency key before any network; then this tab's flusher is asked to send
 * it now, and its report of that pass (flusher.ts, FlushReport) says what became of the row: the
 * screen shows that result, waiting a few seconds at most so that, online, the person sees the
 * normal flow. Offline, or when the pass did not reach the row in time, the submission stays
 * queued and is announced when the flusher delivers it later.
 */
import { type OutboxStore, outbox } from "@/db/outbox.ts";
import type { OutboxFile, OutboxKind } from "@/db/records.ts";
import { enqueue, quietWindowMs } from "./enqueue.ts";
import type { FlushOptions, FlushReport } from "./flusher.ts";

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
  /** Runs the flusher (default: this tab's flusher, outbox-runtime.ts); no report: no result. */
  flush?: (options: FlushOptions) => Promise<unknown>;
  /** Called once the row is saved (default: ask for persistent storage and Background Sync). */
  onQueued?: () => Promise<void>;
  store?: OutboxStore;
}

const runtime = () => import("./outbox-runtime.ts");

/** The pass's report, or undefined when it fails or takes longer than `ms`. */
function reportWithin(pass: Promise<unknown>, ms: number): Promise<FlushReport | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), ms);
    pass.then(
      (report) => {
        clearTimeout(timer);
        // A flusher stand-in may answer nothing: that is no result, as a pass that failed.
        resolve(report instanceof Map ? (report as FlushReport) : undefined);
      },
      () => {
        clearTimeout(timer);
        resolve(undefined);
      },
    );
  });
}

export async function submitThroughOutbox(
  kind: OutboxKind,
  payload: unknown,
  options: SubmitOptions = {},
): Promise<SubmitOutcome> {
  const store = options.store ?? outbox;
  const { id } = await enqueue(kind, payload, { files: options.files, announce: false, store });
  const flush =
    options.flush ?? (async (flushOptions) => (await runtime()).pageFlusher().flush(flushOptions));
  const onQueued = options.onQueued ?? (async () => (await runtime()).noteQueued());
  // The form's captcha goes straight to the attempt: it passes once, so it is never stored.
  const formCaptchas = options.captcha === undefined ? undefined : new Map([[id, options.captcha]]);
  const pass = flush({ force: true, ...(formCaptchas ? { formCaptchas } : {}) });
  void onQueued().catch(() => {});

  const report = await reportWithin(pass, options.waitMs ?? quietWindowMs);
  const result = report?.get(id);
  if (result?.outcome === "sent") return { status: "sent", id, response: result.answer };
  if (result?.outcome === "failed") return { status: "failed", id, reason: result.reason };
  // Not delivered while the person watched: tell them when it is.
  await store.setAnnounce(id, true);
  return { status: "queued", id };
}

/** Drops a refused submission the screen has shown (the form still holds its values). */
export function discardSubmission(id: number, store: OutboxStore = outbox): Promise<void> {
  return store.remove(id);
}
