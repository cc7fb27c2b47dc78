/**
 * A burst of writes costs the live views one read, not one per write, and the value they end on
 * is the rows as they are (coalesced-live.ts). On the app's database (fake-indexeddb).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { coalescedLiveQuery } from "./coalesced-live.ts";
import { db } from "./database.ts";
import type { OutboxRecord } from "./records.ts";

const row = (createdAt: number): OutboxRecord =>
  ({
    kind: "booking",
    idempotencyKey: crypto.randomUUID(),
    payload: {},
    state: "pending",
    attempts: 0,
    nextAttemptAt: 0,
    lastError: null,
    createdAt,
    sentAt: null,
    announce: false,
  }) as OutboxRecord;

/** Counts the outbox's pending rows, live; records every run and every value. */
function watchPending(gapMs: number) {
  const runs = { count: 0 };
  const seen: number[] = [];
  const live = coalescedLiveQuery(async () => {
    runs.count++;
    return db.outbox.where("state").equals("pending").count();
  }, gapMs);
  const subscription = live.subscribe((value) => seen.push(value));
  return { runs, seen, subscription };
}

const subscriptions: { unsubscribe(): void }[] = [];
afterEach(() => {
  for (const subscription of subscriptions.splice(0)) subscription.unsubscribe();
});

describe("coalescedLiveQuery", () => {
  it("reads once for a burst of writes, and ends on the rows as they are", async () => {
    const gapMs = 200;
    const watch = watchPending(gapMs);
    subscriptions.push(watch.subscription);
    await vi.waitFor(() => expect(watch.seen).toEqual([0]));

    // 50 writes, each its own transaction, as a flush settles rows one by one.
    const started = Date.now();
    for (let i = 0; i < 50; i++) await db.outbox.add(row(i));
    await vi.waitFor(() => expect(watch.seen.at(-1)).toBe(50));
    // Dexie's liveQuery reads again after every write: 51 runs. Here one per gap at most (and
    // the first), however long the writes took on a busy machine.
    const gaps = Math.ceil((Date.now() - started) / gapMs);
    expect(watch.runs.count).toBeLessThanOrEqual(gaps + 2);
    expect(watch.runs.count).toBeLessThan(51);
    const runs = watch.runs.count;

    // Nothing more is read while nothing is written.
    await new Promise((resolve) => setTimeout(resolve, gapMs + 50));
    expect(watch.runs.count).toBe(runs);
  });

  it("sees a write after a quiet spell at once, not after the gap", async () => {
    const watch = watchPending(60_000);
    subscriptions.push(watch.subscription);
    await vi.waitFor(() => expect(watch.seen).toEqual([0]));
    // The gap is counted from the last read: a first write after a minute's quiet is read at once.
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + 61_000);
      await db.outbox.add(row(1));
      await vi.waitFor(() => expect(watch.seen).toEqual([0, 1]), { timeout: 1_000 });
    } finally {
      vi.useRealTimers();
    }
  });

  it("reads a write that lands while a read runs", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let first = true;
    const seen: number[] = [];
    const live = coalescedLiveQuery(async () => {
      const count = await db.outbox.count();
      if (first) {
        first = false;
        await held; // the first read is slow: a write lands meanwhile
      }
      return count;
    }, 10);
    subscriptions.push(live.subscribe((value) => seen.push(value)));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await db.outbox.add(row(1));
    release();
    await vi.waitFor(() => expect(seen.at(-1)).toBe(1));
    expect(seen).not.toContain(0); // the stale first read is never shown
  });

  it("stops reading once unsubscribed", async () => {
    const watch = watchPending(10);
    await vi.waitFor(() => expect(watch.seen).toEqual([0]));
    watch.subscription.unsubscribe();
    const runs = watch.runs.count;
    await db.outbox.add(row(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(watch.runs.count).toBe(runs);
    expect(watch.seen).toEqual([0]);
  });
});
