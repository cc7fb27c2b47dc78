/**
 * "Pay at collection": the order holds its place until the signed-in customer confirms it, then
 * is booked unpaid, its visit confirmed and texted once, with no payment attempt to settle
 * (services/orders/order-confirmation.ts).
 */
import { orderConfirmMessages, WINDOW_HOLD_MINUTES } from "@vyom/catalog/contract";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { devAdminCookie } from "../../../test/admins.ts";
import { createTestContext, type TestContext } from "../../../test/context.ts";
import {
  collectionVisits,
  orders,
  paymentAttempts,
  transactions,
  visitNotices,
  windowClaims,
} from "../../db/schema.ts";
import {
  type Customer,
  centreVisit,
  confirmOrder,
  homeVisitOn,
  indiaDate,
  newCustomer,
  orderBody,
  placedOrder,
  placeOrder,
  serveTestArea,
  TEST_AREA,
} from "./orders.test-helpers.ts";

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestContext();
  // 10:00 in India: moving the clock past a hold must not cross India's midnight.
  ctx.clock.set(new Date(`${indiaDate(0)}T04:30:00Z`));
  await serveTestArea(ctx);
  admin = await devAdminCookie(ctx);
});
afterAll(() => ctx.close());

const atCollection = (customer: Customer, days: number, timeSlot: string) =>
  orderBody(customer, {
    payment: "at-collection",
    appointment: homeVisitOn(indiaDate(days, ctx.clock()), timeSlot),
  });

const claimsOf = (orderId: string) =>
  ctx.db
    .select()
    .from(windowClaims)
    .where(like(windowClaims.holder, `order:${orderId}%`));

/** The SMS queued for a number (services/collection-visits/visit-notices.ts sends them). */
const textsTo = (mobile: string) =>
  ctx.db.select().from(visitNotices).where(eq(visitNotices.mobileNumber, mobile));

