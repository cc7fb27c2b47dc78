/**
 * What the outbox's live views (the status chip and panel, the "sent" notices) read from
 * IndexedDB: through indexes, only the rows they show, so their cost does not grow with the
 * delivered rows kept for a day (a flush of 1,000 rows re-runs them 2,000 times). Reads are
 * counted by a Dexie middleware on a database of its own (fake-indexeddb).
 */
import { type DBCore, Dexie } from "dexie";
import { afterEach, describe, expect, it } from "vitest";
import { VyomDatabase } from "@/db/database.ts";
import { outboxStore } from "@/db/outbox.ts";
import type { OutboxRecord } from "@/db/records.ts";

const opened: Dexie[] = [];
afterEach(async () => {
  for (const database of opened.splice(0)) {
    database.close();
    await Dexie.delete(database.name);
  }
});

/** A VyomDatabase whose outbox reads are counted: rows read (values) and cursors opened. */
function countedDatabase() {
  const database = new VyomDatabase(`outbox-reads-${crypto.randomUUID()}`);
  opened.push(database);
  const reads = { rows: 0, cursors: 0 };
  database.use({
    stack: "dbcore",
    name: "CountOutboxReads",
    // Closest to IndexedDB: what is really read, whatever Dexie's upper layers do.
    level: 0,
    create: (down: DBCore): DBCore => ({
      ...down,
      table(name) {
        const table = down.table(name);
        if (name !== "outbox") return table;
        return {
          ...table,
          get: async (request) => {
            const row = await table.get(request);
            if (row !== undefined) reads.rows++;
            return row;
          },
          getMany: async (request) => {
            const rows = await table.getMany(request);
            reads.rows += rows.filter((row) => row !== undefined).length;
            return rows;
          },
          query: async (request) => {
            const answer = await table.query(request);
            if (request.values) reads.rows += answer.result.length;
            return answer;
          },
          openCursor: (request) => {
            reads.cursors++;
            return table.openCursor(request);
          },
        };
      },
    }),
  });
  const reset = () => {
    reads.rows = 0;
    reads.cursors = 0;
  };
  return { database, store: outboxStore(database), reads, reset };
}

let sequence = 0;
function row(patch: Partial<OutboxRecord>): OutboxRecord {
  sequence++;
  return {
    kind: "booking",
    idempotencyKey: crypto.randomUUID(),
    payload: { name: "Priya Raman", date: "2025-03-14", mobileNumber: "9876543210" },
    state: "pending",
    attempts: 0,
    nextAttemptAt: 1_000,
    lastError: null,
    createdAt: sequence,
    sentAt: null,
    announce: false,
    ...patch,
  } as OutboxRecord;
}

const delivered = (count: number, announce = false) =>
  Array.from({ length: count }, () => row({ state: "sent", sentAt: 2_000, announce }));

describe("the outbox's live views", () => {
  it("read only the rows they show, however many delivered rows are kept", async () => {
    const { database, store, reads, reset } = countedDatabase();
    await database.outbox.bulkAdd([
      row({}),
      row({ state: "sending", kind: "prescription" }),
      row({ state: "failed", lastError: "refused" }),
      row({ state: "sent", sentAt: 2_000, announce: true }),
      ...delivered(300),
    ]);

    const measure = async () => {
      reset();
      const summary = await store.summary();
      const afterSummary = { ...reads };
      const unsent = await store.listUnsent();
      const toAnnounce = await store.listToAnnounce();
      return { summary, afterSummary, unsent, toAnnounce, reads: { ...reads } };
    };

    const few = await measure();
    expect(few.summary).toEqual({
      waiting: 2,
      waitingBookings: 1,
      failed: 1,
      failedBookings: 1,
      needsAttention: 0,
      needsAttentionBookings: 0,
    });
    expect(few.afterSummary).toEqual({ rows: 0, cursors: 0 }); // counts only
    expect(few.unsent.map((shown) => shown.state)).toEqual(["pending", "sending", "failed"]);
    expect(few.toAnnounce.map((shown) => shown.announce)).toEqual([true]);
    expect(few.reads).toEqual({ rows: 4, cursors: 0 });

    await database.outbox.bulkAdd(delivered(700));
    const many = await measure();
    expect(many.summary).toEqual(few.summary);
    expect(many.reads).toEqual(few.reads);
  });

  it("keeps the notices' index in step with each write: delivered, announced, closed", async () => {
    const { database, store } = countedDatabase();
    const id = await store.add(row({}));
    const shown = await store.add(row({}));
    expect(await store.listToAnnounce()).toEqual([]);

    // The flusher writes whether to announce with the delivery: not when a screen showed it.
    for (const [each, announce] of [
      [id, true],
      [shown, false],
    ] as const) {
      const claimed = await store.claimDue(
        {
          now: 1_000,
          force: true,
          kinds: ["booking"],
          exclude: new Set(),
          token: `token-${each}`,
          claimDeadline: 91_000,
        },
        1,
      );
      expect(claimed).toHaveLength(1);
      const patch = { state: "sent", sentAt: 5_000, announce } as const;
      await store.settleMany([{ id: each, token: `token-${each}`, patch }]);
    }
    expect((await store.listToAnnounce()).map((row) => row.id)).toEqual([id]);
    expect(await database.outbox.where("noticeDue").equals(5_000).count()).toBe(1);

    await store.closeNotices([id]); // the person closed the notice
    expect(await store.listToAnnounce()).toEqual([]);
    expect(await database.outbox.where("noticeDue").equals(5_000).count()).toBe(0);
  });

  it("upgrades a database of the previous version, keeping every row and indexing the notices", async () => {
    const name = `outbox-upgrade-${crypto.randomUUID()}`;
    const previous = new Dexie(name);
    previous.version(1).stores({
      cart: "id",
      settings: "key",
      session: "id",
      outbox: "++id, &idempotencyKey, state, [state+nextAttemptAt], createdAt",
    });
    previous.version(2).stores({
      leases: "name",
      outbox: "++id, &idempotencyKey, state, [state+nextAttemptAt], createdAt, [state+sentAt]",
    });
    await previous
      .table("outbox")
      .bulkAdd([
        row({ state: "failed", lastError: "refused" }),
        row({ state: "sent", sentAt: 3_000, announce: true }),
        ...delivered(5),
        row({}),
      ]);
    previous.close();

    const upgraded = new VyomDatabase(name);
    opened.push(upgraded);
    const store = outboxStore(upgraded);
    expect(await upgraded.outbox.count()).toBe(8);
    expect(await store.summary()).toEqual({
      waiting: 1,
      waitingBookings: 1,
      failed: 1,
      failedBookings: 1,
      needsAttention: 0,
      needsAttentionBookings: 0,
    });
    expect((await store.listToAnnounce()).map((shown) => shown.sentAt)).toEqual([3_000]);
  });
});
