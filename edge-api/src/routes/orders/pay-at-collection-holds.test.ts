/**
 * A pay-at-collection order's place is held until its customer confirms, and only for
 * WINDOW_HOLD_MINUTES (services/orders/order-confirmation.ts; docs/security.md, "One account
 * fills a day's collection windows"): before, each such order booked its place and texted at
 * once, so one account's burst of orders kept an area-day full with no one behind them.
 */
import { orderConfirmMessages, WINDOW_HOLD_MINUTES } from "@vyom/catalog/contract";
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/context.ts";
import {
  collectionWindowPlans,
  orders,
  serviceAreaPincodes,
  serviceAreas,
  visitNotices,
  windowClaims,
} from "../../db/schema.ts";
import { orderLimitMessages } from "../../services/orders/order-limit-messages.ts";
import { orderLimits } from "../../services/orders/order-limits.ts";
import {
  type Customer,
  confirmOrder,
  homeVisitOn,
  indiaDate,
  newCustomer,
  officeAddress,
  orderBody,
  placedOrder,
  placeOrder,
  serveTestArea,
} from "./orders.test-helpers.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  // 10:00 in India: moving the clock past a hold must not cross India's midnight.
  ctx.clock.set(new Date(`${indiaDate(0)}T04:30:00Z`));
  await serveTestArea(ctx);
});
afterAll(() => ctx.close());

const PAST_THE_HOLD = (WINDOW_HOLD_MINUTES + 1) * 60_000;
const ONE_TEST = [{ corpId: "10001", kind: "test", memberIndex: 0 }];

let areas = 0;
/**
 * A fresh area of one pincode with a 07:00 and a 09:00 window of `capacity` places each (half of
 * its day's places may be held unpaid: services/orders/order-limits.ts).
 */
async function areaOf(capacity: number): Promise<string> {
  areas += 1;
  const id = `hold-${areas}`;
  const pincode = `5720${String(areas).padStart(2, "0")}`;
  await ctx.db
    .insert(serviceAreas)
    .values({ id, name: `Hold ${areas}`, priceLocation: "banglore" });
  await ctx.db.insert(serviceAreaPincodes).values({ pincode, areaId: id });
  await ctx.db.insert(collectionWindowPlans).values([
    { areaId: id, startsAt: "07:00", endsAt: "09:00", capacity },
    { areaId: id, startsAt: "09:00", endsAt: "11:00", capacity },
  ]);
  return pincode;
}

const order = (
  customer: Customer,
  pincode: string,
  timeSlot: string,
  payment: "at-collection" | "online" = "at-collection",
  days = 1,
) =>
  orderBody(customer, {
    lines: ONE_TEST,
    payment,
    address: { ...officeAddress, pincode },
    appointment: homeVisitOn(indiaDate(days, ctx.clock()), timeSlot),
  });

/** The 07:00 window's places left on the first day, as the public listing shows them. */
async function placesLeftAt0700(pincode: string) {
  const res = await ctx.get(
    `/api/collection-windows?pincode=${pincode}&date=${indiaDate(1, ctx.clock())}`,
  );
  const body = (await res.json()) as { windows: { startsAt: string; placesLeft: number }[] };
  return body.windows.find((window) => window.startsAt === "07:00")?.placesLeft;
}

const statesOf = async (orderId: string) =>
  (
    await ctx.db
      .select()
      .from(windowClaims)
      .where(like(windowClaims.holder, `order:${orderId}%`))
  ).map((claim) => claim.state);

