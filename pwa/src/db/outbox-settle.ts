/**
 * Writing the outcomes of finished attempts. `settleMany` writes several in ONE read-write
 * transaction, each by the same rule as one alone: a row changes only if it is still `sending`
 * under that attempt's claim token, so the late answer of an attempt whose row was taken back
 * (its tab died, its claim ran out and another sender claimed it) changes nothing.
 */
import type { VyomDatabase } from "./database.ts";
import type { OutboxRecord } from "./records.ts";

export type SettlePatch = Partial<
  Pick<
    OutboxRecord,
    | "state"
    | "nextAttemptAt"
    | "lastError"
    | "sentAt"
    | "response"
    | "failedStatus"
    | "announce"
    | "files"
    | "serverErrors"
    | "attentionSince"
  >
>;

/** One finished attempt: the row, the token it was claimed under, its new state. */
export interface Settlement {
  id: number;
  token: string;
  patch: SettlePatch;
}

/** Writes the settlements in order; resolves to the ids written (not those taken back). */
export function settleMany(
  db: VyomDatabase,
  settlements: readonly Settlement[],
): Promise<number[]> {
  return db.transaction("rw", db.outbox, async () => {
    const found = await db.outbox.bulkGet(settlements.map((settlement) => settlement.id));
    // The rows as this transaction leaves them: a second settlement of one row sees the first.
    const rows = new Map<number, OutboxRecord>();
    settlements.forEach((settlement, i) => {
      const row = found[i];
      if (row && !rows.has(settlement.id)) rows.set(settlement.id, row);
    });
    const written: OutboxRecord[] = [];
    for (const { id, token, patch } of settlements) {
      const row = rows.get(id);
      if (row?.state !== "sending" || row.claimToken !== token) continue;
      const settled = { ...row, ...patch, claimToken: null };
      rows.set(id, settled);
      written.push(settled);
    }
    await db.outbox.bulkPut(written);
    return written.map((row) => row.id);
  });
}
