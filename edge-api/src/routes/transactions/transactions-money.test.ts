/**
 * Transaction History tells each order's real money state (docs/product.md#admin), worked out from
 * the records: a paid order cancelled and refunded reads refunded (amount, date, the gateway's
 * refund id), not paid; failed payment attempts are listed under their order; a payment the
 * technician collected says how, who and when; a refund that failed says so.
 */
import { TransactionsAnswer } from "@vyom/catalog/contract/schemas";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seedDemoServiceAreas } from "../../../dev/demo-data/demo-service-areas.ts";
import { createAdmin, freshAddress } from "../../../test/admins.ts";
import { createTestContext, type TestContext } from "../../../test/context.ts";
import { cookieHeader } from "../../../test/cookies.ts";
import { orders, refunds, windowClaims } from "../../db/schema.ts";
import { PaymentGatewayUnavailable } from "../../services/payments/payment-gateway.ts";
import { retryStartedRefunds } from "../../services/payments/refunds.ts";
import { NOW, orderFor, paidBooking, visitOf } from "../my-bookings/my-bookings.test-helpers.ts";
import {
  type Customer,
  centreVisit,
  indiaDate,
  newCustomer,
  orderBody,
  pay,
  placedOrder,
} from "../orders/orders.test-helpers.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.db.transaction(seedDemoServiceAreas);
});
afterAll(() => ctx?.close());
beforeEach(async () => {
  ctx.clock.set(NOW);
  await ctx.db.delete(windowClaims);
});

/**
 * A new admin, signed in now. Each test sets the clock back to NOW, and the sign-in limits
 * (services/admin/sign-in-limits.ts) would hold an account and address already tried later on.
 */
async function signedInAdmin() {
  const admin = await createAdmin(ctx.db);
  const login = await ctx.postJson("/api/admin/login", admin, { address: freshAddress() });
  expect(login.status).toBe(200);
  return { email: admin.email, cookie: cookieHeader(login) };
}

/** The order's row of Transaction History, as the signed-in admin's screen loads it. */
async function listed(orderId: string) {
  const { cookie } = await signedInAdmin();
  const res = await ctx.postJson(
    "/api/transactions-history/fetch-transactions",
    {},
    { headers: { cookie } },
  );
  expect(res.status).toBe(200);
  const { transactions } = TransactionsAnswer.parse(await res.json());
  const row = transactions.find((transaction) => transaction.orderId === orderId);
  if (!row) throw new Error(`${orderId} is not listed`);
  return row;
}

const cancel = (customer: Customer, visitId: string, app = ctx.app) =>
  app.request(`/api/my-bookings/${visitId}/cancel`, {
    method: "POST",
    headers: { cookie: customer.cookie, "content-type": "application/json" },
    body: JSON.stringify({ reason: "Travelling" }),
  });

async function refundOf(orderId: string) {
  const [refund] = await ctx.db
    .select({ paymentId: refunds.paymentId, gatewayRefundId: refunds.gatewayRefundId })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(eq(orders.orderId, orderId));
  if (!refund) throw new Error(`${orderId} has no refund`);
  return refund;
}

const minutes = (n: number) => n * 60_000;

