/**
 * Checkout's collection windows (docs/product.md#collection-windows): the order holds its window in
 * its own transaction, a full window books nothing and answers the next windows, a fasting test
 * takes a morning window and a post-meal one a second window 2 hours later, and the payment (or
 * the customer's confirmation of an order paid at collection) books the place and opens the visit
 * confirmed.
 */
import { windowMessages } from "@vyom/catalog/contract";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/context.ts";
import {
  collectionVisits,
  collectionWindowPlans,
  orders,
  serviceAreaPincodes,
  serviceAreas,
  visitEvents,
  windowClaims,
} from "../../db/schema.ts";
import {
  centreVisit,
  confirmOrder,
  indiaDate,
  newCustomer,
  officeAddress,
  orderBody,
  pay,
  placedOrder,
  placeOrder,
  serveTestArea,
} from "./orders.test-helpers.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  // 10:00 in India today: a test that moves the clock on must not cross India's midnight, which
  // moves "tomorrow" (its windows' day, and the default one orderBody books) under it.
  ctx.clock.set(new Date(`${indiaDate(0)}T04:30:00Z`));
  await serveTestArea(ctx);
});
afterAll(() => ctx.close());

let areas = 0;
/** A fresh area of one pincode whose 07:00 and 09:00 windows have `capacity` places. */
async function smallArea(capacity: number): Promise<string> {
  areas += 1;
  const id = `small-${areas}`;
  const pincode = `5710${String(areas).padStart(2, "0")}`;
  await ctx.db
    .insert(serviceAreas)
    .values({ id, name: `Small ${areas}`, priceLocation: "banglore" });
  await ctx.db.insert(serviceAreaPincodes).values({ pincode, areaId: id });
  await ctx.db.insert(collectionWindowPlans).values([
    { areaId: id, startsAt: "07:00", endsAt: "09:00", capacity },
    { areaId: id, startsAt: "09:00", endsAt: "11:00", capacity: 5 },
  ]);
  return pincode;
}

const FASTING = { corpId: "10019", kind: "test", memberIndex: 0 }; // Glucose Fasting
const POST_MEAL = { corpId: "10020", kind: "test", memberIndex: 0 }; // Glucose Post Prandial (PPBS)
const PLAIN = { corpId: "10001", kind: "test", memberIndex: 0 };

const home = (timeSlot: string, extra: Record<string, unknown> = {}) => ({
  appointment: { place: "home", date: indiaDate(1, ctx.clock()), timeSlot, ...extra },
});

const claimsOf = (orderId: string) =>
  ctx.db
    .select()
    .from(windowClaims)
    .where(like(windowClaims.holder, `order:${orderId}%`));

const visitOf = async (subject: string) => {
  const [visit] = await ctx.db
    .select()
    .from(collectionVisits)
    .where(eq(collectionVisits.subject, subject));
  return visit;
};

