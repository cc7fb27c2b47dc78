/**
 * A technician's day on the phone (docs/product.md#technicians-page): the last list the server
 * gave, kept for reading offline, and the actions still waiting in the outbox, per visit, so a
 * card can say "waiting to send". Every write is one transaction; the sign-out clears the day.
 * The actions themselves are outbox rows of kind `technician-action` (sync/registry.ts), sent
 * once each by the flusher under the Idempotency-Key made when the technician tapped.
 */
import type { DeskVisit, TechnicianActionRequest } from "@vyom/catalog/contract/schemas";
import { db as appDb, type VyomDatabase } from "./database.ts";
import type { OutboxRecord, TechnicianDayRecord } from "./records.ts";

export type TechnicianActionPayload = TechnicianActionRequest;

export function technicianDayStore(db: VyomDatabase = appDb) {
  return {
    /** Keeps the day as the server answered it, replacing the last one. */
    save: (input: { day: string; visits: DeskVisit[]; now: number }) =>
      db.transaction("rw", db.technicianDay, () =>
        db.technicianDay.put({
          id: "today",
          day: input.day,
          visits: input.visits,
          syncedAt: input.now,
        }),
      ),

    read: (): Promise<TechnicianDayRecord | undefined> => db.technicianDay.get("today"),

    /** The sign-out: the patients' names and addresses leave the phone. */
    clear: () => db.transaction("rw", db.technicianDay, () => db.technicianDay.clear()),

    /**
     * The technician's actions delivered after the kept day was read (`syncedAt`): the server
     * has taken them, the kept day does not show them yet. A card counts them as done, so a
     * started visit does not offer "Start visit" again when the day cannot be read again (the
     * connection dropped right after the send).
     */
    sentSince: (syncedAt: number): Promise<OutboxRecord[]> =>
      db.outbox
        .where("[state+kind]")
        .equals(["sent", "technician-action"])
        .filter((row) => (row.sentAt ?? 0) > syncedAt)
        .toArray(),

    /** The technician's actions not yet delivered (waiting, or refused), oldest first. */
    unsentActions: (): Promise<OutboxRecord[]> =>
      db.transaction("r", db.outbox, async () => {
        const rows = await Promise.all(
          (["pending", "sending", "failed"] as const).map((state) =>
            db.outbox.where("[state+kind]").equals([state, "technician-action"]).toArray(),
          ),
        );
        return rows.flat().sort((a, b) => a.createdAt - b.createdAt || a.id - b.id);
      }),
  };
}

export const technicianDay = technicianDayStore();

/** The visit an action row is for, read defensively (a row may come from another version). */
export function actionOf(row: Pick<OutboxRecord, "payload">): TechnicianActionPayload | undefined {
  const payload = row.payload as Partial<TechnicianActionPayload> | null;
  if (!payload || typeof payload.visitId !== "string") return undefined;
  if (payload.action === "mark-paid") {
    return payload.method === "cash" || payload.method === "upi"
      ? { visitId: payload.visitId, action: "mark-paid", method: payload.method }
      : undefined;
  }
  if (payload.action === "start-visit" || payload.action === "mark-collected") {
    return { visitId: payload.visitId, action: payload.action };
  }
  return undefined;
}
