/**
 * A row the server keeps failing on (the same 5xx again and again, e.g. text it cannot store) is
 * never dropped and never silent: after three answers in a row it is marked as needing the
 * person's attention and retried only every few hours, or at once when the person asks.
 */
import { describe, expect, it } from "vitest";
import { db } from "@/db/database.ts";
import { outbox } from "@/db/outbox.ts";
import { ApiError } from "@/lib/api-client.ts";
import { attentionAfter, attentionRetryMs } from "./attempt.ts";
import { backoffCeiling } from "./backoff.ts";
import { enqueue } from "./enqueue.ts";
import {
  bookingPayload,
  flusherWith,
  http,
  manualClock,
  ok,
  fakeTransport as transport,
} from "./outbox.test-support.ts";

const HOUR = 60 * 60_000;

/** Runs passes, each once the row's backoff has run out, until `count` attempts were made. */
async function attemptsUntil(
  clock: ReturnType<typeof manualClock>,
  flusher: ReturnType<typeof flusherWith>,
  id: number,
  count: number,
) {
  while (((await db.outbox.get(id))?.attempts ?? 0) < count) {
    const row = await db.outbox.get(id);
    clock.advance(Math.max((row?.nextAttemptAt ?? 0) - clock.now(), 0));
    await flusher.flush();
  }
}

describe("a row the server keeps failing on", () => {
  it("needs attention after the same 500 three times, waits hours, and is never dropped", async () => {
    const clock = manualClock();
    const t = transport(() => http(500));
    const { id } = await enqueue("booking", bookingPayload(), { now: clock.now() });
    const flusher = flusherWith(clock, t);

    await attemptsUntil(clock, flusher, id, attentionAfter - 1);
    const before = await db.outbox.get(id);
    expect(before).toMatchObject({ state: "pending", serverErrors: { status: 500, count: 2 } });
    expect(before?.attentionSince).toBeUndefined();
    expect((before?.nextAttemptAt ?? 0) - clock.now()).toBeLessThanOrEqual(backoffCeiling(2));

    await attemptsUntil(clock, flusher, id, attentionAfter);
    const stuck = await db.outbox.get(id);
    expect(stuck).toMatchObject({
      state: "pending",
      serverErrors: { status: 500, count: 3 },
      attentionSince: clock.now(),
      lastError: "the server had a problem (500)",
    });
    const wait = (stuck?.nextAttemptAt ?? 0) - clock.now();
    expect(wait).toBeGreaterThanOrEqual(attentionRetryMs);
    expect(wait).toBeLessThanOrEqual(attentionRetryMs + HOUR);
    expect((await outbox.summary()).needsAttention).toBe(1);

    // "online", "Send now" or a new submission force a pass: it does not hurry this row.
    await flusher.flush({ force: true });
    expect(t.sent).toHaveLength(3);

    // A day of the long backoff: tried again each time it is due, kept, still marked.
    await attemptsUntil(clock, flusher, id, 9);
    const later = await db.outbox.get(id);
    expect(later).toMatchObject({ state: "pending", serverErrors: { status: 500, count: 9 } });
    expect(later?.attentionSince).toBe(stuck?.attentionSince);
    expect(clock.now() - (stuck?.attentionSince ?? 0)).toBeGreaterThanOrEqual(6 * attentionRetryMs);
    expect(t.sent).toHaveLength(9);
    expect(new Set(t.sent.map((request) => request.idempotencyKey)).size).toBe(1);
    expect(await db.outbox.count()).toBe(1);
  });

  it("is sent at once when the person presses Try again, and the mark goes when it is delivered", async () => {
    const clock = manualClock();
    let healthy = false;
    const t = transport(() => (healthy ? ok : http(500)));
    const { id } = await enqueue("booking", bookingPayload(), { now: clock.now() });
    const flusher = flusherWith(clock, t);
    await attemptsUntil(clock, flusher, id, attentionAfter);
    expect((await db.outbox.get(id))?.attentionSince).toBeDefined();

    // Try again while the server still fails: one more attempt now, then the long wait again.
    await outbox.retry(id, clock.now());
    await flusher.flush({ force: true });
    const again = await db.outbox.get(id);
    expect(t.sent).toHaveLength(attentionAfter + 1);
    expect(again).toMatchObject({ state: "pending", serverErrors: { status: 500, count: 4 } });
    expect((again?.nextAttemptAt ?? 0) - clock.now()).toBeGreaterThanOrEqual(attentionRetryMs);

    healthy = true;
    await outbox.retry(id, clock.now());
    await flusher.flush({ force: true });
    const sent = await db.outbox.get(id);
    expect(sent).toMatchObject({ state: "sent", serverErrors: null });
    expect(sent?.attentionSince).toBeUndefined();
    expect((await outbox.summary()).needsAttention).toBe(0);
  });

  it("counts only the same 5xx in a row; attempts that got no answer do not break the run", async () => {
    const clock = manualClock();
    const answers = [
      http(500),
      http(502),
      http(500),
      new ApiError("network", "failed to fetch"),
      http(500),
      http(429, "rate-limited", 1),
      http(500),
    ];
    const t = transport((_, call) => answers[call - 1] ?? ok);
    const { id } = await enqueue("booking", bookingPayload(), { now: clock.now() });
    const flusher = flusherWith(clock, t);
    await attemptsUntil(clock, flusher, id, 6);
    expect(await db.outbox.get(id)).toMatchObject({ serverErrors: { status: 500, count: 2 } });
    expect((await db.outbox.get(id))?.attentionSince).toBeUndefined();
    clock.advance(2_000); // the 429's Retry-After
    await attemptsUntil(clock, flusher, id, 7);
    expect((await db.outbox.get(id))?.attentionSince).toBe(clock.now());
  });

  it("a 4xx is still final at once: failed with its reason, not retried", async () => {
    const clock = manualClock();
    const t = transport(() => http(400, "invalid-request"));
    const { id } = await enqueue("booking", bookingPayload(), { now: clock.now() });
    const flusher = flusherWith(clock, t);
    await flusher.flush();
    clock.advance(24 * HOUR);
    await flusher.flush({ force: true });
    expect(t.sent).toHaveLength(1);
    const row = await db.outbox.get(id);
    expect(row).toMatchObject({ state: "failed", failedStatus: 400, serverErrors: null });
    expect(row?.attentionSince).toBeUndefined();
  });
});