describe("POST /api/orders: the window", () => {
  it("refuses a pincode the lab does not serve before anything is booked", async () => {
    const customer = await newCustomer(ctx);
    const res = await placeOrder(
      ctx,
      customer,
      orderBody(customer, { address: { ...officeAddress, pincode: "110001" } }),
    );
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ error: "not-served", message: windowMessages.notServed });
    expect(await ctx.db.select().from(orders).where(eq(orders.userId, customer.userId))).toEqual(
      [],
    );
  });

  it("holds the window for the order while it is paid; a centre visit holds none", async () => {
    const customer = await newCustomer(ctx);
    const placed = await placedOrder(ctx, customer, orderBody(customer, home("09:00-11:00")));
    const [claim, ...more] = await claimsOf(placed.orderId);
    expect(more).toEqual([]);
    expect(claim).toMatchObject({
      holder: `order:${placed.orderId}`,
      state: "held",
      startsAt: "09:00",
      day: indiaDate(1, ctx.clock()),
    });
    const centre = await placedOrder(
      ctx,
      customer,
      orderBody(customer, centreVisit(indiaDate(1, ctx.clock()), "09:00-11:00")),
    );
    expect(await claimsOf(centre.orderId)).toEqual([]);
  });

  it("steers a fasting test to a morning window", async () => {
    const customer = await newCustomer(ctx);
    const res = await placeOrder(
      ctx,
      customer,
      orderBody(customer, { lines: [FASTING, PLAIN], ...home("11:00-13:00") }),
    );
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      error: "invalid-appointment",
      message: windowMessages.fastingMorning,
    });
  });

  it("books a fasting test with a post-meal one in two windows at least 2 hours apart", async () => {
    const customer = await newCustomer(ctx);
    const lines = [FASTING, POST_MEAL];
    const refused = async (extra: Record<string, unknown>, message: string) => {
      const res = await placeOrder(ctx, customer, orderBody(customer, { lines, ...extra }));
      expect(res.status).toBe(422);
      expect(((await res.json()) as { message: string }).message).toBe(message);
    };
    await refused(home("07:00-09:00"), windowMessages.postMealPair);
    await refused(
      home("07:00-09:00", { postMealTimeSlot: "07:00-09:00" }),
      windowMessages.postMealGap,
    );
    await refused(
      { lines: [PLAIN], ...home("07:00-09:00", { postMealTimeSlot: "11:00-13:00" }) },
      windowMessages.noPostMeal,
    );

    const placed = await placedOrder(
      ctx,
      customer,
      orderBody(customer, { lines, ...home("07:00-09:00", { postMealTimeSlot: "11:00-13:00" }) }),
    );
    const claims = await claimsOf(placed.orderId);
    expect(claims.map((c) => [c.holder, c.startsAt]).sort()).toEqual([
      [`order:${placed.orderId}`, "07:00"],
      [`order:${placed.orderId}:post-meal`, "11:00"],
    ]);

    await pay(ctx, customer, placed.orderId, "success");
    const fasting = await visitOf(`order:${placed.orderId}`);
    const postMeal = await visitOf(`order:${placed.orderId}:post-meal`);
    expect(fasting).toMatchObject({
      status: "confirmed",
      startsAt: "07:00",
      tests: ["Glucose Fasting"],
    });
    expect(postMeal).toMatchObject({
      status: "confirmed",
      startsAt: "11:00",
      tests: ["Glucose Post Prandial"],
    });
  });

  it("answers 409 with the next windows when the window just filled, and books nothing", async () => {
    const pincode = await smallArea(1);
    const address = { ...officeAddress, pincode };
    const first = await newCustomer(ctx);
    await placedOrder(ctx, first, orderBody(first, { address, ...home("07:00-09:00") }));
    const second = await newCustomer(ctx);
    const res = await placeOrder(
      ctx,
      second,
      orderBody(second, { address, ...home("07:00-09:00") }),
    );
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: "window-full",
      message: windowMessages.full,
      alternatives: [
        {
          day: indiaDate(1, ctx.clock()),
          startsAt: "09:00",
          endsAt: "11:00",
          placesLeft: 5,
          suitsFasting: true,
        },
        expect.objectContaining({ day: indiaDate(2, ctx.clock()), startsAt: "07:00" }),
        expect.objectContaining({ day: indiaDate(2, ctx.clock()), startsAt: "09:00" }),
      ],
    });
    expect(await ctx.db.select().from(orders).where(eq(orders.userId, second.userId))).toEqual([]);
  });
});

