import { Dexie, type EntityTable } from "dexie";
import type {
  CartRecord,
  LeaseRecord,
  OutboxRecord,
  SessionRecord,
  SettingRecord,
} from "./records.ts";

export const databaseName = "vyom";

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

  constructor(name: string = databaseName) {
    super(name);
    this.version(1).stores({
      cart: "id",
      settings: "key",
      session: "id",
      // The flusher (issue 6) reads due rows by [state+nextAttemptAt]; a key is stored once.
      outbox: "++id, &idempotencyKey, state, [state+nextAttemptAt], createdAt",
    });
    // Issue 6: the outbox flusher's lease (browsers, and tests, without the Web Locks API), and
    // [state+sentAt] so delivered rows are pruned by an index range, not a scan.
    this.version(2).stores({
      leases: "name",
      outbox: "++id, &idempotencyKey, state, [state+nextAttemptAt], createdAt, [state+sentAt]",
    });
  }
}

export const db = new VyomDatabase();
