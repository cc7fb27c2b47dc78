/**
 * `POST /api/booking/:bookingId/window` (docs/security.md, "Picking a booking's window"): only the
 * booking's submitter (its window token) picks, once; a full window answers the next ones; the
 * visit opens confirmed.
 */
import { windowMessages } from "@vyom/catalog/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, freshAddress, type TestContext } from "../../../test/context.ts";
import { bookingBody } from "../../../test/fixtures.ts";
import { seedDemoServiceAreas } from "../../db/demo-service-areas.ts";
import { collectionVisits, collectionWindows, windowClaims } from "../../db/schema.ts";
import { fetchSolvedCaptcha } from "../../services/captcha/solve-captcha.ts";
import { indiaDate } from "../orders/orders.test-helpers.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.db.transaction((tx) => seedDemoServiceAreas(tx));
});
afterAll(() => ctx?.close());

interface Accepted {
  status: string;
  id: string;
  windowToken: string;
}

let mobiles = 0;
/** A booking through the hero form's route, as its submitter gets it. */
async function book(overrides: { pincode?: string; date?: string } = {}): Promise<Accepted> {
  mobiles += 1;
  const body = {
    ...bookingBody({
      mobile: `93000${String(mobiles).padStart(5, "0")}`,
      date: overrides.date ?? indiaDate(1, ctx.clock()),
      ...(overrides.pincode ? { pincode: overrides.pincode } : {}),
    }),
    captcha: await fetchSolvedCaptcha((path) => ctx.get(path)),
  };
  const res = await ctx.postJson("/api/booking/", body, { address: freshAddress() });
  expect(res.status).toBe(201);
  return (await res.json()) as Accepted;
}

const pick = (bookingId: string, body: unknown, headers: Record<string, string> = {}) =>
  ctx.postJson(`/api/booking/${bookingId}/window`, body, { address: freshAddress(), headers });

const visitOf = async (bookingId: string) => {
  const [visit] = await ctx.db
    .select()
    .from(collectionVisits)
    .where(eq(collectionVisits.subject, `booking:${bookingId}`));
  return visit;
};

describe("POST /api/booking/:bookingId/window", () => {
  it("gives the submitter a window token, and the pick books the window and confirms the visit", async () => {
    const booking = await book();
    expect(booking.windowToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const res = await pick(booking.id, { token: booking.windowToken, startsAt: "09:00" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      visit: { status: "confirmed", day: indiaDate(1, ctx.clock()), startsAt: "09:00" },
    });
    expect(await visitOf(booking.id)).toMatchObject({
      status: "confirmed",
      mobileNumber: `93000${String(mobiles).padStart(5, "0")}`,
      startsAt: "09:00",
    });
    const [claim] = await ctx.db
      .select()
      .from(windowClaims)
      .where(eq(windowClaims.holder, `booking:${booking.id}`));
    expect(claim?.state).toBe("booked");
  });

  it("refuses a wrong owner: another booking's token, a made-up one, an unknown booking (all 404)", async () => {
    const mine = await book();
    const theirs = await book();
    for (const [id, token] of [
      [mine.id, theirs.windowToken],
      [mine.id, "A".repeat(43)],
      ["00000000-0000-4000-8000-000000000000", mine.windowToken],
    ] as const) {
      const res = await pick(id, { token, startsAt: "09:00" });
      expect(res.status).toBe(404);
    }
    expect(await visitOf(mine.id)).toBeUndefined();
  });

  it("answers a replay, and a second pick, with the window chosen before (409), changing nothing", async () => {
    const booking = await book();
    const body = { token: booking.windowToken, startsAt: "11:00" };
    expect((await pick(booking.id, body)).status).toBe(200);
    const again = await pick(booking.id, body);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: "window-chosen",
      message: windowMessages.chosenBefore,
    });
    const other = await pick(booking.id, { ...body, startsAt: "13:00" });
    expect(other.status).toBe(409);
    expect((await visitOf(booking.id))?.startsAt).toBe("11:00");
  });

  it("picks once when the same booking's picks race (two different windows)", async () => {
    const booking = await book();
    const answers = await Promise.all(
      ["07:00", "09:00", "11:00", "13:00"].map((startsAt) =>
        pick(booking.id, { token: booking.windowToken, startsAt }),
      ),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409, 409, 409]);
    const claims = await ctx.db
      .select()
      .from(windowClaims)
      .where(eq(windowClaims.holder, `booking:${booking.id}`));
    expect(claims.filter((claim) => claim.state !== "released")).toHaveLength(1);
  });

  it("answers a window that just filled with the next windows with places", async () => {
    const booking = await book();
    const day = indiaDate(1, ctx.clock());
    await ctx.db
      .insert(collectionWindows)
      .values({ areaId: "chennai", day, startsAt: "15:00", endsAt: "17:00", capacity: 0 })
      .onConflictDoUpdate({
        target: [collectionWindows.areaId, collectionWindows.day, collectionWindows.startsAt],
        set: { capacity: 0 },
      });
    const res = await pick(booking.id, { token: booking.windowToken, startsAt: "15:00" });
    expect(res.status).toBe(409);
    const body = (await res.json()) as { error: string; message: string; alternatives: unknown[] };
    expect(body.error).toBe("window-full");
    expect(body.message).toBe(windowMessages.full);
    expect(body.alternatives[0]).toMatchObject({ day, startsAt: "17:00" });
    expect(await visitOf(booking.id)).toBeUndefined();
  });

  it("says when the booking's pincode is not served, and books nothing", async () => {
    const booking = await book({ pincode: "110001" });
    const res = await pick(booking.id, { token: booking.windowToken, startsAt: "09:00" });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ error: "not-served", message: windowMessages.notServed });
  });

  it("refuses malformed bodies and ids: NUL, lone surrogates, deep nesting, bad shapes (400)", async () => {
    const booking = await book();
    let deep: unknown = "x";
    for (let i = 0; i < 200; i++) deep = { token: deep };
    for (const body of [
      { token: `${booking.windowToken.slice(0, 42)}\u0000`, startsAt: "09:00" },
      { token: booking.windowToken, startsAt: "09:00\u0000" },
      { token: `${booking.windowToken.slice(0, 42)}\ud800`, startsAt: "09:00" },
      { token: booking.windowToken, startsAt: "9am" },
      { token: booking.windowToken },
      deep,
      [],
    ]) {
      const res = await pick(booking.id, body);
      expect(res.status).toBe(400);
    }
    const badId = await pick("not-a-uuid", { token: booking.windowToken, startsAt: "09:00" });
    expect(badId.status).toBe(400);
    expect(await visitOf(booking.id)).toBeUndefined();
  });

  it("refuses a cross-site request (403) and books nothing", async () => {
    const booking = await book();
    const res = await pick(
      booking.id,
      { token: booking.windowToken, startsAt: "09:00" },
      { "sec-fetch-site": "cross-site" },
    );
    expect(res.status).toBe(403);
    expect(await visitOf(booking.id)).toBeUndefined();
  });
});
