/**
 * The outbox's storage: every read and write of `outbox` and `leases`, each write in one
 * transaction. The rules of sending live in src/sync/; this module only guarantees that a row
 * changes state atomically:
 *
 * - `claimDue` moves due rows pending → sending under a fresh claim token, several in one
 *   transaction (outbox-claim.ts), so two flushers can never claim the same row.
 * - `settleMany` writes attempts' outcomes, several in one transaction, each only if its row still
 *   carries that attempt's token (outbox-settle.ts): the late answer of an attempt whose row was
 *   taken back (its tab died) changes nothing.
 * - A server's "wait" (429 Retry-After) is one row in `leases`, held by the server until then:
 *   no row is claimed before it runs out, whoever asks.
 */
import { liveQuery } from "dexie";
import { db as appDb, type VyomDatabase } from "./database.ts";
import {
  type ClaimRequest,
  claimDue,
  type LeaseCheck,
  serverHoldName,
  serverHoldUntil,
} from "./outbox-claim.ts";
import { type Settlement, settleMany } from "./outbox-settle.ts";
import type { OutboxKind, OutboxRecord, OutboxState } from "./records.ts";

export type NewOutboxRecord = Omit<OutboxRecord, "id">;

/** What the status chip shows: counts only. */
export interface OutboxSummary {
  /** Pending or sending. */
  waiting: number;
  waitingBookings: number;
  failed: number;
  failedBookings: number;
  /** Waiting rows the server keeps failing on. */
  needsAttention: number;
  needsAttentionBookings: number;
}

