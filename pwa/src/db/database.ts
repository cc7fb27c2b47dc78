import { Dexie, type EntityTable } from "dexie";
import { databaseName } from "./database-name.ts";
import type { KeptReportRecord, ReportKeyRecord } from "./kept-report-records.ts";
import type {
  CartRecord,
  LeaseRecord,
  MyBookingsRecord,
  OutboxRecord,
  SessionRecord,
  SettingRecord,
  TechnicianDayRecord,
} from "./records.ts";
import { noteStorageInUse } from "./storage-in-use.ts";

export { databaseName };

// The storage code is loaded: something is about to be read or written. The first visit's readers
// that waited for storage (db/storage-in-use.ts) subscribe now.
noteStorageInUse();

/**
 * The app's one IndexedDB database. Schema history: never edit a released `version(n)`; add
 * `version(n + 1)` with the changed stores (and an `.upgrade()` when rows must be rewritten) and
 * keep the old declarations, so a phone that skipped releases upgrades step by step.
 */
export class VyomDatabase extends Dexie {
  declare cart: EntityTable<CartRecord, "id">;
  declare settings: EntityTable<SettingRecord, "key">;
  declare session: EntityTable<SessionRecord, "id">;
  declare outbox: EntityTable<OutboxRecord, "id">;
  declare leases: EntityTable<LeaseRecord, "name">;
  declare myBookings: EntityTable<MyBookingsRecord, "owner">;
  declare keptReports: EntityTable<KeptReportRecord, "id">;
  declare reportKeys: EntityTable<ReportKeyRecord, "id">;
  declare technicianDay: EntityTable<TechnicianDayRecord, "id">;

  constructor(name: string = databaseName) {
    super(name);
    this.version(1).stores({
      cart: "id",
      settings: "key",
      session: "id",
      // The outbox flusher reads due rows by [state+nextAttemptAt]; a key is stored once.
      outbox: "++id, &idempotencyKey, state, [state+nextAttemptAt], createdAt",
    });
    // Version 2: the outbox flusher's lease (browsers, and tests, without the Web Locks API), and
    // [state+sentAt] so delivered rows are pruned by an index range, not a scan.
    this.version(2).stores({
      leases: "name",
      outbox: "++id, &idempotencyKey, state, [state+nextAttemptAt], createdAt, [state+sentAt]",
    });
    // Version 3: the outbox's live views read through indexes, never every row ever sent.
    // [state+kind] counts waiting and failed rows per kind (the status chip); `noticeDue` is set
    // only on delivered rows still to be announced (the sent notices; `announce` is a boolean,
    // which IndexedDB cannot index). Only indexes are added: existing rows are kept, and the
    // upgrade gives `noticeDue` to the delivered rows that still wait for their notice.
    this.version(3)
      .stores({
        outbox:
          "++id, &idempotencyKey, state, [state+nextAttemptAt], createdAt, [state+sentAt], [state+kind], noticeDue",
      })
      .upgrade((tx) =>
        tx
          .table<OutboxRecord, number>("outbox")
          .where("state")
          .equals("sent")
          .modify((row) => {
            const due = noticeDueOf(row);
            if (due !== undefined) (row as Noticed).noticeDue = due;
          }),
      );
    // Rows the server keeps failing on (`attentionSince`, set only on them) are counted for the
    // status chip by this index. Only an index is added: no row needs rewriting.
    this.version(4).stores({
      outbox:
        "++id, &idempotencyKey, state, [state+nextAttemptAt], createdAt, [state+sentAt], [state+kind], noticeDue, attentionSince",
    });
    // Version 5: the last "My bookings" answer of the logged-in customer, so the list opens
    // offline (docs/product.md#my-bookings). A new store only: no row needs rewriting.
    this.version(5).stores({ myBookings: "owner" });
    // Version 6: the reports a person chose to keep on this phone, encrypted (db/kept-reports.ts),
    // and the browser's key for them. New stores only: no row needs rewriting.
    this.version(6).stores({ keptReports: "id, savedAt", reportKeys: "id" });
    this.version(7).stores({ technicianDay: "id" });
    // Every write keeps `noticeDue` in step with state, announce and sentAt, whoever writes.
    this.outbox.hook("creating", (_key, row) => {
      const due = noticeDueOf(row);
      if (due !== undefined) (row as Noticed).noticeDue = due;
    });
    this.outbox.hook("updating", (changes, _key, row) => {
      const due = noticeDueOf({ ...row, ...(changes as Partial<OutboxRecord>) });
      if (due === (row as Noticed).noticeDue) return undefined;
      return { noticeDue: due };
    });
  }
}

/** A stored outbox row: `noticeDue` lives only in storage (an index key), not in the record type. */
type Noticed = OutboxRecord & { noticeDue?: number };

/** The index key of a row whose delivery is still to be announced (its sentAt), or undefined. */
export function noticeDueOf(row: OutboxRecord): number | undefined {
  return row.state === "sent" && row.announce === true ? (row.sentAt ?? 0) : undefined;
}

export const db = new VyomDatabase();
