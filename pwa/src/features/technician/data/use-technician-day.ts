import { useObservable } from "dexie-react-hooks";
import { coalescedLiveQuery } from "@/db/coalesced-live.ts";
import type { OutboxRecord, TechnicianDayRecord } from "@/db/records.ts";
import { technicianDay } from "@/db/technician-day.ts";

/** How long the cards may lag behind the outbox's writes (each send writes its row twice). */
const liveGapMs = 200;
const noRows: OutboxRecord[] = [];

/** The kept day: undefined while it loads, null when none is kept. */
export function useKeptDay(): TechnicianDayRecord | null | undefined {
  return useObservable(
    () => coalescedLiveQuery(async () => (await technicianDay.read()) ?? null, liveGapMs),
    [],
    undefined,
  );
}

/** The technician's actions not delivered yet (waiting, sending, or refused). */
export function useUnsentActions(): OutboxRecord[] {
  return useObservable(
    () => coalescedLiveQuery(() => technicianDay.unsentActions(), liveGapMs),
    [],
    noRows,
  );
}

/** Actions the server took after the kept day was read (technician-day.ts `sentSince`). */
export function useActionsNotInKeptDay(syncedAt: number | undefined): OutboxRecord[] {
  return useObservable(
    () =>
      coalescedLiveQuery(
        () =>
          syncedAt === undefined ? Promise.resolve(noRows) : technicianDay.sentSince(syncedAt),
        liveGapMs,
      ),
    [syncedAt],
    noRows,
  );
}
