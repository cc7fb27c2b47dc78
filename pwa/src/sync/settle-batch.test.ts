/**
 * settle-batch.ts over the real outbox store (fake-indexeddb), its writes watched: outcomes that
 * finish together share one settleMany, outcomes that finish during a write share the next one,
 * and each resolves only once its row is stored.
 */
import { describe, expect, it, vi } from "vitest";
import { db } from "@/db/database.ts";
import { type OutboxStore, outbox } from "@/db/outbox.ts";
import type { Settlement } from "@/db/outbox-settle.ts";
import { enqueue } from "./enqueue.ts";
import { bookingPayload } from "./outbox.test-support.ts";
import { type FinishedAttempt, settleBatch } from "./settle-batch.ts";

const now = Date.UTC(2025, 2, 10, 4, 0, 0);

/** `count` rows claimed under "t": the finished attempts to settle. */
async function claimed(count: number): Promise<number[]> {
  for (let i = 0; i < count; i++) {
    await enqueue("booking", bookingPayload(`90000${String(i).padStart(5, "0")}`), { now });
  }
  const request = { now, force: true, kinds: ["booking"] as const, exclude: new Set<number>() };
  const rows = await outbox.claimDue({ ...request, token: "t", claimDeadline: now + 1 }, count);
  if (rows === "lease-lost") throw new Error("no lease here");
  return rows.map((row) => row.id);
}

const sent = (id: number): FinishedAttempt => ({
  id,
  token: "t",
  patch: { state: "sent", sentAt: now },
});

/** The real store; its writes logged, and each held until the test opens `gate` (if closed). */
function watchedStore() {
  const log: string[] = [];
  const batches: number[][] = [];
  let gate: Promise<void> = Promise.resolve();
  let open = () => {};
  const store: Pick<OutboxStore, "settleMany" | "holdAll"> = {
    async settleMany(settlements: readonly Settlement[]) {
      batches.push(settlements.map((settlement) => settlement.id));
      await gate;
      const written = await outbox.settleMany(settlements);
      log.push(`written ${written.join(",")}`);
      return written;
    },
    async holdAll(until: number) {
      await outbox.holdAll(until);
      log.push(`hold ${until - now}`);
    },
  };
  return {
    store,
    log,
    batches,
    close() {
      gate = new Promise((resolve) => {
        open = resolve;
      });
    },
    open: () => open(),
  };
}

describe("settleBatch", () => {
  it("writes the outcomes that finish in one tick with one settleMany", async () => {
    const ids = await claimed(4);
    const watched = watchedStore();
    const settle = settleBatch(watched.store);
    await Promise.all(ids.map((id) => settle(sent(id))));
    expect(watched.batches).toEqual([ids]);
    expect((await db.outbox.toArray()).map((row) => row.state)).toEqual(Array(4).fill("sent"));
  });

  it("queues the outcomes that finish during a write for the next one, in order", async () => {
    const [first = 0, ...later] = await claimed(4);
    const watched = watchedStore();
    const settle = settleBatch(watched.store);
    watched.close();
    const settled: Promise<void>[] = [settle(sent(first))];
    // The write of `first` starts and waits on the gate.
    await vi.waitFor(() => expect(watched.batches).toEqual([[first]]));
    for (const id of later) settled.push(settle(sent(id)));
    watched.open();
    await Promise.all(settled);
    expect(watched.batches).toEqual([[first], later]);
    expect(watched.log).toEqual([`written ${first}`, `written ${later.join(",")}`]);
  });

  it("resolves each outcome only after its row is written, with the server's hold", async () => {
    const [a = 0, b = 0] = await claimed(2);
    const watched = watchedStore();
    const settle = settleBatch(watched.store);
    watched.close();
    const retry = (id: number, holdMs: number): FinishedAttempt => ({
      id,
      token: "t",
      patch: { state: "pending", nextAttemptAt: now + holdMs },
      holdUntil: now + holdMs,
    });
    const done = [
      settle(retry(a, 30_000)).then(() => watched.log.push(`resolved ${a}`)),
      settle(retry(b, 10_000)).then(() => watched.log.push(`resolved ${b}`)),
    ];
    await new Promise((next) => setTimeout(next, 10));
    expect(watched.log).toEqual([]);
    watched.open();
    await Promise.all(done);
    expect(watched.log).toEqual([
      `written ${a},${b}`,
      "hold 30000",
      `resolved ${a}`,
      `resolved ${b}`,
    ]);
    expect(await outbox.nextDueAt(["booking"])).toBe(now + 30_000);
  });

  it("rejects the outcomes of a failed write, and writes the next batch", async () => {
    const [a = 0, b = 0] = await claimed(2);
    let calls = 0;
    const settle = settleBatch({
      settleMany: (settlements) => {
        calls++;
        return calls === 1 ? Promise.reject(new Error("quota")) : outbox.settleMany(settlements);
      },
      holdAll: outbox.holdAll,
    });
    await expect(settle(sent(a))).rejects.toThrow("quota");
    expect((await db.outbox.get(a))?.state).toBe("sending"); // still claimed: taken back later
    await settle(sent(b));
    expect((await db.outbox.get(b))?.state).toBe("sent");
  });
});
