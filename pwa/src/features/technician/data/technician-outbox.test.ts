/**
 * A technician's tap in the outbox when the API says "too many" (docs/product.md#technicians-page):
 * a 429 is "retry later", after its Retry-After, never a refusal. The tap stays on the card as
 * waiting (not "Not sent"), is not dropped, and reaches the API once the wait is over, with the
 * key it was queued with, so the API's answer to it is the one step.
 */
import { describe, expect, it } from "vitest";
import { db } from "@/db/database.ts";
import { technicianDay } from "@/db/technician-day.ts";
import { enqueue } from "@/sync/enqueue.ts";
import { fakeTransport, flusherWith, http, manualClock } from "@/sync/outbox.test-support.ts";

const answer = { status: "success", id: "v-1" };

describe("a technician's action answered 429", () => {
  it("waits the Retry-After, stays shown as waiting, and is sent again with its key", async () => {
    await db.outbox.clear();
    const clock = manualClock();
    const t = fakeTransport((_, call) => (call <= 2 ? http(429, "rate-limited", 45) : answer));
    const { id, idempotencyKey } = await enqueue(
      "technician-action",
      { visitId: "v-1", action: "mark-collected" },
      { now: clock.now() },
    );
    const flusher = flusherWith(clock, t, { random: () => 0 });
    await flusher.flush();
    const waiting = await db.outbox.get(id);
    expect(waiting).toMatchObject({ state: "pending", attempts: 1 });
    expect(waiting?.failedStatus ?? null).toBeNull();
    expect(waiting?.nextAttemptAt).toBe(clock.now() + 45_000);
    expect((await technicianDay.unsentActions()).map((row) => row.state)).toEqual(["pending"]);

    // A tap on the page forces a pass: the server's wait still holds.
    await flusher.flush({ force: true });
    expect(t.sent).toHaveLength(1);
    clock.advance(45_000);
    await flusher.flush();
    // Asked to wait again: still kept, never failed.
    expect(await db.outbox.get(id)).toMatchObject({ state: "pending", attempts: 2 });
    clock.advance(45_000);
    await flusher.flush();

    expect(t.sent.map((request) => [request.route, request.idempotencyKey])).toEqual([
      ["POST /api/technician/actions", idempotencyKey],
      ["POST /api/technician/actions", idempotencyKey],
      ["POST /api/technician/actions", idempotencyKey],
    ]);
    expect(await db.outbox.get(id)).toMatchObject({ state: "sent", attempts: 3 });
    expect(await technicianDay.unsentActions()).toEqual([]);
  });
});
