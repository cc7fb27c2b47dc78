/** A form's submission through the outbox: the screen takes its row's result from the flush. */
import { describe, expect, it } from "vitest";
import { db } from "@/db/database.ts";
import type { FlushReport } from "./flusher.ts";
import {
  bookingPayload,
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
    const clock = manualClock();
    const sent = await submitThroughOutbox("booking", bookingPayload(), {
      ...quiet,
      flush: (options) =>
        flusherWith(
          clock,
          transport(() => ok),
        ).flush(options),
    });
    expect(sent).toMatchObject({ status: "sent", response: ok });
    expect((await db.outbox.get(sent.id))?.announce).toBe(false);

    const refusal = http(422, "idempotency-key-reused");
    const failed = await submitThroughOutbox("booking", bookingPayload(), {
      ...quiet,
      flush: (options) =>
        flusherWith(
          clock,
          transport(() => refusal),
        ).flush(options),
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
    const outcome = await submitThroughOutbox("booking", bookingPayload(), {
      ...quiet,
      flush: (options) =>
        flusherWith(
          clock,
          transport(() => http(503)),
        ).flush(options),
    });
    expect(outcome).toMatchObject({ status: "queued" });
    expect(await db.outbox.get(outcome.id)).toMatchObject({ state: "pending", announce: true });
  });

  it("is queued when the pass did not reach its row (another tab sends, no report)", async () => {
    const outcome = await submitThroughOutbox("booking", bookingPayload(), {
      ...quiet,
      flush: async (): Promise<FlushReport> => new Map(),
    });
    expect(outcome).toMatchObject({ status: "queued" });
    expect(await db.outbox.get(outcome.id)).toMatchObject({ state: "pending", announce: true });
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
});
