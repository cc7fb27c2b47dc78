/**
 * The flusher when tabs die mid-attempt or run at the same time (fake-indexeddb, injected clock
 * and transport): a row is never in flight twice, and a dead tab's row is taken back.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { db, VyomDatabase } from "@/db/database.ts";
import { outboxStore } from "@/db/outbox.ts";
import { ApiError } from "@/lib/api-client.ts";
import { enqueue } from "./enqueue.ts";
import { claimTtlMs, createFlusher } from "./flusher.ts";
import {
  bookingPayload,
  fakeLockManagers,
  flusherWith,
  http,
  manualClock,
  ok,
  fakeTransport as transport,
  yieldToOthers,
} from "./outbox.test-support.ts";

const extra: VyomDatabase[] = [];
afterEach(() => {
  for (const other of extra.splice(0)) other.close();
});

const rows = () => db.outbox.orderBy("id").toArray();

describe("a restart in the middle of an attempt", () => {
  it("(lease) takes the row back once the dead flusher's claim has run out, and ignores its late answer", async () => {
    const clock = manualClock();
    let answerLate: (value: unknown) => void = () => {};
    const hung = transport(
      () =>
        new Promise((resolve) => {
          answerLate = resolve;
        }),
    );
    const { id } = await enqueue("booking", bookingPayload(), { now: clock.now() });
    // Tab A claims the row and its request hangs; then the tab is gone (never settles).
    void flusherWith(clock, hung, { owner: "tab-a" }).flush();
    await vi.waitFor(() => expect(hung.sent).toHaveLength(1));
    expect((await db.outbox.get(id))?.state).toBe("sending");

    const fresh = transport(() => ok);
    const restarted = flusherWith(clock, fresh, { owner: "tab-b" });
    await restarted.flush({ force: true });
    expect(fresh.sent).toHaveLength(0); // A's lease and claim still stand
    clock.advance(claimTtlMs);
    await restarted.flush();
    expect(fresh.sent).toHaveLength(1);
    expect(fresh.sent[0]?.idempotencyKey).toBe(hung.sent[0]?.idempotencyKey);
    expect(await db.outbox.get(id)).toMatchObject({ state: "sent", attempts: 2 });

    answerLate(http(500)); // A's answer finally arrives: it changes nothing
    await yieldToOthers();
    expect((await db.outbox.get(id))?.state).toBe("sent");
  });

  it("(Web Locks) takes the row back at once when the tab holding the lock is closed", async () => {
    const clock = manualClock();
    const locks = fakeLockManagers();
    const tabA = locks.tab();
    const hung = transport(() => new Promise(() => {}));
    const { id } = await enqueue("booking", bookingPayload(), { now: clock.now() });
    void flusherWith(clock, hung, { locks: tabA.locks }).flush();
    await vi.waitFor(() => expect(hung.sent).toHaveLength(1));
    tabA.die();

    const fresh = transport(() => ok);
    await flusherWith(clock, fresh, { locks: locks.tab().locks }).flush();
    expect(fresh.sent).toHaveLength(1);
    expect(await db.outbox.get(id)).toMatchObject({ state: "sent", attempts: 2 });
  });

  it("a stopped flusher's row is pending again and the next one sends it", async () => {
    const clock = manualClock();
    const hung = transport(
      (request) =>
        new Promise((_, reject) =>
          request.signal.addEventListener("abort", () =>
            reject(new ApiError("aborted", "cancelled")),
          ),
        ),
    );
    const { id } = await enqueue("booking", bookingPayload(), { now: clock.now() });
    const first = flusherWith(clock, hung);
    const pass = first.flush();
    await vi.waitFor(() => expect(hung.sent).toHaveLength(1));
    first.stop();
    await pass;
    expect((await db.outbox.get(id))?.state).toBe("pending");
    const t = transport(() => ok);
    await flusherWith(clock, t).flush({ force: true });
    expect((await db.outbox.get(id))?.state).toBe("sent");
  });
});

describe("two flushers at once (two tabs)", () => {
  async function twoTabs(mode: "lease" | "web-locks") {
    const clock = manualClock();
    const inFlight = new Set<string>();
    const overlaps: string[] = [];
    const delivered = new Map<string, number>();
    const t = transport(async (request) => {
      if (inFlight.has(request.idempotencyKey)) overlaps.push(request.idempotencyKey);
      inFlight.add(request.idempotencyKey);
      await yieldToOthers();
      await yieldToOthers();
      inFlight.delete(request.idempotencyKey);
      delivered.set(request.idempotencyKey, (delivered.get(request.idempotencyKey) ?? 0) + 1);
      return ok;
    });
    const locks = fakeLockManagers();
    const tab = (owner: string) => {
      const connection = new VyomDatabase();
      extra.push(connection);
      return createFlusher({
        clock,
        transport: t,
        store: outboxStore(connection),
        owner,
        locks: mode === "web-locks" ? locks.tab().locks : null,
        random: () => 0.5,
      });
    };
    const [a, b] = [tab("tab-a"), tab("tab-b")];
    for (let i = 0; i < 20; i++) {
      const mobile = `90000000${String(i).padStart(2, "0")}`;
      await enqueue("booking", bookingPayload(mobile), { now: clock.now() });
    }
    // Both tabs see the same triggers (app start, online, visibility) at the same moments.
    for (let round = 0; round < 6; round++) {
      await Promise.all([a.flush({ force: true }), b.flush({ force: true }), a.flush()]);
      clock.advance(1_000);
    }
    return { overlaps, delivered };
  }

  it.each(["lease", "web-locks"] as const)(
    "(%s) never have the same row in flight twice, and send each row once",
    async (mode) => {
      const { overlaps, delivered } = await twoTabs(mode);
      expect(overlaps).toEqual([]);
      expect(delivered.size).toBe(20);
      expect([...delivered.values()].every((count) => count === 1)).toBe(true);
      expect((await rows()).every((row) => row.state === "sent")).toBe(true);
    },
  );
});
