import { afterEach, describe, expect, it, vi } from "vitest";
import { sendForm } from "@/components/offline-form/offline-form.send.ts";
import { db } from "@/db/database.ts";
import { resetPersistenceState } from "@/sync/persistence.ts";
import { bookingPayload } from "./book-test.payload.ts";
import type { BookTestValues } from "./book-test.rules.ts";

vi.mock("@/lib/captcha.ts", () => ({ fetchAndSolveCaptcha: async () => "solved-captcha" }));

const values: BookTestValues = {
  name: "Priya Raman",
  mobileNumber: "9876543210",
  date: "2025-03-14",
  pincode: "600020",
  policy: false,
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const posts = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls
    .map((call) => call as unknown as [string, RequestInit])
    .filter(([, init]) => init?.method === "POST");
const book = (captcha?: string, now = new Date(), search = "") =>
  sendForm("booking", bookingPayload(values, now, search), captcha ? { captcha } : {});

afterEach(async () => {
  const { pageFlusher, stopPageFlusher } = await import("@/sync/outbox-runtime.ts");
  // A form has its answer as soon as its row's attempt is written; the pass may go on after.
  await pageFlusher().flush();
  stopPageFlusher();
  resetPersistenceState();
});

describe("a booking sent through the outbox", () => {
  it("saves the booking, then POSTs it with a captcha and its Idempotency-Key, reading the reference", async () => {
    const fetchMock = vi.fn(async () => json({ status: "success", id: "b-1" }, 201));
    vi.stubGlobal("fetch", fetchMock);
    const result = await book(undefined, new Date("2025-03-10T09:30:00Z"), "?utm_source=sms");
    const [row] = await db.outbox.toArray();
    expect(result).toEqual({ ok: true, queued: false, outboxId: row?.id, reference: "b-1" });

    const [[path, init]] = posts(fetchMock) as [[string, RequestInit]];
    // The route table's path: older versions of the app sent `/api/booking/`, which the API
    // still takes (edge-api/src/routes/booking/booking.test.ts).
    expect(path).toBe("/api/booking");
    expect(JSON.parse(String(init.body))).toMatchObject({
      name: "Priya Raman",
      captcha: "solved-captcha",
      bookingData: { utmSource: "sms" },
      activity: { ActivityDateTime: "2025-03-10 09:30:00" },
      Policy_Value: "disabled",
    });
    const key = (init.headers as Record<string, string>)["Idempotency-Key"];
    expect(row).toMatchObject({ kind: "booking", state: "sent", idempotencyKey: key });
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("sends the captcha solved on the form instead of solving another", async () => {
    const fetchMock = vi.fn(async () => json({ status: "success", id: "b-2" }, 201));
    vi.stubGlobal("fetch", fetchMock);
    await book("from-the-form");
    const [[, init]] = posts(fetchMock) as [[string, RequestInit]];
    expect(JSON.parse(String(init.body)).captcha).toBe("from-the-form");
  });

  it("keeps the booking queued when there is no network or the server fails", async () => {
    for (const answer of [
      async () => {
        throw new TypeError("Failed to fetch");
      },
      async () => json({ error: "internal" }, 500),
    ]) {
      vi.stubGlobal("fetch", vi.fn(answer));
      expect(await book()).toMatchObject({ ok: true, queued: true });
    }
    const rows = await db.outbox.toArray();
    expect(rows.map((row) => row.state)).toEqual(["pending", "pending"]);
  });

  it("fails (and drops the refused copy) when the API refuses the booking", async () => {
    vi.stubGlobal("fetch", async () =>
      json({ error: "invalid-request", message: "Name is required" }, 400),
    );
    expect(await book()).toMatchObject({ ok: false, reason: "rejected" });
    expect(await db.outbox.count()).toBe(0);
  });

  it("sends a booking an older version of the app queued to the route table's path", async () => {
    const fetchMock = vi.fn(async () => json({ status: "success", id: "b-old" }, 201));
    vi.stubGlobal("fetch", fetchMock);
    // A row as the first outbox wrote it: its kind and payload, none of the fields added since.
    const id = await db.outbox.add({
      kind: "booking",
      idempotencyKey: "0f8fad5b-d9cb-469f-a165-70867728950e",
      payload: bookingPayload(values, new Date("2025-03-10T09:30:00Z")),
      state: "pending",
      attempts: 0,
      nextAttemptAt: 0,
      lastError: null,
      createdAt: 0,
      sentAt: null,
    });
    const { pageFlusher } = await import("@/sync/outbox-runtime.ts");
    await pageFlusher().flush();

    const [[path, init]] = posts(fetchMock) as [[string, RequestInit]];
    expect(path).toBe("/api/booking");
    expect(init.headers).toMatchObject({
      "Idempotency-Key": "0f8fad5b-d9cb-469f-a165-70867728950e",
    });
    expect(await db.outbox.get(id)).toMatchObject({ state: "sent", response: { id: "b-old" } });
  });

  it("fails when the booking cannot even be saved", async () => {
    const submit = vi.fn(async () => {
      throw new Error("QuotaExceededError");
    });
    expect(await sendForm("booking", {}, {}, submit)).toEqual({ ok: false, reason: "not-saved" });
  });
});
