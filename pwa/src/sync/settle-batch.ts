/**
 * Writes the outcomes of finished attempts in batches: one `settleMany` transaction for every
 * attempt that finished in the same tick, or while the previous write was running. What it
 * guarantees:
 *
 * - An outcome is never held back: the write starts in the microtask after the first outcome of
 *   a batch (or as soon as the previous write ends). If the page dies before that, the row is
 *   still claimed and is taken back later, which the idempotency key makes safe.
 * - `settle` resolves only once its row is written (with the server's hold, if any), so the
 *   flusher announces an outcome, or fills the freed slot, only after it is stored. A failed write
 *   rejects every outcome of its batch; the rows stay claimed.
 * - Batches are written one at a time, in order: a row's outcomes are never reordered.
 */
import type { OutboxStore } from "@/db/outbox.ts";
import type { Settlement } from "@/db/outbox-settle.ts";

export interface FinishedAttempt extends Settlement {
  /** The server's Retry-After: nothing at all is sent before this. */
  holdUntil?: number;
}

interface Waiting {
  attempt: FinishedAttempt;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** Returns `settle`: writes an attempt's outcome with the others of its batch. */
export function settleBatch(
  store: Pick<OutboxStore, "settleMany" | "holdAll">,
): (attempt: FinishedAttempt) => Promise<void> {
  let queued: Waiting[] = [];
  let writing = false;

  async function write(batch: Waiting[]) {
    await store.settleMany(
      batch.map(({ attempt: { id, token, patch } }) => ({ id, token, patch })),
    );
    const holds = batch.flatMap(({ attempt }) => attempt.holdUntil ?? []);
    if (holds.length > 0) await store.holdAll(Math.max(...holds));
  }

  async function drain() {
    while (queued.length > 0) {
      const batch = queued;
      queued = [];
      try {
        await write(batch);
        for (const waiting of batch) waiting.resolve();
      } catch (error) {
        for (const waiting of batch) waiting.reject(error);
      }
    }
    writing = false;
  }

  return (attempt) =>
    new Promise<void>((resolve, reject) => {
      queued.push({ attempt, resolve, reject });
      if (writing) return;
      writing = true;
      queueMicrotask(() => void drain());
    });
}
