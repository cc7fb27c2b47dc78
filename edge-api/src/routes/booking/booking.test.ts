import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { TEST_ENV, type TestContext } from "../../../test/context.ts";
import { bookingBody } from "../../../test/fixtures.ts";
import { bookings, idempotencyRecords } from "../../db/schema.ts";
import { parseEnv } from "../../env.ts";
import { bookingRouteTests } from "./booking.test-helpers.ts";

const booking = bookingRouteTests();
const { postJson, solvedCaptcha, captchaBooking, bookingRows } = booking;
let ctx: TestContext;
beforeAll(() => {
  ctx = booking.ctx;
});

type Json = Record<string, unknown>;

/** Sets a dotted path in a fresh copy of the valid booking body. */
function withField(path: string, value: unknown): Json {
  const body = structuredClone(bookingBody()) as Json;
  const keys = path.split(".");
  let target = body as Json;
  for (const key of keys.slice(0, -1)) target = target[key] as Json;
  const last = keys.at(-1) as string;
  if (value === undefined) delete target[last];
  else target[last] = value;
  return body;
}

describe("POST /api/booking", () => {
  it("stores a valid booking and answers success with its id", async () => {
    const res = await postJson("/api/booking", await captchaBooking({ mobile: "9000000001" }));
    expect(res.status).toBe(201);
    const body = (await res.json()) as { status: string; id: string };
    expect(body.status).toBe("success");
    // The CRM delivery runs after the answer (crm-handoff.ts); its status is read once settled.
    await ctx.deps.crmHandoff.settled();
    const [row] = await ctx.db.select().from(bookings).where(eq(bookings.id, body.id));
    expect(row).toMatchObject({
      name: "Priya Raman",
      mobileNumber: "9000000001",
      collectionDate: "2025-03-14",
      pincode: "600020",
      policyValue: "enabled",
      status: "sent-to-crm",
      idempotencyKey: null,
    });
    expect(row?.payload).toMatchObject({
      bookingData: { EmailID: "NA" },
      activity: { ActivityEvent: 206 },
    });
  });

  it("still takes the trailing slash older app versions send, as the same route and key", async () => {
    // A row such a version queued may reach the API by either path: a retry is one booking.
    const key = { "idempotency-key": randomUUID() };
    const body = await captchaBooking({ mobile: "9000000002" });
    const old = await postJson("/api/booking/", body, { headers: key });
    expect(old.status).toBe(201);
    const { id } = (await old.json()) as { id: string };
    const again = await postJson("/api/booking", body, { headers: key });
    expect(again.status).toBe(201);
    expect(await again.json()).toMatchObject({ status: "success", id });
    expect(await bookingRows(eq(bookings.mobileNumber, "9000000002"))).toBe(1);
  });

  it("never logs the booking's personal data", async () => {
    await postJson(
      "/api/booking/",
      await captchaBooking({ name: "Lakshmi Narayanan", mobile: "9123456789" }),
    );
    const logged = JSON.stringify(ctx.logger.records);
    expect(logged).not.toContain("Lakshmi");
    expect(logged).not.toContain("9123456789");
  });

  it("marks the booking crm-failed (and still succeeds) when the CRM is down", async () => {
    const app = ctx.appWith({
      crm: {
        kind: "down",
        submitBooking: async () => {
          throw new Error("CRM unreachable");
        },
      },
    });
    const res = await app.request("/api/booking/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(await captchaBooking({ mobile: "9000000003" })),
    });
    expect(res.status).toBe(201);
    const { id: bookingId } = (await res.json()) as { id: string };
    await ctx.deps.crmHandoff.settled();
    const [row] = await ctx.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row?.status).toBe("crm-failed");
    expect(ctx.logger.records.some((r) => r.event === "crm.booking-failed")).toBe(true);
  });

  it("answers before the CRM does, then stores the CRM's result", async () => {
    let release: (() => void) | undefined;
    const calls: string[] = [];
    const app = ctx.appWith({
      crm: {
        kind: "slow",
        submitBooking: async (booking) => {
          calls.push(booking.bookingId);
          await new Promise<void>((done) => {
            release = done;
          });
          return { ok: true };
        },
      },
    });
    const res = await app.request("/api/booking/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(await captchaBooking({ mobile: "9000000004" })),
    });
    expect(res.status).toBe(201);
    const { id: bookingId } = (await res.json()) as { id: string };
    const status = async () =>
      (await ctx.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0]?.status;
    await expect.poll(() => calls).toEqual([bookingId]);
    expect(await status()).toBe("received");
    release?.();
    await ctx.deps.crmHandoff.settled();
    expect(await status()).toBe("sent-to-crm");
  });

  const invalid: Array<[string, unknown]> = [
    ["name", "Priya123"],
    ["name", "   "],
    ["name", undefined],
    ["name", 42],
    ["mobileNumber", "5876543210"],
    ["mobileNumber", "987654321"],
    ["mobileNumber", "98765432100"],
    ["mobileNumber", 9876543210],
    ["date", "14-03-2025"],
    ["date", "2025-02-30"],
    ["date", undefined],
    ["pincode", "60002"],
    ["pincode", "60002a"],
    ["pincode", 600020],
    ["bookingData", undefined],
    ["bookingData.FullName", "R2D2"],
    ["bookingData.homeCollectionDate", "2025-03-15"],
    ["bookingData.MobileNumber", "9876543211"],
    ["bookingData.EmailID", "not-an-email"],
    ["bookingData.testDetails", "x".repeat(501)],
    ["bookingData.utmCampaign", ""],
    ["bookingData.utmMedium", undefined],
    ["bookingData.utmSource", 7],
    ["bookingData.Address", "600021"],
    ["activity", "note"],
    ["activity.ActivityEvent", 207],
    ["activity.ActivityNote", undefined],
    ["activity.ActivityDateTime", "2025-03-10T09:30:00Z"],
    ["activity.ActivityDateTime", "2025-13-10 09:30:00"],
    ["activity.Fields", "mx_Custom_1"],
    ["activity.Fields.0.SchemaName", "Custom"],
    ["leadDetails", []],
    ["leadDetails.0.Attribute", "First Name!"],
    ["leadDetails.0.Value", null],
    ["Policy_Value", "yes"],
    ["Policy_Value", undefined],
  ];

  it.each(invalid)("rejects a bad %s (%j) with 400 naming the field", async (path, value) => {
    const before = await bookingRows();
    const res = await postJson("/api/booking/", withField(path, value));
    expect(res.status).toBe(400);
    const body = (await res.json()) as {
      error: string;
      issues: { path: string; message: string }[];
    };
    expect(body.error).toBe("invalid-request");
    expect(body.issues.map((issue) => issue.path)).toContain(path);
    expect(body.issues.every((issue) => issue.message.length > 0)).toBe(true);
    expect(await bookingRows()).toBe(before);
  });

  it("rejects a body that is not an object, and malformed JSON", async () => {
    for (const body of [[], "booking", null, 42]) {
      const res = await postJson("/api/booking/", body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        error: "invalid-request",
        issues: [{ path: "body" }],
      });
    }
    const res = await ctx.app.request("/api/booking/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"name": "Priya",',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: "invalid-json",
      message: "The request is not valid JSON.",
    });
  });

  it("answers 413 to a body over 64 KB", async () => {
    const body = withField("activity.ActivityNote", "x".repeat(70 * 1024));
    const res = await postJson("/api/booking/", body);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error: "payload-too-large",
      message: "The request is larger than 64 KB.",
    });
  });

  it("answers 413 to an oversized body sent without Content-Length (streamed)", async () => {
    const chunk = new TextEncoder().encode("x".repeat(16 * 1024));
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 5; i++) controller.enqueue(chunk);
        controller.close();
      },
    });
    const res = await ctx.app.request("/api/booking/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
  });

  it("answers 415 to a body that is not JSON", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data"]) {
      const res = await ctx.app.request("/api/booking/", {
        method: "POST",
        headers: { "content-type": type },
        body: JSON.stringify(bookingBody()),
      });
      expect(res.status).toBe(415);
      expect(await res.json()).toEqual({
        error: "unsupported-media-type",
        message: "Send the request as application/json.",
      });
    }
    const untyped = await ctx.app.request("/api/booking/", { method: "POST", body: "{}" });
    expect(untyped.status).toBe(415);
  });

  it("answers 403 to a browser request from another origin", async () => {
    const before = await bookingRows();
    for (const origin of ["https://evil.example", "null", "http://localhost.evil.example"]) {
      const res = await postJson("/api/booking/", bookingBody(), { headers: { origin } });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        error: "forbidden-origin",
        message: "Requests from another site are refused.",
      });
    }
    expect(await bookingRows()).toBe(before);
  });

  it("accepts the same origin and PUBLIC_ORIGIN", async () => {
    const same = await postJson("/api/booking/", await captchaBooking(), {
      headers: { origin: "http://localhost" },
    });
    expect(same.status).toBe(201);
    const app = ctx.appWith({
      env: parseEnv({ ...TEST_ENV, PUBLIC_ORIGIN: "https://book.vyom.example/" }),
    });
    const res = await app.request("/api/booking/", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://book.vyom.example" },
      body: JSON.stringify(await captchaBooking()),
    });
    expect(res.status).toBe(201);
  });
});

