/**
 * A scan booked at a centre and a slot (docs/product.md#scan-booking), attacked: no account, wrong
 * owner, a replayed key, a race for the last place, one account taking many slots, malformed and
 * cross-site requests.
 */
import { CentreSlotsAnswer, MyBookingsAnswer } from "@vyom/catalog/contract/schemas";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, freshAddress, type TestContext } from "../../../test/context.ts";
import { centreSlotClaims, centreSlots, orders } from "../../db/schema.ts";
import {
  homeVisitOn,
  indiaDate,
  JAYANAGAR,
  MRI_BRAIN,
  newCustomer,
  newKey,
  type PlacedOrder,
  pay,
  placeOrder,
  scanOrderBody,
  weekdayAhead,
} from "./orders.test-helpers.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

async function placesLeft(date: string, timeSlot: string, scan = MRI_BRAIN) {
  const response = await ctx.get(
    `/api/centre-slots?centreId=${JAYANAGAR}&scan=${scan}&date=${date}`,
    { address: freshAddress() },
  );
  const answer = CentreSlotsAnswer.parse(await response.json());
  return answer.slots.find((slot) => slot.timeSlot === timeSlot)?.placesLeft;
}

const claimsOf = (orderId: string) =>
  ctx.db
    .select({ state: centreSlotClaims.state })
    .from(centreSlotClaims)
    .where(eq(centreSlotClaims.holder, `order:${orderId}`));

/** A slot with exactly `capacity` places for the day (the lab set it). */
async function slotOf(capacity: number, days: number, modality = "mri") {
  const day = weekdayAhead(days);
  await ctx.db
    .insert(centreSlots)
    .values({ centreId: JAYANAGAR, modality, day, timeSlot: "11:00-13:00", capacity });
  return day;
}

