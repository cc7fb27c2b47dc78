/** A form's submission through the outbox: the screen takes its row's result from the flush. */
import { describe, expect, it, vi } from "vitest";
import { db } from "@/db/database.ts";
import { outbox } from "@/db/outbox.ts";
import type { FlushReport } from "./flusher.ts";
import {
  bookingPayload,
  fakeLockManagers,
  flusherWith,
  http,
  manualClock,
  ok,
  fakeTransport as transport,
} from "./outbox.test-support.ts";
import { submitThroughOutbox } from "./submit.ts";

const quiet = { onQueued: async () => {} };

describe("submitThroughOutbox", () => {
  it("answers the flush's result for its row: sent with the API's answer, or failed", async () => {
    let answer: unknown = ok;
    const flusher = flusherWith(
      manualClock(),
      transport(() => answer),
    );
    const sent = await submitThroughOutbox("booking", bookingPayload(), {
      ...quiet,
      flush: (options) => flusher.flush(options),
    });
    expect(sent).toMatchObject({ status: "sent", response: ok });
    // The screen showed the delivery: no notice.
    expect((await db.outbox.get(sent.id))?.announce).toBe(false);

    answer = http(422, "idempotency-key-reused");
    const failed = await submitThroughOutbox("booking", bookingPayload(), {
      ...quiet,
      flush: (options) => flusher.flush(options),
    });
    expect(failed).toMatchObject({ status: "failed" });
    expect(failed.status === "failed" && failed.reason).toContain("422");
  });

  it("hands the form's captcha to its first attempt, never to the saved row", async () => {
    const clock = manualClock();
    const t = transport(() => ok);
    const outcome = await submitThroughOutbox("booking", bookingPayload(), {
      ...quiet,
      captcha: "from-the-form",
      flush: (options) => flusherWith(clock, t).flush(options),
    });
    expect(outcome).toMatchObject({ status: "sent" });
    expect((t.sent[0]?.body as { captcha?: string } | undefined)?.captcha).toBe("from-the-form");
    expect(t.solveCaptcha).not.toHaveBeenCalled();
    expect(JSON.stringify(await db.outbox.get(outcome.id))).not.toContain("from-the-form");
  });

  it("is queued, and announced when sent later, when the first attempt is a retry", async () => {
    const clock = manualClock();
    let answer: unknown = http(503);
    const flusher = flusherWith(
      clock,
      transport(() => answer),
    );
    const outcome = await submitThroughOutbox("booking", bookingPayload(), {
      ...quiet,
      flush: (options) => flusher.flush(options),
    });
    expect(outcome).toMatchObject({ status: "queued" });
    expect(await db.outbox.get(outcome.id)).toMatchObject({ state: "pending" });

    answer = ok; // no screen waits any more: the delivery is announced
    await flusher.flush({ force: true });
    expect(await db.outbox.get(outcome.id)).toMatchObject({ state: "sent", announce: true });
  });

  it("is queued when the flush did not reach its row (another tab sends it, announced)", async () => {
    const outcome = await submitThroughOutbox("booking", bookingPayload(), {
      ...quiet,
      flush: async (): Promise<FlushReport> => new Map(),
    });
    expect(outcome).toMatchObject({ status: "queued" });
    const other = flusherWith(
      manualClock(),
      transport(() => ok),
    );
    await other.flush({ force: true });
    expect(await db.outbox.get(outcome.id)).toMatchObject({ state: "sent", announce: true });
  });

  it("wakes the service worker only once its own pass holds the outbox: the worker never takes the row from under it", async () => {
    const clock = manualClock();
    const managers = fakeLockManagers();
    const page = transport(() => ok);
    const worker = transport(() => ok);
    const pageFlusher = flusherWith(clock, page, { owner: "tab", locks: managers.tab().locks });
    const workerFlusher = flusherWith(clock, worker, {
      owner: "sw",
      locks: managers.tab().locks,
    });
    let woken: Promise<unknown> | undefined;
    const outcome = await submitThroughOutbox("booking", bookingPayload(), {
      captcha: "from-the-form",
      // Background Sync: the browser wakes the worker, whose flusher asks for the outbox.
      onQueued: async () => {
        woken = workerFlusher.flush({ force: true });
      },
      // The page's flusher is a chunk still arriving (sync/outbox-runtime.ts).
      flush: async (options) => {
        await new Promise((arrived) => setTimeout(arrived, 5));
        return pageFlusher.flush(options);
      },
    });
    await woken;
    expect(outcome).toMatchObject({ status: "sent", response: ok });
    expect(page.sent.map((request) => request.body)).toMatchObject([{ captcha: "from-the-form" }]);
    expect(worker.sent).toHaveLength(0);
    expect(await db.outbox.get(outcome.id)).toMatchObject({ state: "sent", announce: false });
  });

  it("still wakes the service worker when its pass never got the outbox (another tab holds it)", async () => {
    const onQueued = vi.fn(async () => {});
    const outcome = await submitThroughOutbox("booking", bookingPayload(), {
      onQueued,
      flush: async (): Promise<FlushReport> => new Map(),
    });
    expect(outcome).toMatchObject({ status: "queued" });
    expect(onQueued).toHaveBeenCalledTimes(1);
  });

  it("stops waiting after its time-out: queued, the row untouched", async () => {
    const outcome = await submitThroughOutbox("booking", bookingPayload(), {
      ...quiet,
      flush: () => new Promise(() => {}),
      waitMs: 20,
    });
    expect(outcome).toMatchObject({ status: "queued" });
    expect(await db.outbox.get(outcome.id)).toMatchObject({ state: "pending", attempts: 0 });
  });

  it("never gives up on an outcome already on its way: shown once, not also announced", async () => {
    // The answer has arrived; the screen's deadline passes while the outcome is being written.
    let writeNow = () => {};
    const writing = new Promise<void>((resolve) => {
      writeNow = resolve;
    });
    let answered = () => {};
    const answer = new Promise<void>((resolve) => {
      answered = resolve;
    });
    const slowWrites: typeof outbox = {
      ...outbox,
      settleMany: async (settlements) => {
        answered();
        await writing;
        return outbox.settleMany(settlements);
      },
    };
    const clock = manualClock();
    const flusher = flusherWith(
      clock,
      transport(() => ok),
      { store: slowWrites },
    );
    const submitted = submitThroughOutbox("booking", bookingPayload(), {
      ...quiet,
      flush: (options) => flusher.flush(options),
      waitMs: 5_000,
      clock,
    });
    await answer;
    clock.advance(6_000);
    for (const due of clock.takeDue()) due(); // the screen's deadline
    writeNow();
    const outcome = await submitted;
    expect(outcome).toMatchObject({ status: "sent", response: ok });
    expect(await db.outbox.get(outcome.id)).toMatchObject({ state: "sent", announce: false });
  });

  it("gives up at its deadline when no outcome is on its way, and the delivery is announced", async () => {
    const clock = manualClock();
    const submitted = submitThroughOutbox("booking", bookingPayload(), {
      ...quiet,
      flush: () => new Promise(() => {}), // the flush never reaches the row
      waitMs: 5_000,
      clock,
    });
    await vi.waitFor(() => expect(clock.nextTimerAt()).not.toBeNull());
    clock.advance(5_000);
    for (const due of clock.takeDue()) due();
    const outcome = await submitted;
    expect(outcome).toMatchObject({ status: "queued" });
    await flusherWith(
      clock,
      transport(() => ok),
    ).flush({ force: true });
    expect(await db.outbox.get(outcome.id)).toMatchObject({ state: "sent", announce: true });
  });
});