describe("POST /api/booking/ with an Idempotency-Key", () => {
  it("stores the booking row and the key's answer together, every field as sent", async () => {
    // A keyed booking is written by one statement (the claim and the row); check what it wrote.
    const headers = { "idempotency-key": "stored-fields-key" };
    const res = await postJson("/api/booking/", await captchaBooking({ mobile: "9000000019" }), {
      headers,
    });
    expect(res.status).toBe(201);
    const answer = (await res.json()) as { status: string; id: string };
    expect(answer.status).toBe("success");
    await ctx.deps.crmHandoff.settled();
    const [row] = await ctx.db.select().from(bookings).where(eq(bookings.id, answer.id));
    expect(row).toMatchObject({
      name: "Priya Raman",
      mobileNumber: "9000000019",
      collectionDate: "2025-03-14",
      pincode: "600020",
      policyValue: "enabled",
      status: "sent-to-crm",
      idempotencyKey: "stored-fields-key",
      createdAt: ctx.clock(),
    });
    expect(row?.payload).toMatchObject({
      bookingData: { EmailID: "NA" },
      activity: { ActivityEvent: 206 },
    });
    const [record] = await ctx.db
      .select()
      .from(idempotencyRecords)
      .where(eq(idempotencyRecords.key, "stored-fields-key"));
    // The window token is derived from the id (routes/booking/booking.routes.ts): never stored.
    const { windowToken, ...stored } = answer as typeof answer & { windowToken: string };
    expect(windowToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(record).toMatchObject({ scope: "booking", statusCode: 201 });
    expect(record?.responseBody).toEqual(stored);
  });

  it("replays the first answer for the same key and body, storing one booking", async () => {
    const headers = { "idempotency-key": "replay-key-1" };
    const body = await captchaBooking({ mobile: "9000000010" });
    const first = await postJson("/api/booking/", body, { headers });
    // The same request again (its captcha already used): the stored answer, no captcha check.
    const second = await postJson("/api/booking/", body, { headers });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    const firstBody = await first.json();
    expect(await second.json()).toEqual(firstBody);
    expect(await bookingRows(eq(bookings.mobileNumber, "9000000010"))).toBe(1);
  });

  it("treats a reordered but equal body as the same request", async () => {
    const headers = { "idempotency-key": "replay-key-2" };
    const body = bookingBody({ mobile: "9000000011" });
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const first = await postJson(
      "/api/booking/",
      { ...body, captcha: await solvedCaptcha() },
      {
        headers,
      },
    );
    const second = await postJson("/api/booking/", reordered, { headers });
    expect(await second.json()).toEqual(await first.json());
  });

  it("refuses the same key with a different body (422)", async () => {
    const headers = { "idempotency-key": "reused-key" };
    const first = await postJson("/api/booking/", await captchaBooking({ mobile: "9000000012" }), {
      headers,
    });
    expect(first.status).toBe(201);
    const second = await postJson("/api/booking/", bookingBody({ mobile: "9000000013" }), {
      headers,
    });
    expect(second.status).toBe(422);
    expect(await second.json()).toEqual({
      error: "idempotency-key-reused",
      message: "A different submission was already sent with this Idempotency-Key.",
    });
    expect(await bookingRows(eq(bookings.mobileNumber, "9000000013"))).toBe(0);
  });

  it("rejects an unusable key", async () => {
    const res = await postJson("/api/booking/", await captchaBooking(), {
      headers: { "idempotency-key": "x".repeat(201) },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ issues: [{ path: "Idempotency-Key" }] });
  });

  it("stores nothing for an invalid body, so the key stays usable", async () => {
    const headers = { "idempotency-key": "invalid-first" };
    const bad = await postJson("/api/booking/", withField("pincode", "1"), { headers });
    expect(bad.status).toBe(400);
    const good = await postJson("/api/booking/", await captchaBooking({ mobile: "9000000014" }), {
      headers,
    });
    expect(good.status).toBe(201);
  });

  it("makes exactly one booking from 50 concurrent identical requests", async () => {
    const headers = { "idempotency-key": "concurrent-key" };
    const body = bookingBody({ mobile: "9000000020" });
    // Each delivery carries its own captcha, as each outbox attempt solves a fresh one.
    const captchas = await Promise.all(Array.from({ length: 50 }, solvedCaptcha));
    const answers = await Promise.all(
      captchas.map((captcha) => postJson("/api/booking/", { ...body, captcha }, { headers })),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(50).fill(201));
    const ids = new Set(
      await Promise.all(answers.map(async (res) => ((await res.json()) as { id: string }).id)),
    );
    expect(ids.size).toBe(1);
    expect(await bookingRows(eq(bookings.mobileNumber, "9000000020"))).toBe(1);
  });

  it("keeps keys of different requests apart without a key", async () => {
    await postJson("/api/booking/", await captchaBooking({ mobile: "9000000030" }));
    await postJson("/api/booking/", await captchaBooking({ mobile: "9000000030" }));
    expect(await bookingRows(eq(bookings.mobileNumber, "9000000030"))).toBe(2);
  });
});

describe("POST /api/booking/ and the captcha", () => {
  it("refuses a new booking without a captcha (403 captcha-required), storing nothing", async () => {
    const headerSets: Record<string, string>[] = [{}, { "idempotency-key": "no-captcha-key" }];
    for (const headers of headerSets) {
      const res = await postJson("/api/booking/", bookingBody({ mobile: "9000000040" }), {
        headers,
      });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        error: "captcha-required",
        message: "Please verify the captcha.",
      });
    }
    expect(await bookingRows(eq(bookings.mobileNumber, "9000000040"))).toBe(0);
    // The refused key was not spent: the same key with a captcha books.
    const res = await postJson("/api/booking/", await captchaBooking({ mobile: "9000000040" }), {
      headers: { "idempotency-key": "no-captcha-key" },
    });
    expect(res.status).toBe(201);
  });

  it("refuses a wrong, forged or already used captcha (403 captcha-failed)", async () => {
    const used = await solvedCaptcha();
    expect((await postJson("/api/booking/", { ...bookingBody(), captcha: used })).status).toBe(201);
    const cases: Array<[string, string]> = [
      [used, "replayed"],
      ["not-a-captcha", "malformed"],
      [btoa(JSON.stringify({ challenge: {}, solution: {} })), "malformed"],
    ];
    for (const [captcha, reason] of cases) {
      const res = await postJson("/api/booking/", {
        ...bookingBody({ mobile: "9000000041" }),
        captcha,
      });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        error: "captcha-failed",
        reason,
        message: "The captcha was not accepted.",
      });
    }
    expect(await bookingRows(eq(bookings.mobileNumber, "9000000041"))).toBe(0);
  });

  it("refuses a used captcha with a new Idempotency-Key, and leaves the key unspent", async () => {
    const headers = { "idempotency-key": "replayed-captcha-key" };
    const used = await solvedCaptcha();
    // Redeemed elsewhere first: replay records are shared by every form and the captcha route.
    const verified = await postJson("/api/auth/verify-captcha", { captchaValue: used });
    expect(await verified.json()).toEqual({ success: true });
    const body = bookingBody({ mobile: "9000000044" });
    const res = await postJson("/api/booking/", { ...body, captcha: used }, { headers });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: "captcha-failed",
      reason: "replayed",
      message: "The captcha was not accepted.",
    });
    expect(await bookingRows(eq(bookings.mobileNumber, "9000000044"))).toBe(0);
    const claims = await ctx.db
      .select()
      .from(idempotencyRecords)
      .where(eq(idempotencyRecords.key, "replayed-captcha-key"));
    expect(claims).toHaveLength(0);
    const retried = await postJson(
      "/api/booking/",
      { ...body, captcha: await solvedCaptcha() },
      { headers },
    );
    expect(retried.status).toBe(201);
  });

  it("lets one captcha make one booking among concurrent requests with different keys", async () => {
    const captcha = await solvedCaptcha();
    const body = { ...bookingBody({ mobile: "9000000045" }), captcha };
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        postJson("/api/booking/", body, { headers: { "idempotency-key": `one-captcha-${i}` } }),
      ),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([201, ...Array.from({ length: 19 }, () => 403)]);
    expect(await bookingRows(eq(bookings.mobileNumber, "9000000045"))).toBe(1);
  });

  it("refuses an expired captcha", async () => {
    const captcha = await solvedCaptcha();
    ctx.clock.advance(11 * 60_000);
    try {
      const res = await postJson("/api/booking/", { ...bookingBody(), captcha });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        error: "captcha-failed",
        reason: "expired",
        message: "The captcha was not accepted.",
      });
    } finally {
      ctx.clock.advance(-11 * 60_000);
    }
  });

  it("answers a repeat of a stored key whatever its captcha: missing, used or fresh", async () => {
    const headers = { "idempotency-key": "outbox-retry-key" };
    const body = bookingBody({ mobile: "9000000042" });
    const captcha = await solvedCaptcha();
    const first = await postJson("/api/booking/", { ...body, captcha }, { headers });
    expect(first.status).toBe(201);
    const firstAnswer = await first.json();
    // The outbox lost the answer and re-sends, with the used captcha, none, or a fresh one: the
    // captcha is not part of the request's identity, so none of these is a "reused key".
    for (const repeat of [
      { ...body, captcha },
      body,
      { ...body, captcha: await solvedCaptcha() },
    ]) {
      const res = await postJson("/api/booking/", repeat, { headers });
      expect(res.status).toBe(201);
      expect(await res.json()).toEqual(firstAnswer);
    }
    expect(await bookingRows(eq(bookings.mobileNumber, "9000000042"))).toBe(1);
  });

  it("never stores the captcha with the booking", async () => {
    const res = await postJson("/api/booking/", await captchaBooking({ mobile: "9000000043" }));
    const { id: bookingId } = (await res.json()) as { id: string };
    const [row] = await ctx.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(JSON.stringify(row)).not.toContain("captcha");
  });
});
