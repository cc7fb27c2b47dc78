/** claimDue on fake-indexeddb: several due rows in one claim, and never a row that is not ours. */
import { describe, expect, it } from "vitest";
import { db, VyomDatabase } from "./database.ts";
import { outbox, outboxStore } from "./outbox.ts";
import type { ClaimRequest } from "./outbox-claim.ts";
import type { OutboxRecord } from "./records.ts";

const now = 10_000;

function request(patch: Partial<ClaimRequest> = {}): ClaimRequest {
  return {
    now,
    force: false,
    kinds: ["booking"],
    exclude: new Set(),
    token: "token-1",
    claimDeadline: now + 90_000,
    ...patch,
  };
}

let sequence = 0;
function add(patch: Partial<OutboxRecord> = {}): Promise<number> {
  sequence++;
  return outbox.add({
    kind: "booking",
    idempotencyKey: crypto.randomUUID(),
    payload: { mobileNumber: `90000${String(sequence).padStart(5, "0")}` },
    state: "pending",
    attempts: 0,
    nextAttemptAt: now - 1_000,
    lastError: null,
    createdAt: sequence,
    sentAt: null,
    ...patch,
  });
}

const claimedIds = (rows: OutboxRecord[] | "lease-lost") =>
  rows === "lease-lost" ? rows : rows.map((row) => row.id);

describe("claimDue", () => {
  it("claims up to `limit` due rows, earliest due first, skipping excluded rows and other kinds", async () => {
    const excluded = await add({ nextAttemptAt: now - 5_000 });
    await add({ kind: "prescription", nextAttemptAt: now - 4_000 });
    const first = await add({ nextAttemptAt: now - 3_000 });
    const second = await add({ nextAttemptAt: now - 2_000, attempts: 2 });
    const third = await add({ nextAttemptAt: now - 1_000 });

    const claimed = await outbox.claimDue(request({ exclude: new Set([excluded]) }), 2);
    expect(claimedIds(claimed)).toEqual([first, second]);
    expect(claimed).toMatchObject([
      { state: "sending", attempts: 1, claimToken: "token-1" },
      { state: "sending", attempts: 3, claimToken: "token-1" },
    ]);
    expect(await db.outbox.get(first)).toMatchObject({
      state: "sending",
      attempts: 1,
      claimToken: "token-1",
      nextAttemptAt: now + 90_000,
    });
    expect((await db.outbox.get(third))?.state).toBe("pending");
    expect((await db.outbox.get(excluded))?.state).toBe("pending");
  });

  it("tells how many more rows are due beyond those claimed, and leaves them pending", async () => {
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push(await add({ nextAttemptAt: now - 5_000 + i }));
    await add({ nextAttemptAt: now + 60_000 }); // not due
    const found: number[] = [];
    const lookAhead = { rows: 6, found: (more: number) => found.push(more) };
    expect(claimedIds(await outbox.claimDue(request({ lookAhead }), 2))).toEqual(ids.slice(0, 2));
    expect(found).toEqual([3]);
    expect(await db.outbox.where("state").equals("pending").count()).toBe(4);
    // It looks no further than asked.
    const few = { rows: 1, found: (more: number) => found.push(more) };
    expect(claimedIds(await outbox.claimDue(request({ lookAhead: few, token: "t-2" }), 1))).toEqual(
      ids.slice(2, 3),
    );
    expect(found).toEqual([3, 1]);
  });

  it("returns fewer rows than asked when fewer are due, and none before their time unless forced", async () => {
    const due = await add();
    const later = await add({ nextAttemptAt: now + 60_000 });
    expect(claimedIds(await outbox.claimDue(request(), 6))).toEqual([due]);
    expect(claimedIds(await outbox.claimDue(request({ token: "token-2" }), 6))).toEqual([]);
    expect(claimedIds(await outbox.claimDue(request({ force: true }), 6))).toEqual([later]);
  });

  it("never claims a row another sender holds, nor a failed or delivered one", async () => {
    await add({ state: "sending", claimToken: "theirs", nextAttemptAt: now - 1 });
    await add({ state: "failed", failedStatus: 422 });
    await add({ state: "sent", sentAt: now - 1 });
    expect(await outbox.claimDue(request({ force: true }), 6)).toEqual([]);
    expect((await db.outbox.toArray()).map((row) => row.claimToken ?? null)).toEqual([
      "theirs",
      null,
      null,
    ]);
  });

  it("claims nothing, even forced, while the server's Retry-After holds", async () => {
    await add();
    await outbox.holdAll(now + 1);
    expect(await outbox.claimDue(request({ force: true }), 6)).toEqual([]);
    expect(claimedIds(await outbox.claimDue(request({ now: now + 1 }), 6))).toHaveLength(1);
  });

  it("in lease mode, claims only while the caller's lease is its own, and renews it", async () => {
    const id = await add();
    const lease = { name: "vyom-outbox", owner: "tab-1", ttlMs: 90_000 };
    await db.leases.put({ name: lease.name, owner: "tab-2", expiresAt: now + 5_000 });
    expect(await outbox.claimDue(request({ lease }), 6)).toBe("lease-lost");
    await db.leases.put({ name: lease.name, owner: "tab-1", expiresAt: now });
    expect(await outbox.claimDue(request({ lease }), 6)).toBe("lease-lost");
    expect((await db.outbox.get(id))?.state).toBe("pending");

    await db.leases.put({ name: lease.name, owner: "tab-1", expiresAt: now + 1 });
    expect(claimedIds(await outbox.claimDue(request({ lease }), 6))).toEqual([id]);
    expect((await db.leases.get(lease.name))?.expiresAt).toBe(now + 90_000);
  });

  it("never gives one row to two senders claiming at the same time", async () => {
    for (let i = 0; i < 5; i++) await add();
    const other = new VyomDatabase();
    try {
      const [mine, theirs] = await Promise.all([
        outbox.claimDue(request({ token: "mine" }), 3),
        outboxStore(other).claimDue(request({ token: "theirs" }), 3),
      ]);
      const ids = [claimedIds(mine), claimedIds(theirs)].flat();
      expect(ids).toHaveLength(5);
      expect(new Set(ids).size).toBe(5);
    } finally {
      other.close();
    }
  });
});
