/** Queueing a submission, and the outbox store's own actions. */
import { describe, expect, it } from "vitest";
import { db } from "@/db/database.ts";
import { outbox } from "@/db/outbox.ts";
import { enqueue } from "./enqueue.ts";
import {
  bookingPayload,
  flusherWith,
  http,
  manualClock,
  ok,
  fakeTransport as transport,
} from "./outbox.test-support.ts";

describe("enqueue", () => {
  it("writes the payload, a fresh key and 'pending' before anything is sent", async () => {
    const clock = manualClock();
    const t = transport(() => ok);
    const { id, idempotencyKey } = await enqueue("booking", bookingPayload(), { now: clock.now() });
    expect(idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(t.post).not.toHaveBeenCalled();
    expect(await db.outbox.get(id)).toMatchObject({
      kind: "booking",
      idempotencyKey,
      payload: bookingPayload(),
      state: "pending",
      attempts: 0,
      createdAt: clock.now(),
      sentAt: null,
    });
    const second = await enqueue("booking", bookingPayload());
    expect(second.idempotencyKey).not.toBe(idempotencyKey);
  });
});

describe("the outbox store", () => {
  it("retries a failed row with its key, and removes one the person gives up on", async () => {
    const clock = manualClock();
    const t = transport((_, call) => (call === 1 ? http(400) : ok));
    const { id, idempotencyKey } = await enqueue("booking", bookingPayload(), {
      now: clock.now(),
    });
    const flusher = flusherWith(clock, t);
    await flusher.flush();
    expect((await db.outbox.get(id))?.state).toBe("failed");
    await outbox.retry(id, clock.now());
    await flusher.flush();
    expect(await db.outbox.get(id)).toMatchObject({ state: "sent", idempotencyKey });
    await outbox.remove(id);
    expect(await db.outbox.get(id)).toBeUndefined();
  });
});
