/**
 * `POST /api/booking/:bookingId/window` (docs/security.md, "Picking a booking's window" and "An
 * anonymous booking books windows and texts any number"): only the booking's submitter (its window
 * token) signed in as the booking's number picks, once; a number picks at most 4 a day; a full
 * window answers the next ones; the visit opens confirmed. A booking nobody proved the number of
 * books nothing, texts nobody and is not in that number's My bookings.
 */
import { windowMessages } from "@vyom/catalog/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoServiceAreas } from "../../../dev/demo-data/demo-service-areas.ts";
import {
  createTestContext,
  freshAddress,
  LOOPBACK,
  type TestContext,
} from "../../../test/context.ts";
import { bookingBody } from "../../../test/fixtures.ts";
import { fetchSolvedCaptcha } from "../../../test/support/captcha/solve-captcha.ts";
import { collectionVisits, collectionWindows, windowClaims } from "../../db/schema.ts";
import { signUp } from "../auth/auth.test-helpers.ts";
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

/** A customer signed in on their phone: their number and session cookie. */
interface Customer {
  mobile: string;
  cookie: string;
}

let mobiles = 0;
const nextMobile = () => `93000${String(++mobiles).padStart(5, "0")}`;

/** A new number, signed up (its OTP proven): the session a person who logged in holds. */
async function customer(): Promise<Customer> {
  const mobile = nextMobile();
  const { cookie } = await signUp(ctx, mobile);
  return { mobile, cookie };
}

/**
 * A booking through the hero form's route, as its submitter gets it, for `by`'s number (a new
 * signed-up number by default); `cookie` is the session it was sent with (none: anonymous).
 */
async function book(
  overrides: { pincode?: string; date?: string; by?: Customer; cookie?: string } = {},
): Promise<Accepted & { by: Customer }> {
  const by = overrides.by ?? (await customer());
  const body = {
    ...bookingBody({
      mobile: by.mobile,
      date: overrides.date ?? indiaDate(1, ctx.clock()),
      ...(overrides.pincode ? { pincode: overrides.pincode } : {}),
    }),
    captcha: await fetchSolvedCaptcha((path) => ctx.get(path)),
  };
  const res = await ctx.postJson("/api/booking/", body, {
    address: freshAddress(),
    ...(overrides.cookie ? { headers: { cookie: overrides.cookie } } : {}),
  });
  expect(res.status).toBe(201);
  return { ...((await res.json()) as Accepted), by };
}

/** The pick, sent with the booking's number's session unless `cookie` says otherwise. */
const pick = (
  booking: { id: string; by: Customer },
  body: unknown,
  headers: Record<string, string> = {},
  cookie: string | null = booking.by.cookie,
) =>
  ctx.postJson(`/api/booking/${booking.id}/window`, body, {
    address: freshAddress(),
    headers: { ...(cookie ? { cookie } : {}), ...headers },
  });

/** What the number was texted (the development SMS inbox). */
async function smsTo(mobile: string): Promise<string[]> {
  const res = await ctx.get(`/api/dev/sms-outbox?mobile=${mobile}`, { address: LOOPBACK });
  const { messages } = (await res.json()) as { messages: { message: string }[] };
  return messages.map((m) => m.message);
}

