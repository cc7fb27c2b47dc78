/**
 * Queueing a submission: the payload, its idempotency key (made now, when the person submits)
 * and state 'pending' are written in ONE IndexedDB transaction before anything touches the
 * network. From then on the row survives going offline, closing the tab and restarting the phone,
 * and the flusher (flusher.ts) is the only code that sends it.
 */
import { outbox as appOutbox, type OutboxStore } from "@/db/outbox.ts";
import type { OutboxFile, OutboxKind } from "@/db/records.ts";

/** How long a screen waits for the result of a submission's first attempt (submit.ts). */
export const quietWindowMs = 10_000;

export interface EnqueueOptions {
  /** Files sent with the payload (a multipart kind), saved in the same transaction. */
  files?: OutboxFile[];
  now?: number;
  store?: OutboxStore;
  newKey?: () => string;
}

export interface Enqueued {
  id: number;
  idempotencyKey: string;
}

export async function enqueue(
  kind: OutboxKind,
  payload: unknown,
  options: EnqueueOptions = {},
): Promise<Enqueued> {
  const store = options.store ?? appOutbox;
  const now = options.now ?? Date.now();
  const idempotencyKey = (options.newKey ?? (() => crypto.randomUUID()))();
  const id = await store.add({
    kind,
    idempotencyKey,
    payload,
    state: "pending",
    attempts: 0,
    nextAttemptAt: now,
    lastError: null,
    createdAt: now,
    sentAt: null,
    ...(options.files && options.files.length > 0 ? { files: options.files } : {}),
  });
  return { id, idempotencyKey };
}