describe("the order's visit", () => {
  it("is opened and confirmed when the online payment succeeds (not before, not on failure)", async () => {
    const customer = await newCustomer(ctx);
    const placed = await placedOrder(ctx, customer, orderBody(customer, home("13:00-15:00")));
    const subject = `order:${placed.orderId}`;
    expect(await visitOf(subject)).toBeUndefined();
    await pay(ctx, customer, placed.orderId, "failure");
    expect(await visitOf(subject)).toBeUndefined();
    // The failed payment left the hold in place: a retry paid in time keeps it.
    expect((await claimsOf(placed.orderId))[0]?.state).toBe("held");
    const retry = await ctx.postJson(
      `/api/orders/${placed.orderId}/payments`,
      {},
      {
        headers: { cookie: customer.cookie },
      },
    );
    expect(retry.status).toBe(200);
    await pay(ctx, customer, placed.orderId, "success");
    const visit = await visitOf(subject);
    expect(visit).toMatchObject({
      status: "confirmed",
      mobileNumber: customer.mobile,
      day: indiaDate(1, ctx.clock()),
      startsAt: "13:00",
    });
    expect((await claimsOf(placed.orderId))[0]?.state).toBe("booked");
    const events = await ctx.db
      .select({ kind: visitEvents.kind })
      .from(visitEvents)
      .where(eq(visitEvents.visitId, visit?.id ?? ""));
    expect(events.map((e) => e.kind)).toEqual(["received", "confirmed"]);
  });

  it("is opened and confirmed when the customer confirms a pay-at-collection order (not before)", async () => {
    const customer = await newCustomer(ctx);
    const placed = await placedOrder(
      ctx,
      customer,
      orderBody(customer, { payment: "at-collection", ...home("15:00-17:00") }),
    );
    expect(placed.status).toBe("awaiting-confirmation");
    expect(await visitOf(`order:${placed.orderId}`)).toBeUndefined();
    expect((await claimsOf(placed.orderId))[0]?.state).toBe("held");
    expect((await confirmOrder(ctx, customer, placed.orderId)).status).toBe(200);
    expect(await visitOf(`order:${placed.orderId}`)).toMatchObject({
      status: "confirmed",
      startsAt: "15:00",
    });
    expect((await claimsOf(placed.orderId))[0]?.state).toBe("booked");
  });

  it("stays paid but unconfirmed, noted for the desk, when the hold ran out and the window filled", async () => {
    const pincode = await smallArea(1);
    const address = { ...officeAddress, pincode };
    const slow = await newCustomer(ctx);
    const late = await placedOrder(ctx, slow, orderBody(slow, { address, ...home("07:00-09:00") }));
    ctx.clock.advance(11 * 60_000);
    const quick = await newCustomer(ctx);
    const taken = await placedOrder(
      ctx,
      quick,
      orderBody(quick, { address, ...home("07:00-09:00") }),
    );
    await pay(ctx, quick, taken.orderId, "success");

    await pay(ctx, slow, late.orderId, "success");
    const [order] = await ctx.db.select().from(orders).where(eq(orders.orderId, late.orderId));
    expect(order?.status).toBe("paid");
    const visit = await visitOf(`order:${late.orderId}`);
    expect(visit).toMatchObject({ status: "received", startsAt: "07:00" });
    const lapsed = await ctx.db
      .select()
      .from(visitEvents)
      .where(and(eq(visitEvents.visitId, visit?.id ?? ""), eq(visitEvents.kind, "window-lapsed")));
    expect(lapsed).toHaveLength(1);
    expect((await visitOf(`order:${taken.orderId}`))?.status).toBe("confirmed");
  });
});

describe("the last places", () => {
  it("20 customers ordering for the last 3 places: exactly 3 placed, the others 409 with next windows", async () => {
    const pincode = await smallArea(3);
    const address = { ...officeAddress, pincode };
    const customers = [];
    for (let i = 0; i < 20; i++) customers.push(await newCustomer(ctx));
    const answers = await Promise.all(
      customers.map((customer) =>
        placeOrder(ctx, customer, orderBody(customer, { address, ...home("07:00-09:00") })),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(17);
    for (const res of answers.filter((r) => r.status === 409)) {
      const body = (await res.json()) as { message: string; alternatives: { startsAt: string }[] };
      expect(body.message).toBe(windowMessages.full);
      expect(body.alternatives[0]?.startsAt).toBe("09:00");
    }
  });
});