/** The references in the number's My bookings. */
async function myBookingIds(who: Customer): Promise<string[]> {
  const res = await ctx.get("/api/my-bookings", { headers: { cookie: who.cookie } });
  expect(res.status).toBe(200);
  const { bookings } = (await res.json()) as { bookings: { key: string }[] };
  return bookings.map((b) => b.key);
}

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
    const res = await pick(booking, { token: booking.windowToken, startsAt: "09:00" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      visit: { status: "confirmed", day: indiaDate(1, ctx.clock()), startsAt: "09:00" },
    });
    expect(await visitOf(booking.id)).toMatchObject({
      status: "confirmed",
      mobileNumber: booking.by.mobile,
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
      const res = await pick({ id, by: mine.by }, { token, startsAt: "09:00" });
      expect(res.status).toBe(404);
    }
    expect(await visitOf(mine.id)).toBeUndefined();
  });

  it("answers a replay, and a second pick, with the window chosen before (409), changing nothing", async () => {
    const booking = await book();
    const body = { token: booking.windowToken, startsAt: "11:00" };
    expect((await pick(booking, body)).status).toBe(200);
    const again = await pick(booking, body);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: "window-chosen",
      message: windowMessages.chosenBefore,
    });
    const other = await pick(booking, { ...body, startsAt: "13:00" });
    expect(other.status).toBe(409);
    expect((await visitOf(booking.id))?.startsAt).toBe("11:00");
  });

  it("picks once when the same booking's picks race (two different windows)", async () => {
    const booking = await book();
    const answers = await Promise.all(
      ["07:00", "09:00", "11:00", "13:00"].map((startsAt) =>
        pick(booking, { token: booking.windowToken, startsAt }),
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
    const res = await pick(booking, { token: booking.windowToken, startsAt: "15:00" });
    expect(res.status).toBe(409);
    const body = (await res.json()) as { error: string; message: string; alternatives: unknown[] };
    expect(body.error).toBe("window-full");
    expect(body.message).toBe(windowMessages.full);
    expect(body.alternatives[0]).toMatchObject({ day, startsAt: "17:00" });
    expect(await visitOf(booking.id)).toBeUndefined();
  });

  it("says when the booking's pincode is not served, and books nothing", async () => {
    const booking = await book({ pincode: "110001" });
    const res = await pick(booking, { token: booking.windowToken, startsAt: "09:00" });
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
      const res = await pick(booking, body);
      expect(res.status).toBe(400);
    }
    const badId = await pick(
      { id: "not-a-uuid", by: booking.by },
      { token: booking.windowToken, startsAt: "09:00" },
    );
    expect(badId.status).toBe(400);
    expect(await visitOf(booking.id)).toBeUndefined();
  });

  it("refuses a stranger's anonymous booking of someone's number: no window, no SMS, not in their My bookings", async () => {
    const victim = await customer();
    const before = await smsTo(victim.mobile);
    // Eight rounds of the attack: book for the victim's number with a captcha alone, then pick.
    for (let round = 0; round < 8; round++) {
      const planted = await book({ by: { mobile: victim.mobile, cookie: "" } });
      const anonymous = await pick(
        planted,
        { token: planted.windowToken, startsAt: "09:00" },
        {},
        null,
      );
      expect(anonymous.status).toBe(403);
      expect(await anonymous.json()).toEqual({
        error: "number-not-proven",
        message: windowMessages.numberNotProven,
      });
      // Signed in, but as another number: the same.
      const stranger = await customer();
      const asStranger = await pick(
        planted,
        { token: planted.windowToken, startsAt: "09:00" },
        {},
        stranger.cookie,
      );
      expect(asStranger.status).toBe(403);
      expect(await visitOf(planted.id)).toBeUndefined();
      expect(await myBookingIds(victim)).not.toContain(`booking:${planted.id}`);
    }
    expect(await smsTo(victim.mobile)).toEqual(before);
  });

  it("proves the number of a booking sent signed in as it, or picked signed in as it: then it is theirs", async () => {
    const owner = await customer();
    const signedIn = await book({ by: owner, cookie: owner.cookie });
    expect(await myBookingIds(owner)).toContain(`booking:${signedIn.id}`);
    // Sent anonymously (logged out), then picked after logging in: theirs from the pick.
    const anonymous = await book({ by: owner });
    expect(await myBookingIds(owner)).not.toContain(`booking:${anonymous.id}`);
    const res = await pick(anonymous, { token: anonymous.windowToken, startsAt: "07:00" });
    expect(res.status).toBe(200);
    expect(await myBookingIds(owner)).toContain(`booking:${anonymous.id}`);
    // Sent while signed in as another number: not proven.
    const other = await customer();
    const forSomeoneElse = await book({ by: owner, cookie: other.cookie });
    expect(await myBookingIds(owner)).not.toContain(`booking:${forSomeoneElse.id}`);
  });

  it("lets a number pick 4 windows a day; the fifth is 429 and texts nothing", async () => {
    const owner = await customer();
    const booked = [];
    for (let i = 0; i < 5; i++) booked.push(await book({ by: owner }));
    const texted = (await smsTo(owner.mobile)).length;
    const answers = [];
    for (const [i, booking] of booked.entries()) {
      const startsAt = ["07:00", "09:00", "11:00", "13:00", "15:00"][i];
      answers.push(await pick(booking, { token: booking.windowToken, startsAt }));
    }
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 429]);
    const refused = answers[4];
    expect(refused?.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await refused?.json()).toMatchObject({
      error: "rate-limited",
      message: windowMessages.tooManyPicks,
    });
    expect(await visitOf(booked[4]?.id ?? "")).toBeUndefined();
    await expect.poll(async () => (await smsTo(owner.mobile)).length).toBe(texted + 4);
  });

  it("refuses a cross-site request (403) and books nothing", async () => {
    const booking = await book();
    const res = await pick(
      booking,
      { token: booking.windowToken, startsAt: "09:00" },
      { "sec-fetch-site": "cross-site" },
    );
    expect(res.status).toBe(403);
    expect(await visitOf(booking.id)).toBeUndefined();
  });
});