/** The visits the desk lists for the test area's day. */
async function deskVisits(days: number) {
  const day = indiaDate(days, ctx.clock());
  const res = await ctx.get(`/api/admin/desk/visits?day=${day}&area=${TEST_AREA.id}`, {
    headers: { cookie: admin },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { visits: { subject: string }[] }).visits;
}

describe("paying at collection", () => {
  it("holds the place unconfirmed: no visit, no SMS, nothing for the desk, until the customer confirms", async () => {
    const owner = await newCustomer(ctx);
    const placed = await placedOrder(ctx, owner, atCollection(owner, 7, "09:00-11:00"));
    expect(placed).toMatchObject({
      status: "awaiting-confirmation",
      redirectUrl: `/cart-form/confirmation?orderId=${placed.orderId}`,
    });
    const [claim] = await claimsOf(placed.orderId);
    expect(claim).toMatchObject({ state: "held" });
    expect(claim?.heldUntil?.getTime()).toBe(ctx.clock().getTime() + WINDOW_HOLD_MINUTES * 60_000);
    const shown = await ctx.get(`/api/orders/${placed.orderId}`, {
      headers: { cookie: owner.cookie },
    });
    expect(await shown.json()).toMatchObject({
      order: {
        status: "awaiting-confirmation",
        paid: false,
        heldUntil: claim?.heldUntil?.toISOString(),
      },
    });
    const visits = await ctx.db
      .select()
      .from(collectionVisits)
      .where(eq(collectionVisits.subject, `order:${placed.orderId}`));
    expect(visits).toEqual([]);
    expect(await textsTo(owner.mobile)).toEqual([]);
    expect((await deskVisits(7)).map((visit) => visit.subject)).not.toContain(
      `order:${placed.orderId}`,
    );

    const confirmed = await confirmOrder(ctx, owner, placed.orderId);
    expect(confirmed.status).toBe(200);
    const answer = (await confirmed.json()) as { order: { heldUntil?: string } };
    expect(answer).toMatchObject({
      order: { orderId: placed.orderId, status: "pay-at-collection", paid: false },
    });
    expect(answer.order.heldUntil).toBeUndefined();
    expect((await claimsOf(placed.orderId))[0]?.state).toBe("booked");
    expect((await deskVisits(7)).map((visit) => visit.subject)).toContain(
      `order:${placed.orderId}`,
    );
    const texts = await textsTo(owner.mobile);
    expect(texts.map((text) => text.kind)).toEqual(["confirmed"]);
  });

  it("answers a replayed confirm as the first one, and texts once however often it comes", async () => {
    const owner = await newCustomer(ctx);
    const placed = await placedOrder(ctx, owner, atCollection(owner, 7, "11:00-13:00"));
    const first = await confirmOrder(ctx, owner, placed.orderId);
    const firstBody = await first.json();
    const again = await Promise.all([1, 2, 3].map(() => confirmOrder(ctx, owner, placed.orderId)));
    for (const res of again) {
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual(firstBody);
    }
    expect((await textsTo(owner.mobile)).map((text) => text.kind)).toEqual(["confirmed"]);
  });

  it("books one of two confirms sent at once, and texts once", async () => {
    const owner = await newCustomer(ctx);
    const placed = await placedOrder(ctx, owner, atCollection(owner, 7, "13:00-15:00"));
    const both = await Promise.all([1, 2].map(() => confirmOrder(ctx, owner, placed.orderId)));
    expect(both.map((res) => res.status)).toEqual([200, 200]);
    const claims = await claimsOf(placed.orderId);
    expect(claims.map((claim) => claim.state)).toEqual(["booked"]);
    expect((await textsTo(owner.mobile)).map((text) => text.kind)).toEqual(["confirmed"]);
  });

  it("opens no payment; a retry of its payment answers the confirmation step, changing nothing", async () => {
    const owner = await newCustomer(ctx);
    const placed = await placedOrder(ctx, owner, atCollection(owner, 1, "15:00-17:00"));
    const retry = await ctx.postJson(
      `/api/orders/${placed.orderId}/payments`,
      {},
      { headers: { cookie: owner.cookie } },
    );
    expect(await retry.json()).toMatchObject({
      status: "awaiting-confirmation",
      redirectUrl: `/cart-form/confirmation?orderId=${placed.orderId}`,
    });
    expect((await confirmOrder(ctx, owner, placed.orderId)).status).toBe(200);
    const retried = await ctx.postJson(
      `/api/orders/${placed.orderId}/payments`,
      {},
      { headers: { cookie: owner.cookie } },
    );
    expect(await retried.json()).toMatchObject({ status: "pay-at-collection" });
    const [order] = await ctx.db.select().from(orders).where(eq(orders.orderId, placed.orderId));
    expect(order?.status).toBe("pay-at-collection");
    const attempts = await ctx.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, order?.id ?? ""));
    expect(attempts).toEqual([]);
    const [transaction] = await ctx.db
      .select()
      .from(transactions)
      .where(eq(transactions.orderId, placed.orderId));
    expect(transaction?.paymentStatus).toBe(false);
  });

  it("confirms a visit to the centre at once: it holds no place", async () => {
    const owner = await newCustomer(ctx);
    const placed = await placedOrder(ctx, owner, {
      ...orderBody(owner),
      ...centreVisit(indiaDate(2, ctx.clock()), "11:00-13:00"),
      payment: "at-collection",
    });
    expect(placed.status).toBe("pay-at-collection");
    const again = await confirmOrder(ctx, owner, placed.orderId);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ order: { status: "pay-at-collection" } });
  });

  it("has nothing to confirm for an order paid online", async () => {
    const owner = await newCustomer(ctx);
    const placed = await placedOrder(ctx, owner, {
      ...orderBody(owner),
      appointment: homeVisitOn(indiaDate(2, ctx.clock()), "17:00-19:00"),
    });
    const res = await confirmOrder(ctx, owner, placed.orderId);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: "not-to-confirm",
      message: orderConfirmMessages.paidOnline,
    });
    const claims = await ctx.db
      .select()
      .from(windowClaims)
      .where(and(like(windowClaims.holder, `order:${placed.orderId}%`)));
    expect(claims.map((claim) => claim.state)).toEqual(["held"]);
  });

  it("refuses any other payment choice", async () => {
    const owner = await newCustomer(ctx);
    for (const payment of ["cash", "paid", "at-collection\u0000", 1]) {
      const res = await placeOrder(ctx, owner, { ...orderBody(owner), payment });
      expect(res.status).toBe(400);
    }
  });
});
