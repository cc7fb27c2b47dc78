/**
 * The flusher's cost in IndexedDB write transactions (fake-indexeddb, counted by a Dexie
 * middleware on a database of its own): free slots are filled by one claim and outcomes that
 * finish together are settled by one write, so n rows cost well under the 2n transactions of a
 * claim and a settle per row, and every row is still sent exactly once.
 */
import { type DBCore, Dexie } from "dexie";
import { afterEach, describe, expect, it } from "vitest";
import { VyomDatabase } from "@/db/database.ts";
import { type OutboxStore, outboxStore } from "@/db/outbox.ts";
import { enqueue } from "./enqueue.ts";
import {
  bookingPayload,
  flusherWith,
  manualClock,
  ok,
  fakeTransport as transport,
  yieldToOthers,
} from "./outbox.test-support.ts";

const opened: Dexie[] = [];
afterEach(async () => {
  for (const database of opened.splice(0)) {
    database.close();
    await Dexie.delete(database.name);
  }
});

/** A VyomDatabase counting its read-write transactions, and its store with claims counted. */
function countedStore() {
  const database = new VyomDatabase(`outbox-batching-${crypto.randomUUID()}`);
  opened.push(database);
  const counts = { writeTransactions: 0, claims: 0, claimedRows: 0 };
  database.use({
    stack: "dbcore",
    name: "CountWriteTransactions",
    create: (down: DBCore): DBCore => ({
      ...down,
      transaction(stores, mode, options) {
        if (mode === "readwrite") counts.writeTransactions++;
        return down.transaction(stores, mode, options);
      },
    }),
  });
  const store = outboxStore(database);
  const counted: OutboxStore = {
    ...store,
    async claimDue(request, limit) {
      counts.claims++;
      const rows = await store.claimDue(request, limit);
      if (rows !== "lease-lost") counts.claimedRows += rows.length;
      return rows;
    },
  };
  return { store: counted, counts };
}

describe("the flusher's IndexedDB writes", () => {
  it("claims and settles several rows per transaction, sending each row once", async () => {
    const rows = 60;
    const clock = manualClock();
    const { store, counts } = countedStore();
    for (let i = 0; i < rows; i++) {
      const mobile = `90000${String(i).padStart(5, "0")}`;
      await enqueue("booking", bookingPayload(mobile), { now: clock.now(), store });
    }
    // The rows in flight are answered together, after the IndexedDB writes queued so far.
    const t = transport(async () => {
      await yieldToOthers();
      return ok;
    });
    // What a subscriber reads when told a row settled: the row as written.
    const seen: Promise<string | undefined>[] = [];
    const flusher = flusherWith(clock, t, { store });
    flusher.subscribe((event) => seen.push(store.get(event.id).then((row) => row?.state)));
    counts.writeTransactions = 0;
    await flusher.flush();

    expect(t.sent).toHaveLength(rows);
    expect(new Set(t.sent.map((request) => request.idempotencyKey)).size).toBe(rows);
    expect(await Promise.all(seen)).toEqual(Array(rows).fill("sent"));
    expect(counts.claimedRows).toBe(rows);
    // One claim per row would be `rows` claims: the slots freed together are filled together.
    expect(counts.claims).toBeLessThan(rows / 2);
    // A claim and a settle per row would be 2 × rows, plus the pass's own few (today: 45).
    expect(counts.writeTransactions).toBeLessThan(rows);
  });
});
