/**
 * Submitting a form through the outbox: save first, then send. The submission is written to
 * IndexedDB with its idempotency key before any network; the flusher is asked to send it now,
 * and the screen waits a few seconds for that first attempt so that, online, the person sees the
 * normal flow. Offline or on failure the submission stays queued (and is announced when the
 * flusher delivers it later).
 */
import { type OutboxStore, outbox } from "@/db/outbox.ts";
import type { OutboxFile, OutboxKind } from "@/db/records.ts";
import type { FlushOptions } from "./flusher.ts";
import { enqueue, quietWindowMs, waitForFirstAttempt } from "./outbox.ts";

export type SubmitOutcome =
  /** Delivered: the API's answer. */
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
  flush?: (options: FlushOptions) => Promise<void>;
  /** Called once the row is saved (default: ask for persistent storage and Background Sync). */
  onQueued?: () => Promise<void>;
  store?: OutboxStore;
}

const runtime = () => import("./outbox-runtime.ts");

export async function submitThroughOutbox(
  kind: OutboxKind,
  payload: unknown,
  options: SubmitOptions = {},
): Promise<SubmitOutcome> {
  const store = options.store ?? outbox;
  const { id } = await enqueue(kind, payload, {
    captcha: options.captcha,
    files: options.files,
    announce: false,
    store,
  });
  const flush =
    options.flush ?? (async (flushOptions) => (await runtime()).pageFlusher().flush(flushOptions));
  const onQueued = options.onQueued ?? (async () => (await runtime()).noteQueued());
  void flush({ force: true }).catch(() => {});
  void onQueued().catch(() => {});

  const row = await waitForFirstAttempt(id, options.waitMs ?? quietWindowMs, store);
  if (row?.state === "sent") return { status: "sent", id, response: row.response };
  if (row?.state === "failed") return { status: "failed", id, reason: row.lastError ?? "" };
  // Not delivered while the person watched: tell them when it is.
  await store.setAnnounce(id, true);
  return { status: "queued", id };
}

/** Drops a refused submission the screen has shown (the form still holds its values). */
export function discardSubmission(id: number, store: OutboxStore = outbox): Promise<void> {
  return store.remove(id);
}
