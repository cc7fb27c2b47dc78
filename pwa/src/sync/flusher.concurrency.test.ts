/**
 * The flusher with several rows in flight (fake-indexeddb, injected clock and transport): never
 * more than `maxInFlight` at once, one slow or refused row does not hold the others back, and no
 * row is ever in flight twice, even with two tabs flushing at the same time.
 */
import { describe, expect, it, vi } from "vitest";
import { db } from "@/db/database.ts";
import { ApiError } from "@/lib/api-client.ts";
import { enqueue } from "./enqueue.ts";
import { maxInFlight } from "./flusher.ts";
import {
  bookingPayload,
  fakeLockManagers,
  flusherWith,
  http,
  manualClock,
  ok,
  fakeTransport as transport,
} from "./outbox.test-support.ts";
import type { OutboxRequest } from "./transport.ts";

const mobile = (i: number) => `90000${String(i).padStart(5, "0")}`;

async function enqueueMany(count: number, now: number) {
  for (let i = 0; i < count; i++) await enqueue("booking", bookingPayload(mobile(i)), { now });
}

const mobileOf = (request: OutboxRequest) =>
  (request.body as { mobileNumber: string }).mobileNumber;

/** Answers every request after 20 ms of real time (long enough for the flusher to claim its next
 * rows in fake-indexeddb meanwhile), recording how many overlap and whether a key is ever in
 * flight twice at once. */
function overlapTracker(answer: (request: OutboxRequest) => unknown = () => ok) {
  const inFlight = new Set<string>();
  const seen = { most: 0, twice: [] as string[] };
  const answerLater = async (request: OutboxRequest) => {
    if (inFlight.has(request.idempotencyKey)) seen.twice.push(request.idempotencyKey);
    inFlight.add(request.idempotencyKey);
    seen.most = Math.max(seen.most, inFlight.size);
    await new Promise((next) => setTimeout(next, 20));
    inFlight.delete(request.idempotencyKey);
    return answer(request);
  };
  return { seen, answerLater };
}

describe("the flusher's rows in flight", () => {
  it(`sends one row first, then up to ${maxInFlight} at once, never more`, async () => {
    const clock = manualClock();
    const { seen, answerLater } = overlapTracker();
    const t = transport(answerLater);
    await enqueueMany(20, clock.now());
    await flusherWith(clock, t).flush();
    expect(seen.most).toBe(maxInFlight);
    expect(t.sent).toHaveLength(20);
    expect(new Set(t.sent.map((request) => request.idempotencyKey)).size).toBe(20);
    expect(t.solveCaptcha).toHaveBeenCalledTimes(20); // a fresh captcha per attempt
    const states = (await db.outbox.toArray()).map((row) => row.state);
    expect(states).toEqual(Array(20).fill("sent"));
  });

  it("keeps sending the others while one row hangs, and waits for it before the pass ends", async () => {
    const clock = manualClock();
    let answerSlow: (value: unknown) => void = () => {};
    const slow = mobile(1);
    const t = transport((request) =>
      mobileOf(request) === slow
        ? new Promise((resolve) => {
            answerSlow = resolve;
          })
        : ok,
    );
    await enqueueMany(12, clock.now());
    let passOver = false;
    const pass = flusherWith(clock, t)
      .flush()
      .then(() => {
        passOver = true;
      });
    // Every other row is delivered while the slow one is still in flight...
    await vi.waitFor(async () =>
      expect(await db.outbox.where("state").equals("sent").count()).toBe(11),
    );
    expect((await db.outbox.toArray()).find((row) => row.state !== "sent")).toMatchObject({
      state: "sending",
      payload: { mobileNumber: slow },
    });
    expect(passOver).toBe(false); // ...and the pass (and its lock) lasts until it answers.
    answerSlow(ok);
    await pass;
    expect(await db.outbox.where("state").equals("sent").count()).toBe(12);
    expect(t.sent).toHaveLength(12);
  });

  it("settles each row on its own: a refusal or a 5xx of one does not stop the others", async () => {
    const clock = manualClock();
    const refused = mobile(2);
    const flaky = mobile(3);
    const { seen, answerLater } = overlapTracker((request) => {
      if (mobileOf(request) === refused) return http(400, "invalid-request");
      if (mobileOf(request) === flaky) return http(503);
      return ok;
    });
    const t = transport(answerLater);
    await enqueueMany(10, clock.now());
    await flusherWith(clock, t).flush();
    expect(seen.most).toBeGreaterThan(1);
    const byMobile = new Map(
      (await db.outbox.toArray()).map((row) => [
        (row.payload as { mobileNumber: string }).mobileNumber,
        row.state,
      ]),
    );
    expect(byMobile.get(refused)).toBe("failed");
    expect(byMobile.get(flaky)).toBe("pending");
    expect([...byMobile.values()].filter((state) => state === "sent")).toHaveLength(8);
    expect(t.sent).toHaveLength(10); // the 503 is retried later, after its backoff
  });

  it("stops claiming at a network failure, while the rows already in flight finish", async () => {
    const clock = manualClock();
    const down = mobile(6);
    const { answerLater } = overlapTracker((request) =>
      mobileOf(request) === down ? new ApiError("network", "failed to fetch") : ok,
    );
    const t = transport(answerLater);
    await enqueueMany(30, clock.now());
    await flusherWith(clock, t).flush();
    const rows = await db.outbox.toArray();
    // Row 6 was claimed with at most maxInFlight - 1 others after it; nothing later was tried.
    expect(t.sent.length).toBeLessThanOrEqual(7 + maxInFlight - 1);
    expect(t.sent.length).toBeLessThan(30);
    expect(rows.filter((row) => row.state === "sending")).toHaveLength(0);
    expect(rows.filter((row) => row.attempts === 0).length).toBe(30 - t.sent.length);
  });

  it("never has a row in flight twice, with two tabs flushing at once (Web Locks and lease)", async () => {
    for (const mode of ["web-locks", "lease"] as const) {
      await db.outbox.clear();
      await db.leases.clear();
      const clock = manualClock();
      const { seen, answerLater } = overlapTracker();
      const t = transport(answerLater);
      await enqueueMany(25, clock.now());
      const managers = fakeLockManagers();
      const tab = (owner: string) =>
        flusherWith(clock, t, {
          owner,
          locks: mode === "web-locks" ? managers.tab().locks : null,
        });
      const [a, b] = [tab("tab-a"), tab("tab-b")];
      await Promise.all([a.flush(), b.flush({ force: true }), a.flush({ force: true })]);
      await vi.waitFor(async () =>
        expect(await db.outbox.where("state").equals("sent").count()).toBe(25),
      );
      a.stop();
      b.stop();
      expect(seen.twice).toEqual([]);
      expect(seen.most).toBeLessThanOrEqual(maxInFlight);
      expect(t.sent).toHaveLength(25);
      expect(new Set(t.sent.map((request) => request.idempotencyKey)).size).toBe(25);
      t.sent.length = 0;
    }
  });
});
