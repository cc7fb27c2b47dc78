/**
 * The flusher on fake-indexeddb with an injected transport and clock: no real waits, no network.
 * Sending, refusals, retries and backoff.
 */
import { describe, expect, it, vi } from "vitest";
import { db } from "@/db/database.ts";
import { outbox } from "@/db/outbox.ts";
import { ApiError } from "@/lib/api-client.ts";
import { backoffCeiling } from "./backoff.ts";
import { enqueue } from "./enqueue.ts";
import { sentRetentionMs } from "./flusher.ts";
import {
  bookingPayload,
  flusherWith,
  http,
  manualClock,
  ok,
  fakeTransport as transport,
} from "./outbox.test-support.ts";
import { outboxRegistry } from "./registry.ts";

const rows = () => db.outbox.orderBy("id").toArray();

describe("the flusher", () => {
  it("sends a row with its key and a fresh captcha; a 2xx marks it sent", async () => {
    const clock = manualClock();
    const t = transport(() => ok);
    const { id, idempotencyKey } = await enqueue("booking", bookingPayload(), {
      now: clock.now(),
    });
    await flusherWith(clock, t).flush();
    expect(t.sent).toHaveLength(1);
    expect(t.sent[0]).toMatchObject({
      route: "POST /api/booking",
      idempotencyKey,
      body: { ...bookingPayload(), captcha: "captcha-1" },
    });
    expect(await db.outbox.get(id)).toMatchObject({
      state: "sent",
      sentAt: clock.now(),
      attempts: 1,
      lastError: null,
      response: ok,
    });
    await flusherWith(clock, t).flush({ force: true });
    expect(t.sent).toHaveLength(1);
  });

  it("uses the form's solved captcha for the first attempt only, and never stores it", async () => {
    const clock = manualClock();
    const t = transport((_, call) => (call === 1 ? http(503) : ok));
    const { id } = await enqueue("booking", bookingPayload(), { now: clock.now() });
    const flusher = flusherWith(clock, t);
    await flusher.flush({ formCaptchas: new Map([[id, "from-the-form"]]) });
    expect(JSON.stringify(await db.outbox.get(id))).not.toContain("from-the-form");
    await flusher.flush({ force: true });
    expect(t.sent.map((request) => (request.body as { captcha: string }).captcha)).toEqual([
      "from-the-form",
      "captcha-1",
    ]);
    expect(t.solveCaptcha).toHaveBeenCalledTimes(1);
  });

  it.each([400, 404, 409, 413, 415, 422])(
    "moves a row the API refuses with %i to 'failed', with the reason, and never resends it",
    async (status) => {
      const clock = manualClock();
      const t = transport(() =>
        http(status, status === 422 ? "idempotency-key-reused" : undefined),
      );
      const { id } = await enqueue("booking", bookingPayload(), { now: clock.now() });
      const flusher = flusherWith(clock, t);
      await flusher.flush();
      const row = await db.outbox.get(id);
      expect(row).toMatchObject({ state: "failed", failedStatus: status, sentAt: null });
      expect(row?.lastError).toContain(`(${status}`);
      clock.advance(60 * 60_000);
      await flusher.flush({ force: true });
      expect(t.sent).toHaveLength(1);
    },
  );

  it.each([
    ["a 500", http(500)],
    ["a 502", http(502)],
    ["a 503", http(503)],
    // The uploads' storage is full for now: the upload waits on the phone, nothing lost.
    ["a 507 storage-full", http(507, "storage-full")],
    ["a 408", http(408)],
    ["a timeout", new ApiError("timeout", "timed out")],
    ["no network", new ApiError("network", "failed to fetch")],
    ["a refused captcha", http(403, "captcha-failed")],
  ])("keeps a row pending after %s and retries it after its backoff", async (_, error) => {
    const clock = manualClock();
    const t = transport((_request, call) => (call === 1 ? error : ok));
    const { id } = await enqueue("booking", bookingPayload(), { now: clock.now() });
    const flusher = flusherWith(clock, t, { random: () => 0.999_999 });
    await flusher.flush();
    const waiting = await db.outbox.get(id);
    expect(waiting).toMatchObject({ state: "pending", attempts: 1, sentAt: null });
    expect(waiting?.lastError).toBeTruthy();
    expect(waiting?.nextAttemptAt).toBe(clock.now() + backoffCeiling(1));
    // Not due yet: a timer pass sends nothing; the timer is set for the due time.
    await flusher.flush();
    expect(t.sent).toHaveLength(1);
    expect(clock.nextTimerAt()).toBe(waiting?.nextAttemptAt);
    clock.advance(backoffCeiling(1));
    for (const fire of clock.takeDue()) fire();
    await vi.waitFor(async () => expect((await db.outbox.get(id))?.state).toBe("sent"));
    expect(t.sent).toHaveLength(2);
    expect(new Set(t.sent.map((request) => request.idempotencyKey)).size).toBe(1);
  });

  it("keeps the server's words as the reason a row waits (a 507: the uploads' storage is full)", async () => {
    const clock = manualClock();
    const message =
      "We cannot take files right now. Your form is saved on this phone and will be sent later.";
    const full = new ApiError("http", "answered 507", 507, "storage-full", undefined, {
      error: "storage-full",
      message,
    });
    const t = transport(() => full);
    const { id } = await enqueue("booking", bookingPayload(), { now: clock.now() });
    await flusherWith(clock, t).flush();
    expect(await db.outbox.get(id)).toMatchObject({
      state: "pending",
      lastError: `${message.replace(/\.$/, "")} (507)`,
      serverErrors: { status: 507, count: 1 },
    });
  });

  it("backs off with full jitter, doubling from 2 s up to 5 minutes", async () => {
    const clock = manualClock();
    // Changing 5xx answers: the same one again and again is a row that needs attention
    // (flusher.attention.test.ts), which waits hours instead.
    const statuses = [500, 502, 503, 504];
    const t = transport((_, call) => http(statuses[call % statuses.length] as number));
    const { id } = await enqueue("booking", bookingPayload(), { now: clock.now() });
    const flusher = flusherWith(clock, t, { random: () => 0.999_999 });
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 10; attempt++) {
      await flusher.flush({ force: true });
      const row = await db.outbox.get(id);
      waits.push((row?.nextAttemptAt ?? 0) - clock.now());
    }
    expect(waits).toEqual([2, 4, 8, 16, 32, 64, 128, 256, 300, 300].map((s) => s * 1_000));
    const low = flusherWith(clock, t, { random: () => 0 });
    await low.flush({ force: true });
    expect((await db.outbox.get(id))?.nextAttemptAt).toBe(clock.now());
  });

  it("honours a 429's Retry-After, even when forced", async () => {
    const clock = manualClock();
    const t = transport((_, call) => (call === 1 ? http(429, "rate-limited", 30) : ok));
    const { id } = await enqueue("booking", bookingPayload(), { now: clock.now() });
    const other = await enqueue("booking", bookingPayload("9876500000"), { now: clock.now() });
    const flusher = flusherWith(clock, t, { random: () => 0 });
    await flusher.flush();
    expect((await db.outbox.get(id))?.nextAttemptAt).toBe(clock.now() + 30_000);
    // The whole queue waits, the other row too: the server asked this client to slow down.
    expect((await db.outbox.get(other.id))?.attempts).toBe(0);
    expect(await outbox.nextDueAt(["booking"])).toBe(clock.now() + 30_000);
    expect(clock.nextTimerAt()).toBe(clock.now() + 30_000);
    clock.advance(29_000);
    await flusher.flush({ force: true });
    expect(t.sent).toHaveLength(1);
    clock.advance(1_000);
    await flusher.flush();
    expect(t.sent).toHaveLength(3);
    expect((await rows()).map((row) => row.state)).toEqual(["sent", "sent"]);
  });

  it("stops a pass at the first network failure instead of failing every row the same way", async () => {
    const clock = manualClock();
    const t = transport(() => new ApiError("network", "failed to fetch"));
    for (const mobile of ["9000000001", "9000000002", "9000000003"]) {
      await enqueue("booking", bookingPayload(mobile), { now: clock.now() });
    }
    await flusherWith(clock, t).flush();
    expect(t.sent).toHaveLength(1);
    expect((await rows()).map((row) => row.attempts)).toEqual([1, 0, 0]);
  });

  it("goes on with the other rows after one row's 5xx", async () => {
    const clock = manualClock();
    const t = transport((request) =>
      (request.body as { mobileNumber: string }).mobileNumber === "9000000001" ? http(500) : ok,
    );
    for (const mobile of ["9000000001", "9000000002", "9000000003"]) {
      await enqueue("booking", bookingPayload(mobile), { now: clock.now() });
    }
    await flusherWith(clock, t).flush();
    expect((await rows()).map((row) => row.state)).toEqual(["pending", "sent", "sent"]);
  });

  it("keeps a row whose 200 answer is not the API's (a captive portal's page)", async () => {
    const clock = manualClock();
    const t = transport((_, call) => (call === 1 ? "<html>Login to Wi-Fi</html>" : ok));
    const { id } = await enqueue("booking", bookingPayload(), { now: clock.now() });
    const flusher = flusherWith(clock, t);
    await flusher.flush();
    expect((await db.outbox.get(id))?.state).toBe("pending");
    await flusher.flush({ force: true });
    expect((await db.outbox.get(id))?.state).toBe("sent");
  });

  it("keeps a row when no captcha can be had (never fails it for that)", async () => {
    const clock = manualClock();
    const t = transport(() => ok);
    t.solveCaptcha = vi.fn(async () => {
      throw http(404, "no-challenge");
    });
    const { id } = await enqueue("booking", bookingPayload(), { now: clock.now() });
    await flusherWith(clock, t).flush();
    const row = await db.outbox.get(id);
    expect(row?.state).toBe("pending");
    expect(row?.lastError).toContain("captcha");
    expect(t.post).not.toHaveBeenCalled();
  });

  it("leaves a kind it cannot send untouched", async () => {
    const clock = manualClock();
    const t = transport(() => ok);
    const { id } = await enqueue("prescription", { file: "x" }, { now: clock.now() });
    // A registry without the row's kind (as in an app older than the row); prescriptions have
    // an entry in the app's registry since their form exists.
    const registry = { booking: outboxRegistry.booking };
    await flusherWith(clock, t, { registry }).flush({ force: true });
    expect(await db.outbox.get(id)).toMatchObject({ state: "pending", attempts: 0 });
    expect(clock.timerCount()).toBe(0);
  });

  it("deletes delivered rows a day after they were sent", async () => {
    const clock = manualClock();
    const t = transport(() => ok);
    const { id } = await enqueue("booking", bookingPayload(), { now: clock.now() });
    await flusherWith(clock, t).flush();
    clock.advance(sentRetentionMs - 1);
    await flusherWith(clock, t).flush();
    expect(await db.outbox.get(id)).toBeDefined();
    clock.advance(2);
    await flusherWith(clock, t).flush();
    expect(await db.outbox.get(id)).toBeUndefined();
  });

  it("runs one pass at a time, and calls made during it share one follow-up pass", async () => {
    const clock = manualClock();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const t = transport(async () => {
      await gate;
      return ok;
    });
    await enqueue("booking", bookingPayload(), { now: clock.now() });
    const flusher = flusherWith(clock, t);
    const first = flusher.flush();
    await vi.waitFor(() => expect(t.sent).toHaveLength(1));
    const later = [flusher.flush(), flusher.flush({ force: true }), flusher.flush()];
    expect(later[0]).toBe(later[1]);
    expect(later[1]).toBe(later[2]);
    release();
    await Promise.all([first, ...later]);
    expect(t.sent).toHaveLength(1);
  });
});
