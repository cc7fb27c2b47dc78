/**
 * Cancelling a booking paid through Razorpay (the simulator over HTTP): the refund is asked with
 * an idempotency key, answered pending ("refund started"), and Razorpay's refund.processed webhook
 * makes it "refunded", once however often the webhook is delivered.
 */
import { MyBookingChanged, MyBookingsAnswer } from "@vyom/catalog/contract/schemas";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seedDemoServiceAreas } from "../../../dev/demo-data/demo-service-areas.ts";
import type { SimWebhook } from "../../../dev/razorpay-sim/razorpay-sim.store.ts";
import {
  type RunningRazorpaySimulator,
  startRazorpaySimulator,
} from "../../../dev/razorpay-sim/start-razorpay-simulator.ts";
import { createTestContext, type TestContext } from "../../../test/context.ts";
import { windowClaims } from "../../db/schema.ts";
import { REFUND_RETRY_AFTER_MS, retryStartedRefunds } from "../../services/payments/refunds.ts";
import { type Customer, newCustomer, placedOrder } from "../orders/orders.test-helpers.ts";
import {
  checkoutAnswer,
  deliver,
  razorpayEnv,
  razorpayOrderOf,
} from "../payments/razorpay.test-helpers.ts";
import { NOW, orderFor, visitOf } from "./my-bookings.test-helpers.ts";

let sim: RunningRazorpaySimulator;
let ctx: TestContext;
beforeAll(async () => {
  sim = await startRazorpaySimulator();
  ctx = await createTestContext({ env: razorpayEnv(sim) });
  await ctx.db.transaction(seedDemoServiceAreas);
});
afterAll(async () => {
  await ctx?.close();
  await sim?.close();
});
beforeEach(async () => {
  ctx.clock.set(NOW);
  await ctx.db.delete(windowClaims);
  sim.store.refundDelayMs = "manual";
  sim.store.refundOutcome = "processed";
});

async function paidThroughRazorpay(customer: Customer) {
  const order = await placedOrder(ctx, customer, orderFor(customer));
  const rzpOrder = await razorpayOrderOf(ctx, order.orderId);
  await checkoutAnswer(sim, rzpOrder, "pay");
  const captured = sim.store.webhooks.findLast(
    (w) => w.event === "payment.captured" && w.body.includes(rzpOrder),
  );
  if (!captured) throw new Error("no payment.captured");
  expect((await deliver(ctx, captured)).status).toBe(200);
  const visit = await visitOf(ctx, order.orderId);
  return { order, visit };
}

const cancel = (customer: Customer, visitId: string) =>
  ctx.postJson(`/api/my-bookings/${visitId}/cancel`, {}, { headers: { cookie: customer.cookie } });

async function shown(customer: Customer) {
  const res = await ctx.get("/api/my-bookings", { headers: { cookie: customer.cookie } });
  return MyBookingsAnswer.parse(await res.json()).bookings[0];
}

function refundWebhook(refundId: string): SimWebhook {
  const webhook = sim.store.webhooks.findLast(
    (w) => w.event.startsWith("refund.") && w.body.includes(refundId),
  );
  if (!webhook) throw new Error(`no webhook for ${refundId}`);
  return webhook;
}

describe("cancelling a booking paid through Razorpay", () => {
  it("refund started (pending at Razorpay), then refunded by the webhook, once", async () => {
    const customer = await newCustomer(ctx);
    const { order, visit } = await paidThroughRazorpay(customer);
    const res = await cancel(customer, visit.id);
    expect(res.status).toBe(200);
    const { booking } = MyBookingChanged.parse(await res.json());
    expect(booking.refund).toEqual({ status: "started", amount: order.amount });
    expect(booking.timeline.map((e) => e.kind).slice(-2)).toEqual(["cancelled", "refund-started"]);

    const refunds = [...sim.store.refunds.values()];
    const refund = refunds.find((r) => r.receipt === order.orderId);
    expect(refund).toMatchObject({ status: "pending", amount: order.amount * 100 });
    // A replayed cancel asks nothing more of Razorpay.
    expect((await cancel(customer, visit.id)).status).toBe(200);
    expect([...sim.store.refunds.values()].filter((r) => r.receipt === order.orderId)).toHaveLength(
      1,
    );

    sim.store.settleRefund(refund?.id ?? "");
    const webhook = refundWebhook(refund?.id ?? "");
    expect(webhook.event).toBe("refund.processed");
    expect(await (await deliver(ctx, webhook)).json()).toEqual({ status: "processed" });
    expect(await (await deliver(ctx, webhook)).json()).toEqual({ status: "duplicate" });
    const after = await shown(customer);
    expect(after?.refund).toEqual({ status: "refunded", amount: order.amount });
    expect(after?.timeline.map((e) => e.kind)).toEqual([
      "received",
      "confirmed",
      "cancelled",
      "refund-started",
      "refunded",
    ]);
  });

  it("a refund the bank refuses is shown as failed", async () => {
    const customer = await newCustomer(ctx);
    const { visit, order } = await paidThroughRazorpay(customer);
    sim.store.refundOutcome = "failed";
    await cancel(customer, visit.id);
    const refund = [...sim.store.refunds.values()].find((r) => r.receipt === order.orderId);
    sim.store.settleRefund(refund?.id ?? "");
    await deliver(ctx, refundWebhook(refund?.id ?? ""));
    const after = await shown(customer);
    expect(after?.refund?.status).toBe("failed");
    expect(after?.timeline.at(-1)?.kind).toBe("refund-failed");
  });

  it("Razorpay down at the cancel: the refund stays started and a repeat asks again, once", async () => {
    const customer = await newCustomer(ctx);
    const { visit, order } = await paidThroughRazorpay(customer);
    sim.store.failNext(503);
    const first = MyBookingChanged.parse(await (await cancel(customer, visit.id)).json());
    expect(first.booking).toMatchObject({ status: "cancelled", refund: { status: "started" } });
    expect([...sim.store.refunds.values()].filter((r) => r.receipt === order.orderId)).toHaveLength(
      0,
    );
    await cancel(customer, visit.id);
    await cancel(customer, visit.id);
    expect([...sim.store.refunds.values()].filter((r) => r.receipt === order.orderId)).toHaveLength(
      1,
    );
  });

  it("a refund Razorpay never answered is asked again by the housekeeping, once", async () => {
    const customer = await newCustomer(ctx);
    const { visit, order } = await paidThroughRazorpay(customer);
    sim.store.failNext(503);
    await cancel(customer, visit.id);
    const ours = () => [...sim.store.refunds.values()].filter((r) => r.receipt === order.orderId);
    expect(ours()).toHaveLength(0);
    // Too soon: the customer may still be pressing again.
    expect(await retryStartedRefunds(ctx.deps, ctx.clock())).toBe(0);
    ctx.clock.advance(REFUND_RETRY_AFTER_MS + 1_000);
    expect(await retryStartedRefunds(ctx.deps, ctx.clock())).toBe(1);
    expect(ours()).toHaveLength(1);
    expect(await retryStartedRefunds(ctx.deps, ctx.clock())).toBe(0);
    expect((await shown(customer))?.refund?.status).toBe("started");
  });
});
