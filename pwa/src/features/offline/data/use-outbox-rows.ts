import { useObservable } from "dexie-react-hooks";
import { useSyncExternalStore } from "react";
import { coalescedLiveQuery } from "@/db/coalesced-live.ts";
import { type OutboxSummary, outbox } from "@/db/outbox.ts";
import type { OutboxRecord } from "@/db/records.ts";
import {
  type PersistenceState,
  persistenceState,
  subscribePersistence,
} from "@/sync/persistence.ts";

const noRows: OutboxRecord[] = [];
const nothing: OutboxSummary = {
  waiting: 0,
  waitingBookings: 0,
  failed: 0,
  failedBookings: 0,
  needsAttention: 0,
  needsAttentionBookings: 0,
};

/*
 * Live across tabs and the service worker. Each reads only what its component shows, through an
 * index, and at most once per `liveGapMs` however fast the rows are written (db/coalesced-live.ts):
 * a flush writes every row twice, and a read after each write made a flush of n rows cost n reads
 * and renders of these views.
 */

/** How long a view may lag behind a burst of writes: below what a person notices. */
export const liveGapMs = 200;

/** How many submissions wait and failed (counts only). */
export function useOutboxSummary(): OutboxSummary {
  return useObservable(() => coalescedLiveQuery(() => outbox.summary(), liveGapMs), [], nothing);
}

/** The waiting and failed submissions, read only while `shown` (the panel is open). */
export function useUnsentRows(shown: boolean): OutboxRecord[] {
  return useObservable(
    () => coalescedLiveQuery(async () => (shown ? outbox.listUnsent() : noRows), liveGapMs),
    [shown],
    noRows,
  );
}

/** Delivered submissions whose "sent" notice is still to be shown or closed. */
export function useRowsToAnnounce(): OutboxRecord[] {
  return useObservable(
    () => coalescedLiveQuery(() => outbox.listToAnnounce(), liveGapMs),
    [],
    noRows,
  );
}

/** Whether the browser agreed to keep this site's data (asked when something is queued). */
export function usePersistence(): PersistenceState {
  return useSyncExternalStore(subscribePersistence, persistenceState, () => "unknown");
}

/** This tab's flusher, loaded on demand: "Send now" and "Try again". */
export async function sendNow(): Promise<void> {
  const { pageFlusher } = await import("@/sync/outbox-runtime.ts");
  await pageFlusher().flush({ force: true });
}

/** "Try again" on a row that could not be sent or that needs attention: it is sent at once. */
export async function retrySubmission(id: number): Promise<void> {
  await outbox.retry(id, Date.now());
  await sendNow();
}

export const removeSubmission = (id: number): Promise<void> => outbox.remove(id);

export const acknowledgeSent = (ids: readonly number[]): Promise<void> => outbox.closeNotices(ids);
