/** settleMany on fake-indexeddb: several outcomes in one write, each only under its own claim. */
import { describe, expect, it } from "vitest";
import { db } from "./database.ts";
import { outbox } from "./outbox.ts";
import type { ClaimRequest } from "./outbox-claim.ts";

const now = 10_000;

async function addPending(count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    ids.push(
      await outbox.add({
        kind: "booking",
        idempotencyKey: crypto.randomUUID(),
        payload: { mobileNumber: `90000${String(i).padStart(5, "0")}` },
        state: "pending",
        attempts: 0,
        nextAttemptAt: now,
        lastError: null,
        createdAt: now + i,
        sentAt: null,
      }),
    );
  }
  return ids;
}

async function claim(token: string, limit: number, at = now): Promise<number[]> {
  const request: ClaimRequest = {
    now: at,
    force: true,
    kinds: ["booking"],
    exclude: new Set(),
    token,
    claimDeadline: at + 90_000,
  };
  const rows = await outbox.claimDue(request, limit);
  if (rows === "lease-lost") throw new Error("no lease in these tests");
  return rows.map((row) => row.id);
}

describe("settleMany", () => {
  it("writes sent, failed and retry outcomes of one claim in one call", async () => {
    const [sent = 0, failed = 0, retry = 0] = await addPending(3);
    expect(await claim("t-1", 3)).toEqual([sent, failed, retry]);
    const written = await outbox.settleMany([
      { id: sent, token: "t-1", patch: { state: "sent", sentAt: now + 1, lastError: null } },
      {
        id: failed,
        token: "t-1",
        patch: { state: "failed", lastError: "refused", failedStatus: 422 },
      },
      {
        id: retry,
        token: "t-1",
        patch: { state: "pending", nextAttemptAt: now + 2_000, lastError: "503" },
      },
    ]);
    expect(written).toEqual([sent, failed, retry]);
    expect(await db.outbox.bulkGet([sent, failed, retry])).toMatchObject([
      { state: "sent", sentAt: now + 1, claimToken: null, attempts: 1 },
      { state: "failed", failedStatus: 422, lastError: "refused", claimToken: null },
      { state: "pending", nextAttemptAt: now + 2_000, lastError: "503", claimToken: null },
    ]);
  });

  it("ignores the late outcome of a row taken back and claimed again, and writes the rest", async () => {
    const [takenBack = 0, mine = 0] = await addPending(2);
    await claim("old", 2);
    // The first claim ran out: the row went back to pending and another sender holds it now.
    await outbox.recoverAbandoned(now + 90_000, false);
    await db.outbox.update(mine, { state: "sending", claimToken: "old" });
    expect(await claim("new", 1, now + 90_000)).toEqual([takenBack]);

    const written = await outbox.settleMany([
      { id: takenBack, token: "old", patch: { state: "sent", sentAt: now } },
      { id: mine, token: "old", patch: { state: "sent", sentAt: now } },
    ]);
    expect(written).toEqual([mine]);
    expect(await db.outbox.get(takenBack)).toMatchObject({ state: "sending", claimToken: "new" });
    expect((await db.outbox.get(mine))?.state).toBe("sent");
  });

  it("ignores a row no longer sending, and a second outcome of one claim", async () => {
    const [row = 0, untouched = 0] = await addPending(2);
    expect(await claim("t-1", 1)).toEqual([row]);
    await outbox.recoverAbandoned(now, true); // its sender is gone: back to pending
    expect(
      await outbox.settleMany([{ id: row, token: "t-1", patch: { state: "failed" } }]),
    ).toEqual([]);
    expect((await db.outbox.get(row))?.state).toBe("pending");

    expect(await claim("t-2", 1)).toEqual([row]);
    const written = await outbox.settleMany([
      { id: row, token: "t-2", patch: { state: "sent", sentAt: now } },
      { id: row, token: "t-2", patch: { state: "failed" } },
    ]);
    expect(written).toEqual([row]);
    expect((await db.outbox.get(row))?.state).toBe("sent");
    expect((await db.outbox.get(untouched))?.state).toBe("pending");
  });
});