export function outboxStore(db: VyomDatabase = appDb) {
  return {
    /** Writes a new submission; resolves to its id. */
    add: (record: NewOutboxRecord): Promise<number> =>
      db.transaction("rw", db.outbox, () => db.outbox.add(record as OutboxRecord)),

    get: (id: number): Promise<OutboxRecord | undefined> => db.outbox.get(id),

    /*
     * The UI's live reads. Each runs again after every write to the rows it read, and a flush
     * writes each row twice: so they read through indexes, never the rows already delivered
     * (kept a day), which would make a flush of n rows cost n² reads.
     */

    /** How many rows wait (pending or sending) and failed, and how many of them are bookings:
     * index counts (one key range each, so IndexedDB counts them itself), no row is read. */
    summary: (): Promise<OutboxSummary> =>
      db.transaction("r", db.outbox, async () => {
        // States sort failed < pending < sending < sent: "waiting" is one key range.
        const waiting = db.outbox.where("state").between("pending", "sending", true, true).count();
        const bookings = (state: OutboxState) =>
          db.outbox.where("[state+kind]").equals([state, "booking"]).count();
        // Rows that need attention are few: they are read, to tell bookings from other forms.
        const attention = db.outbox.where("attentionSince").aboveOrEqual(0).toArray();
        const [waitingRows, pendingBookings, sendingBookings, failed, failedBookings, stuck] =
          await Promise.all([
            waiting,
            bookings("pending"),
            bookings("sending"),
            db.outbox.where("state").equals("failed").count(),
            bookings("failed"),
            attention,
          ]);
        return {
          waiting: waitingRows,
          waitingBookings: pendingBookings + sendingBookings,
          failed,
          failedBookings,
          needsAttention: stuck.length,
          needsAttentionBookings: stuck.filter((row) => row.kind === "booking").length,
        };
      }),

    /** The rows waiting or failed, oldest first (the opened status panel's lists). */
    listUnsent: (): Promise<OutboxRecord[]> =>
      db.transaction("r", db.outbox, async () => {
        const rows = await Promise.all(
          (["pending", "sending", "failed"] as const).map((state) =>
            db.outbox.where("state").equals(state).toArray(),
          ),
        );
        return rows.flat().sort((a, b) => a.createdAt - b.createdAt || a.id - b.id);
      }),

    /** Delivered rows whose delivery is still to be announced, in the order they were sent. */
    listToAnnounce: (): Promise<OutboxRecord[]> => db.outbox.orderBy("noticeDue").toArray(),

    /** Rows not yet delivered (pending or sending). */
    countUnsent: async (): Promise<number> =>
      db.outbox.where("state").anyOf("pending", "sending").count(),

    /** Calls `listener` with the row now and after every change (any tab or worker). */
    watch(id: number, listener: (row: OutboxRecord | undefined) => void): () => void {
      const subscription = liveQuery(() => db.outbox.get(id)).subscribe({
        next: listener,
        error: () => listener(undefined),
      });
      return () => subscription.unsubscribe();
    },

    /** Takes up to `limit` due rows for sending; "lease-lost" when the caller no longer holds it. */
    claimDue: (request: ClaimRequest, limit: number): Promise<OutboxRecord[] | "lease-lost"> =>
      claimDue(db, request, limit),

    /** Writes finished attempts' outcomes; resolves to the ids written (not those taken back). */
    settleMany: (settlements: readonly Settlement[]): Promise<number[]> =>
      settleMany(db, settlements),

    /**
     * Puts rows left `sending` back to pending: every one when the caller holds an exclusive lock
     * (nobody else can be sending), else only those whose claim deadline has passed.
     */
    recoverAbandoned: (now: number, everything: boolean): Promise<number> =>
      db.transaction("rw", db.outbox, async () => {
        const stale = await db.outbox
          .where("state")
          .equals("sending")
          .filter((row) => everything || row.nextAttemptAt <= now)
          .toArray();
        for (const row of stale) {
          await db.outbox.put({ ...row, state: "pending", nextAttemptAt: now, claimToken: null });
        }
        return stale.length;
      }),

    /** The server asked this client to wait (429): nothing is sent before `until`. */
    holdAll: (until: number): Promise<void> =>
      db.transaction("rw", db.leases, async () => {
        const current = await serverHoldUntil(db);
        await db.leases.put({
          name: serverHoldName,
          owner: "server",
          expiresAt: Math.max(current, until),
        });
      }),

    /**
     * When the flusher should look again: the earliest pending row of these kinds, or the claim
     * deadline of a row in flight (taken back then if its sender vanished). Null when neither.
     */
    async nextDueAt(kinds: readonly OutboxKind[]): Promise<number | null> {
      const first = (state: "pending" | "sending") =>
        db.outbox
          .where("[state+nextAttemptAt]")
          .between([state, -Infinity], [state, Infinity], true, true)
          .filter((candidate) => kinds.includes(candidate.kind))
          .first();
      const [pending, sending, hold] = await db.transaction("r", db.outbox, db.leases, () =>
        Promise.all([first("pending"), first("sending"), serverHoldUntil(db)]),
      );
      const times = [
        ...(pending ? [Math.max(pending.nextAttemptAt, hold)] : []),
        ...(sending ? [sending.nextAttemptAt] : []),
      ];
      return times.length > 0 ? Math.min(...times) : null;
    },

    /** Deletes delivered rows sent before `before` (they hold a name and a mobile number). */
    pruneSent: (before: number): Promise<number> =>
      db.outbox
        .where("[state+sentAt]")
        .between(["sent", -Infinity], ["sent", before], true, false)
        .delete(),

    /**
     * The person's "Try again": a failed row goes back to pending, and a row that needs their
     * attention is due at once (it keeps the mark until it is delivered or refused), both with
     * the same key.
     */
    retry: (id: number, now: number): Promise<void> =>
      db.transaction("rw", db.outbox, async () => {
        const row = await db.outbox.get(id);
        if (row?.state === "failed") {
          await db.outbox.put({ ...row, state: "pending", nextAttemptAt: now, failedStatus: null });
        } else if (row?.state === "pending" && row.attentionSince !== undefined) {
          await db.outbox.put({ ...row, nextAttemptAt: now });
        }
      }),

    /** Removes a row the person gave up on (never one being sent). */
    remove: (id: number): Promise<void> =>
      db.transaction("rw", db.outbox, async () => {
        const row = await db.outbox.get(id);
        if (row && row.state !== "sending") await db.outbox.delete(id);
      }),

    /** The person closed the "sent" notice of delivered rows (one notice may stand for many). */
    closeNotices: (ids: readonly number[]): Promise<void> =>
      db.transaction("rw", db.outbox, async () => {
        await db.outbox.where(":id").anyOf(ids).modify({ announce: false });
      }),

    /** Takes the lease if it is free, expired or already the caller's. */
    acquireLease: (lease: LeaseCheck, now: number): Promise<boolean> =>
      db.transaction("rw", db.leases, async () => {
        const row = await db.leases.get(lease.name);
        if (row && row.owner !== lease.owner && row.expiresAt > now) return false;
        await db.leases.put({ name: lease.name, owner: lease.owner, expiresAt: now + lease.ttlMs });
        return true;
      }),

    releaseLease: (name: string, owner: string): Promise<void> =>
      db.transaction("rw", db.leases, async () => {
        const row = await db.leases.get(name);
        if (row?.owner === owner) await db.leases.delete(name);
      }),

    /** When the lease of another owner runs out (null when free or the caller's). */
    leaseBusyUntil: async (name: string, owner: string, now: number): Promise<number | null> => {
      const row = await db.leases.get(name);
      return row && row.owner !== owner && row.expiresAt > now ? row.expiresAt : null;
    },
  };
}

export type OutboxStore = ReturnType<typeof outboxStore>;

/** The app's outbox storage (the one database). */
export const outbox: OutboxStore = outboxStore();
