/**
 * `language` on POST /api/booking: the language of the booking's SMS, stored on its row (English
 * when left out); anything else is 400 and stores nothing. A booking queued on a phone before
 * bookings had a language replays under its key as it always did.
 */
import { createHash } from "node:crypto";
import { BookingRequest } from "@vyom/catalog/contract/schemas";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { TestContext } from "../../../test/context.ts";
import { bookings, idempotencyRecords } from "../../db/schema.ts";
import { canonicalJson } from "../../services/idempotency/idempotency.ts";
import { bookingRouteTests } from "./booking.test-helpers.ts";

const booking = bookingRouteTests();
const { postJson, captchaBooking } = booking;
const rows = () => booking.bookingRows();
let ctx: TestContext;
beforeAll(() => {
  ctx = booking.ctx;
});

async function book(language: unknown, mobile: string, headers: Record<string, string> = {}) {
  const body = await captchaBooking({ mobile });
  return postJson("/api/booking/", language === undefined ? body : { ...body, language }, {
    headers,
  });
}

describe("POST /api/booking/ with a language", () => {
  it("stores the language sent, and English when none is", async () => {
    const tamil = await book("ta", "9000000101");
    expect(tamil.status).toBe(201);
    const { id } = (await tamil.json()) as { id: string };
    const none = await book(undefined, "9000000102");
    const { id: englishId } = (await none.json()) as { id: string };
    await ctx.deps.crmHandoff.settled();
    const [row] = await ctx.db.select().from(bookings).where(eq(bookings.id, id));
    const [english] = await ctx.db.select().from(bookings).where(eq(bookings.id, englishId));
    expect(row?.language).toBe("ta");
    expect(english?.language).toBe("en");
    // The CRM's copy is the booking as it always was: the language is no CRM field.
    expect(JSON.stringify(row?.payload)).not.toContain("language");
  });

  it.each([
    ["another code", "fr"],
    ["a locale", "ta-IN"],
    ["capitals", "TA"],
    ["a NUL", "ta\u0000"],
    ["a lone surrogate", "\uD800"],
    ["a number", 1],
    ["null", null],
    ["a list", ["ta"]],
  ])("refuses %s with 400 and stores nothing", async (_, language) => {
    const before = await rows();
    const res = await book(language, "9000000103");
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: "invalid-request" });
    expect(await rows()).toBe(before);
  });

  it("replays a key stored before bookings had a language, whether or not English is named", async () => {
    const key = { "idempotency-key": "language-replay-key" };
    const body = await captchaBooking({ mobile: "9000000104" });
    const first = await postJson("/api/booking/", body, { headers: key });
    expect(first.status).toBe(201);
    const { id } = (await first.json()) as { id: string };
    // The same submission, sent again by an app that now names English.
    const again = await postJson("/api/booking/", { ...body, language: "en" }, { headers: key });
    expect(again.status).toBe(201);
    expect(((await again.json()) as { id: string }).id).toBe(id);
    // Another language is another body: the key is not reused for it.
    const other = await postJson("/api/booking/", { ...body, language: "ta" }, { headers: key });
    expect(other.status).not.toBe(201);
    const stored = await ctx.db
      .select()
      .from(idempotencyRecords)
      .where(eq(idempotencyRecords.key, "language-replay-key"));
    expect(stored).toHaveLength(1);
    // What the API hashed for this body before bookings had a language: a key stored then (an
    // outbox row replayed after the upgrade) still matches.
    const { captcha: _captcha, language: _language, ...before } = BookingRequest.parse(body);
    const hashBefore = createHash("sha256").update(canonicalJson(before)).digest("hex");
    expect(stored[0]?.requestHash).toBe(hashBefore);
    expect(
      await ctx.db.select().from(bookings).where(eq(bookings.mobileNumber, "9000000104")),
    ).toHaveLength(1);
  });
});