describe("Transaction History's money state", () => {
  it("a paid order cancelled and refunded reads refunded, with the amount, date and refund id, not paid", async () => {
    const customer = await newCustomer(ctx);
    const { order, visit } = await paidBooking(ctx, customer);
    const paidAt = ctx.clock().toISOString();
    expect((await listed(order.orderId)).money.status).toBe("paid-online");

    ctx.clock.advance(minutes(90));
    const cancelledAt = ctx.clock().toISOString();
    expect((await cancel(customer, visit.id)).status).toBe(200);

    const row = await listed(order.orderId);
    const refund = await refundOf(order.orderId);
    expect(refund.gatewayRefundId).toMatch(/^test_rfnd_/);
    expect(row.money).toEqual({
      status: "refunded",
      payment: {
        channel: "online",
        method: "test",
        at: paidAt,
        paymentId: refund.paymentId,
        recordedBy: null,
      },
      refund: {
        status: "refunded",
        amount: order.amount,
        startedAt: cancelledAt,
        settledAt: cancelledAt,
        refundId: refund.gatewayRefundId,
      },
      cancelledAt,
      failedAttempts: [],
    });
  });

  it("a failed attempt then a paid one: both listed, the order paid online", async () => {
    const customer = await newCustomer(ctx);
    const order = await placedOrder(ctx, customer, orderFor(customer, {}, "11:00"));
    const failedAt = ctx.clock().toISOString();
    await pay(ctx, customer, order.orderId, "failure");
    expect((await listed(order.orderId)).money).toMatchObject({
      status: "payment-failed",
      payment: null,
      failedAttempts: [{ at: failedAt, reason: "Payment declined at the test gateway" }],
    });

    ctx.clock.advance(minutes(3));
    const retried = await ctx.postJson(
      `/api/orders/${order.orderId}/payments`,
      {},
      { headers: { cookie: customer.cookie } },
    );
    expect(retried.status).toBe(200);
    expect((await listed(order.orderId)).money.status).toBe("awaiting-payment");
    ctx.clock.advance(minutes(2));
    const paidAt = ctx.clock().toISOString();
    await pay(ctx, customer, order.orderId, "success");

    expect((await listed(order.orderId)).money).toEqual({
      status: "paid-online",
      payment: {
        channel: "online",
        method: "test",
        at: paidAt,
        paymentId: expect.any(String),
        recordedBy: null,
      },
      refund: null,
      cancelledAt: null,
      failedAttempts: [{ at: failedAt, reason: "Payment declined at the test gateway" }],
    });
  });

  it("paid at collection by UPI: how, who recorded it and when", async () => {
    const customer = await newCustomer(ctx);
    const order = await placedOrder(ctx, customer, {
      ...orderBody(customer, centreVisit(indiaDate(1, ctx.clock()), "09:00-11:00")),
      payment: "at-collection",
    });
    expect((await listed(order.orderId)).money).toMatchObject({
      status: "awaiting-collection",
      payment: null,
    });

    ctx.clock.advance(minutes(30));
    const recordedAt = ctx.clock().toISOString();
    const admin = await signedInAdmin();
    const res = await ctx.postJson(
      `/api/admin/orders/${order.orderId}/paid-at-collection`,
      { method: "upi" },
      { headers: { cookie: admin.cookie } },
    );
    expect(res.status).toBe(200);
    expect((await listed(order.orderId)).money).toEqual({
      status: "paid-at-collection",
      payment: {
        channel: "at-collection",
        method: "upi",
        at: recordedAt,
        paymentId: null,
        recordedBy: admin.email,
      },
      refund: null,
      cancelledAt: null,
      failedAttempts: [],
    });
  });

  it("a refund the gateway could not take reads started; one it refused reads failed", async () => {
    const customer = await newCustomer(ctx);
    const { order, visit } = await paidBooking(ctx, customer, "13:00");
    const down = ctx.appWith({
      payments: {
        ...ctx.deps.payments,
        refund: async () => {
          throw new PaymentGatewayUnavailable("the gateway is down");
        },
      },
    });
    ctx.clock.advance(minutes(10));
    const startedAt = ctx.clock().toISOString();
    expect((await cancel(customer, visit.id, down)).status).toBe(200);
    expect((await listed(order.orderId)).money).toMatchObject({
      status: "refund-started",
      refund: {
        status: "started",
        amount: order.amount,
        startedAt,
        settledAt: null,
        refundId: null,
      },
      cancelledAt: startedAt,
    });

    // The hourly retry asks again, and this time the gateway answers that the refund failed.
    ctx.clock.advance(minutes(60));
    const failedAt = ctx.clock().toISOString();
    const refusing = {
      ...ctx.deps.payments,
      refund: async () => ({
        refundId: "test_rfnd_refused0001",
        amount: order.amount,
        status: "failed" as const,
      }),
    };
    await retryStartedRefunds({ ...ctx.deps, payments: refusing }, ctx.clock());
    expect((await listed(order.orderId)).money).toMatchObject({
      status: "refund-failed",
      payment: { channel: "online", method: "test" },
      refund: {
        status: "failed",
        amount: order.amount,
        startedAt,
        settledAt: failedAt,
        refundId: "test_rfnd_refused0001",
      },
    });
  });

  it("an unpaid order cancelled reads cancelled before payment", async () => {
    const customer = await newCustomer(ctx);
    const order = await placedOrder(ctx, customer, orderFor(customer, {}, "15:00"));
    expect((await listed(order.orderId)).money.status).toBe("awaiting-payment");
    const visit = await visitOf(ctx, order.orderId);
    ctx.clock.advance(minutes(5));
    const cancelledAt = ctx.clock().toISOString();
    expect((await cancel(customer, visit.id)).status).toBe(200);
    expect((await listed(order.orderId)).money).toEqual({
      status: "cancelled-unpaid",
      payment: null,
      refund: null,
      cancelledAt,
      failedAttempts: [],
    });
  });
});
