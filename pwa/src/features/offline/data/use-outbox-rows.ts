import { useLiveQuery } from "dexie-react-hooks";
import { useSyncExternalStore } from "react";
import { outbox } from "@/db/outbox.ts";
import type { OutboxRecord } from "@/db/records.ts";
import {
  type PersistenceState,
  persistenceState,
  subscribePersistence,
} from "@/sync/persistence.ts";

const noRows: OutboxRecord[] = [];

/** Every queued submission, live across tabs and the service worker. */
export function useOutboxRows(): OutboxRecord[] {
  return useLiveQuery(() => outbox.list(), [], noRows);
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

export async function retrySubmission(id: number): Promise<void> {
  await outbox.retry(id, Date.now());
  await sendNow();
}

export const removeSubmission = (id: number): Promise<void> => outbox.remove(id);

export const acknowledgeSent = (id: number): Promise<void> => outbox.setAnnounce(id, false);