describe("a pay-at-collection order's hold", () => {
  it("runs out unconfirmed: a burst of holds frees the area-day for everyone once the hold has passed", async () => {
    const pincode = await areaOf(3);
    const attacker = await newCustomer(ctx);
    for (let n = 0; n < orderLimits.perAccountDay; n++) {
      expect(
        (await placeOrder(ctx, attacker, order(attacker, pincode, "07:00-09:00"))).status,
      ).toBe(201);
    }
    expect(await placesLeftAt0700(pincode)).toBe(0);
    const other = await newCustomer(ctx);
    const meanwhile = await placeOrder(ctx, other, order(other, pincode, "09:00-11:00"));
    expect(await meanwhile.json()).toEqual({
      error: "order-limit",
      message: orderLimitMessages.payAtCollectionShare,
    });

    ctx.clock.advance(PAST_THE_HOLD);
    expect(await placesLeftAt0700(pincode)).toBe(3);
    const later = await placeOrder(ctx, other, order(other, pincode, "07:00-09:00"));
    expect(later.status).toBe(201);
    // The attacker's own limits count only holds still running.
    const again = await placeOrder(ctx, attacker, order(attacker, pincode, "07:00-09:00"));
    expect(again.status).toBe(201);
    const texts = await ctx.db
      .select()
      .from(visitNotices)
      .where(eq(visitNotices.mobileNumber, attacker.mobile));
    expect(texts).toEqual([]);
  });

  it("cannot be confirmed by another account: 404 as for any order not theirs, and nothing changes", async () => {
    const owner = await newCustomer(ctx);
    const stranger = await newCustomer(ctx);
    const placed = await placedOrder(ctx, owner, order(owner, await areaOf(5), "09:00-11:00"));
    const res = await confirmOrder(ctx, stranger, placed.orderId);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "not-found" });
    const anonymous = await confirmOrder(ctx, { cookie: "" }, placed.orderId);
    expect(anonymous.status).toBe(401);
    const crossSite = await ctx.postJson(
      `/api/orders/${placed.orderId}/confirm`,
      {},
      { headers: { cookie: owner.cookie, "Sec-Fetch-Site": "cross-site" } },
    );
    expect(crossSite.status).toBe(403);
    const [row] = await ctx.db.select().from(orders).where(eq(orders.orderId, placed.orderId));
    expect(row?.status).toBe("awaiting-confirmation");
    expect(await statesOf(placed.orderId)).toEqual(["held"]);
  });

  it("confirmed after it ran out: booked if the window still has room, refused clearly once it filled", async () => {
    const pincode = await areaOf(2);
    const roomy = await newCustomer(ctx);
    const kept = await placedOrder(ctx, roomy, order(roomy, pincode, "09:00-11:00"));
    const slow = await newCustomer(ctx);
    const lapsed = await placedOrder(ctx, slow, order(slow, pincode, "07:00-09:00"));
    ctx.clock.advance(PAST_THE_HOLD);
    for (let n = 0; n < 2; n++) {
      const quick = await newCustomer(ctx);
      const res = await placeOrder(ctx, quick, order(quick, pincode, "07:00-09:00", "online"));
      expect(res.status).toBe(201);
    }

    const refused = await confirmOrder(ctx, slow, lapsed.orderId);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: "no-longer-free",
      message: orderConfirmMessages.noLongerFree,
    });
    expect(orderConfirmMessages.noLongerFree).toBe(
      "That time is no longer free. Please choose another time.",
    );
    const [row] = await ctx.db.select().from(orders).where(eq(orders.orderId, lapsed.orderId));
    expect(row?.status).toBe("awaiting-confirmation");
    expect(
      await ctx.db.select().from(visitNotices).where(eq(visitNotices.mobileNumber, slow.mobile)),
    ).toEqual([]);
    // The customer picks again: a new order for a window with room.
    const picked = await placeOrder(ctx, slow, order(slow, pincode, "09:00-11:00"));
    expect(picked.status).toBe(201);

    const booked = await confirmOrder(ctx, roomy, kept.orderId);
    expect(booked.status).toBe(200);
    expect(await statesOf(kept.orderId)).toEqual(["booked"]);
  });

  it("two confirms of the last place at once book exactly one", async () => {
    const pincode = await areaOf(2);
    const [a, b] = [await newCustomer(ctx), await newCustomer(ctx)];
    const first = await placedOrder(ctx, a, order(a, pincode, "07:00-09:00"));
    const second = await placedOrder(ctx, b, order(b, pincode, "07:00-09:00"));
    ctx.clock.advance(PAST_THE_HOLD);
    const payer = await newCustomer(ctx);
    expect(
      (await placeOrder(ctx, payer, order(payer, pincode, "07:00-09:00", "online"))).status,
    ).toBe(201);
    expect(await placesLeftAt0700(pincode)).toBe(1);

    const answers = await Promise.all([
      confirmOrder(ctx, a, first.orderId),
      confirmOrder(ctx, b, second.orderId),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const states = [...(await statesOf(first.orderId)), ...(await statesOf(second.orderId))];
    expect(states.sort()).toEqual(["booked", "held"]);
    expect(await placesLeftAt0700(pincode)).toBe(0);
  });

  it("confirming holds that ran out never books past the account's limits", async () => {
    const pincode = await areaOf(20);
    const customer = await newCustomer(ctx);
    const placed: string[] = [];
    for (const round of [1, 2]) {
      for (let n = 0; n < orderLimits.perAccountDay; n++) {
        const slot = n % 2 === 0 ? "07:00-09:00" : "09:00-11:00";
        placed.push((await placedOrder(ctx, customer, order(customer, pincode, slot))).orderId);
      }
      if (round === 1) ctx.clock.advance(PAST_THE_HOLD);
    }
    const answers = [];
    for (const orderId of placed) answers.push(await confirmOrder(ctx, customer, orderId));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(orderLimits.perAccountDay);
    const refused = answers.find((res) => res.status === 422);
    expect(await refused?.json()).toEqual({
      error: "order-limit",
      message: orderLimitMessages.perAccountDay,
    });
    const booked = await ctx.db
      .select()
      .from(orders)
      .where(eq(orders.userId, customer.userId))
      .then((rows) => rows.filter((row) => row.status === "pay-at-collection"));
    expect(booked).toHaveLength(orderLimits.perAccountDay);
  });
});
