/**
 * A technician's day on fake-indexeddb (docs/product.md#technicians-page): the kept list and its
 * clearing at sign-out, the actions queued offline shown as unsent per visit, and each sent once
 * by the flusher with its Idempotency-Key, without a captcha, a lost answer retried with the same
 * key; a refusal stays shown with its reason.
 */
import type { DeskVisit } from "@vyom/catalog/contract/schemas";
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client.ts";
import { enqueue } from "@/sync/enqueue.ts";
import {
  bookingPayload,
  fakeTransport,
  flusherWith,
  http,
  manualClock,
} from "@/sync/outbox.test-support.ts";
import { db } from "./database.ts";
import { actionOf, technicianDay } from "./technician-day.ts";

const visit = { id: "v-1", status: "technician-assigned" } as DeskVisit;
const answer = { status: "success", id: "v-1" };

describe("the technician's kept day", () => {
  it("keeps the last day read and forgets it at sign-out", async () => {
    await technicianDay.save({ day: "2026-12-02", visits: [visit], now: 1 });
    await technicianDay.save({ day: "2026-12-02", visits: [visit, visit], now: 2 });
    expect(await technicianDay.read()).toMatchObject({ day: "2026-12-02", syncedAt: 2 });
    expect((await technicianDay.read())?.visits).toHaveLength(2);
    await technicianDay.clear();
    expect(await technicianDay.read()).toBeUndefined();
  });
});

describe("the technician's queued actions", () => {
  it("lists only the technician's unsent actions, oldest first, and reads them defensively", async () => {
    await db.outbox.clear();
    await enqueue("booking", bookingPayload(), { now: 1 });
    await enqueue("technician-action", { visitId: "v-1", action: "start-visit" }, { now: 2 });
    await enqueue(
      "technician-action",
      { visitId: "v-1", action: "mark-paid", method: "upi" },
      { now: 3 },
    );
    const rows = await technicianDay.unsentActions();
    expect(rows.map((row) => actionOf(row))).toEqual([
      { visitId: "v-1", action: "start-visit" },
      { visitId: "v-1", action: "mark-paid", method: "upi" },
    ]);
    expect(actionOf({ payload: { visitId: "v-1", action: "cancel" } })).toBeUndefined();
    expect(actionOf({ payload: null })).toBeUndefined();
  });

  it("sends each action once with its key and no captcha; a lost answer is sent again with the same key", async () => {
    await db.outbox.clear();
    const clock = manualClock();
    const t = fakeTransport((_, call) =>
      call === 1 ? new ApiError("network", "offline") : answer,
    );
    const { id, idempotencyKey } = await enqueue(
      "technician-action",
      { visitId: "v-1", action: "mark-collected" },
      { now: clock.now() },
    );
    const flusher = flusherWith(clock, t);
    await flusher.flush();
    expect(await technicianDay.unsentActions()).toHaveLength(1);
    clock.advance(60 * 60_000);
    await flusher.flush({ force: true });
    await flusher.flush({ force: true });
    expect(t.sent.map((request) => [request.route, request.idempotencyKey])).toEqual([
      ["POST /api/technician/actions", idempotencyKey],
      ["POST /api/technician/actions", idempotencyKey],
    ]);
    expect(t.sent[1]?.body).toEqual({ visitId: "v-1", action: "mark-collected" });
    expect(await db.outbox.get(id)).toMatchObject({ state: "sent" });
    expect(await technicianDay.unsentActions()).toHaveLength(0);
    // Sent after a day kept before it: the card must count it as done until the day is read again.
    const sentAt = (await db.outbox.get(id))?.sentAt ?? 0;
    expect((await technicianDay.sentSince(sentAt - 1)).map((row) => row.id)).toEqual([id]);
    expect(await technicianDay.sentSince(sentAt)).toEqual([]);
  });

  it("keeps a refused action shown as failed with its reason", async () => {
    await db.outbox.clear();
    const clock = manualClock();
    const t = fakeTransport(() => http(403, "forbidden"));
    await enqueue(
      "technician-action",
      { visitId: "v-9", action: "start-visit" },
      {
        now: clock.now(),
      },
    );
    await flusherWith(clock, t).flush();
    const [row] = await technicianDay.unsentActions();
    expect(row).toMatchObject({ state: "failed" });
    expect(row?.lastError).toBeTruthy();
  });
});