describe("a scan booked at a centre's slot", () => {
  it("paid online: the place is held while paying and booked by the payment; My bookings shows the centre and the slot", async () => {
    const self = await newCustomer(ctx);
    const date = weekdayAhead(3);
    const before = await placesLeft(date, "09:00-11:00");
    const res = await placeOrder(ctx, self, scanOrderBody(self, { date }));
    expect(res.status, await res.clone().text()).toBe(201);
    const placed = (await res.json()) as PlacedOrder;
    expect(placed).toMatchObject({ amount: 7150, status: "payment-pending" });
    expect(await placesLeft(date, "09:00-11:00")).toBe((before ?? 0) - 1);
    expect(await claimsOf(placed.orderId)).toEqual([{ state: "held" }]);

    await pay(ctx, self, placed.orderId, "success");
    expect(await claimsOf(placed.orderId)).toEqual([{ state: "booked" }]);
    const order = await ctx.get(`/api/orders/${placed.orderId}`, {
      headers: { cookie: self.cookie },
    });
    expect(await order.json()).toMatchObject({
      order: {
        paid: true,
        reference: placed.reference,
        lines: [{ kind: "scan", corpId: MRI_BRAIN, name: "MRI Brain", price: 7150 }],
        appointment: { place: "centre", centreId: JAYANAGAR, date, timeSlot: "09:00-11:00" },
      },
    });
    const mine = MyBookingsAnswer.parse(
      await (await ctx.get("/api/my-bookings", { headers: { cookie: self.cookie } })).json(),
    );
    expect(mine.bookings[0]).toMatchObject({
      reference: placed.reference,
      payment: "paid-online",
      status: "confirmed",
      centre: {
        id: JAYANAGAR,
        name: "Vyom Diagnostics, Jayanagar",
        day: date,
        timeSlot: "09:00-11:00",
      },
    });
  });

  it("paid at the centre: booked at once, with nothing to pay online", async () => {
    const self = await newCustomer(ctx);
    const res = await placeOrder(
      ctx,
      self,
      scanOrderBody(self, { date: weekdayAhead(4) }, { payment: "at-collection" }),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const placed = (await res.json()) as PlacedOrder;
    expect(placed.status).toBe("pay-at-collection");
    expect(placed.redirectUrl).toContain(`/cart-form/confirmation?orderId=${placed.orderId}`);
    expect(await claimsOf(placed.orderId)).toEqual([{ state: "booked" }]);
  });

  it("an abandoned payment's place is free again once its hold has run out", async () => {
    const day = await slotOf(1, 5);
    const slow = await newCustomer(ctx);
    const first = await placeOrder(
      ctx,
      slow,
      scanOrderBody(slow, { date: day, timeSlot: "11:00-13:00" }),
    );
    expect(first.status).toBe(201);
    const other = await newCustomer(ctx);
    const full = await placeOrder(
      ctx,
      other,
      scanOrderBody(other, { date: day, timeSlot: "11:00-13:00" }),
    );
    expect(full.status).toBe(409);
    ctx.clock.advance(11 * 60_000);
    try {
      const later = await placeOrder(
        ctx,
        other,
        scanOrderBody(other, { date: day, timeSlot: "11:00-13:00" }),
      );
      expect(later.status).toBe(201);
    } finally {
      ctx.clock.set(new Date());
    }
  });
});

describe("scan booking abuse", () => {
  it("needs an account; another account's order is not found", async () => {
    const self = await newCustomer(ctx);
    const anonymous = await ctx.postJson("/api/orders", scanOrderBody(self), {
      headers: { "Idempotency-Key": newKey() },
      address: freshAddress(),
    });
    expect(anonymous.status).toBe(401);
    const placed = (await (await placeOrder(ctx, self, scanOrderBody(self))).json()) as PlacedOrder;
    const stranger = await newCustomer(ctx);
    const theirs = await ctx.get(`/api/orders/${placed.orderId}`, {
      headers: { cookie: stranger.cookie },
    });
    expect(theirs.status).toBe(404);
    const retry = await ctx.postJson(
      `/api/orders/${placed.orderId}/payments`,
      {},
      { headers: { cookie: stranger.cookie }, address: freshAddress() },
    );
    expect(retry.status).toBe(404);
  });

  it("a replayed Idempotency-Key answers the same order and holds one place", async () => {
    const self = await newCustomer(ctx);
    const key = newKey();
    const date = weekdayAhead(6);
    const before = await placesLeft(date, "09:00-11:00");
    const first = await placeOrder(ctx, self, scanOrderBody(self, { date }), key);
    const again = await placeOrder(ctx, self, scanOrderBody(self, { date }), key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    const [a, b] = [(await first.json()) as PlacedOrder, (await again.json()) as PlacedOrder];
    expect(b.orderId).toBe(a.orderId);
    expect(await placesLeft(date, "09:00-11:00")).toBe((before ?? 0) - 1);
    // The same key for another day is another order's body: refused.
    const other = await placeOrder(ctx, self, scanOrderBody(self, { date: weekdayAhead(8) }), key);
    expect(other.status).toBe(422);
  });

  it("two people racing for a slot's last place: one gets it, the other is told it filled", async () => {
    const day = await slotOf(1, 8);
    const [one, two] = [await newCustomer(ctx), await newCustomer(ctx)];
    const results = await Promise.all(
      [one, two].map((who) =>
        placeOrder(ctx, who, scanOrderBody(who, { date: day, timeSlot: "11:00-13:00" })),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const refused = results.find((r) => r.status === 409);
    expect(await refused?.json()).toEqual({
      error: "slot-full",
      message: "This slot just filled. Please choose another.",
    });
    expect(await placesLeft(day, "11:00-13:00")).toBe(0);
  });

  it("one account takes at most 3 slots a day, and holds at most 3 upcoming visits to pay at the centre", async () => {
    const self = await newCustomer(ctx);
    const date = weekdayAhead(9);
    const slots = ["07:00-09:00", "09:00-11:00", "11:00-13:00", "13:00-15:00"];
    const statuses: number[] = [];
    for (const timeSlot of slots) {
      statuses.push((await placeOrder(ctx, self, scanOrderBody(self, { date, timeSlot }))).status);
    }
    expect(statuses).toEqual([201, 201, 201, 422]);

    const payer = await newCustomer(ctx);
    const atCentre: number[] = [];
    for (const days of [10, 11, 12, 13]) {
      const body = scanOrderBody(
        payer,
        { date: weekdayAhead(days + 3) },
        { payment: "at-collection" },
      );
      atCentre.push((await placeOrder(ctx, payer, body)).status);
    }
    expect(atCentre).toEqual([201, 201, 201, 422]);
  });

  it("refuses a scan at a centre without its machine, at home, beside another line, or in a closed slot", async () => {
    const self = await newCustomer(ctx);
    const noMri = await placeOrder(
      ctx,
      self,
      scanOrderBody(self, { centreId: "bengaluru-indiranagar" }),
    );
    expect(noMri.status).toBe(400);
    const home = await placeOrder(
      ctx,
      self,
      scanOrderBody(self, {}, { appointment: homeVisitOn(weekdayAhead(2), "09:00-11:00") }),
    );
    expect(home.status).toBe(400);
    const mixed = await placeOrder(
      ctx,
      self,
      scanOrderBody(
        self,
        {},
        {
          lines: [
            { corpId: MRI_BRAIN, kind: "scan", memberIndex: 0 },
            { corpId: "10001", kind: "test", memberIndex: 0 },
          ],
        },
      ),
    );
    expect(mixed.status).toBe(400);
    let sunday = indiaDate(2);
    for (let d = 2; new Date(`${sunday}T00:00:00Z`).getUTCDay() !== 0; d++) sunday = indiaDate(d);
    const closed = await placeOrder(
      ctx,
      self,
      scanOrderBody(self, { date: sunday, timeSlot: "15:00-17:00" }),
    );
    expect(closed.status).toBe(422);
    expect(await closed.json()).toMatchObject({ error: "invalid-appointment" });
    const rows = await ctx.db.select().from(orders).where(eq(orders.userId, self.userId));
    expect(rows).toEqual([]);
  });

  it("refuses malformed bodies (NUL, lone surrogates, deep nesting) and cross-site requests", async () => {
    const self = await newCustomer(ctx);
    const bodies: unknown[] = [
      scanOrderBody(self, { centreId: `${JAYANAGAR}\u0000` }),
      scanOrderBody(self, { scan: "26\u0000" }),
      scanOrderBody(self, { centreId: "\ud800" }),
      scanOrderBody(self, { scan: "\udc00" }),
    ];
    for (const body of bodies) expect((await placeOrder(ctx, self, body)).status).toBe(400);
    const deep = `${"[".repeat(5000)}${"]".repeat(5000)}`;
    const raw = JSON.stringify(scanOrderBody(self)).replace('"address":null', `"address":${deep}`);
    const nested = await ctx.app.request(
      "/api/orders",
      {
        method: "POST",
        headers: {
          "content-type": "application/json",
          cookie: self.cookie,
          "Idempotency-Key": newKey(),
        },
        body: raw,
      },
      { incoming: { socket: { remoteAddress: freshAddress() } } },
    );
    expect(nested.status).toBe(400);
    const crossSite = await ctx.postJson("/api/orders", scanOrderBody(self), {
      headers: { cookie: self.cookie, "Idempotency-Key": newKey(), "Sec-Fetch-Site": "cross-site" },
      address: freshAddress(),
    });
    expect(crossSite.status).toBe(403);
    const rows = await ctx.db.select().from(orders).where(eq(orders.userId, self.userId));
    expect(rows).toEqual([]);
  });
});
