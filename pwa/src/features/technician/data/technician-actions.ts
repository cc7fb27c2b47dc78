/**
 * A technician's tap: queued in the outbox first (its Idempotency-Key made now), then a pass of
 * the flusher is asked for. Offline, the row waits and the card says so; back online, the flusher
 * sends it once (the API answers a repeat of the key with its first answer).
 */
import type { TechnicianActionPayload } from "@/db/technician-day.ts";
import { enqueue } from "@/sync/enqueue.ts";
import { noteQueued, pageFlusher } from "@/sync/outbox-runtime.ts";

export async function queueTechnicianAction(payload: TechnicianActionPayload): Promise<void> {
  await enqueue("technician-action", payload);
  void noteQueued().catch(() => {});
  void pageFlusher().flush({ force: true });
}
