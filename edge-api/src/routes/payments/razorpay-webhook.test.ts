/**
 * Razorpay's webhook over HTTP: the simulator's deliveries (signed as Razorpay signs them) posted
 * to the app, forged ones refused, replays ignored, late and out-of-order events harmless.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SimWebhook } from "../../../dev/razorpay-sim/razorpay-sim.store.ts";
import {
  type RunningRazorpaySimulator,
  startRazorpaySimulator,
} from "../../../dev/razorpay-sim/start-razorpay-simulator.ts";
import { createTestContext, type TestContext } from "../../../test/context.ts";
import { isRazorpayGateway } from "../../services/payments/razorpay-gateway.ts";
import { hmacHex } from "../../services/payments/razorpay-signature.ts";
import { newCustomer, placedOrder, serveTestArea } from "../orders/orders.test-helpers.ts";
import {
  checkoutAnswer,
  deliver,
  orderState,
  razorpayEnv,
  razorpayOrderOf,
} from "./razorpay.test-helpers.ts";

let sim: RunningRazorpaySimulator;
let ctx: TestContext;
beforeAll(async () => {
  sim = await startRazorpaySimulator();
  ctx = await createTestContext({ env: razorpayEnv(sim) });
  await serveTestArea(ctx);
});
afterAll(async () => {
  await ctx.close();
  await sim.close();
});

async function unpaidOrder() {
  const owner = await newCustomer(ctx);
  const placed = await placedOrder(ctx, owner);
  return { owner, placed, rzpOrder: await razorpayOrderOf(ctx, placed.orderId) };
}

/** What the simulator sent for a payment of this Razorpay order (the latest of that event). */
function sentFor(rzpOrder: string, event: SimWebhook["event"]): SimWebhook {
  const found = sim.store.webhooks.filter(
    (w) => w.event === event && w.body.includes(`"order_id":"${rzpOrder}"`),
  );
  const webhook = found.at(-1);
  if (!webhook) throw new Error(`no ${event} sent for ${rzpOrder}`);
  return webhook;
}

/** A body signed with the webhook secret, as a forger who had it would; for malformed bodies. */
function signed(
  body: string,
  eventId = `evt_Test${Date.now()}${Math.random().toString(36).slice(2, 8)}`,
) {
  return {
    body,
    headers: {
      "content-type": "application/json",
      "x-razorpay-event-id": eventId.replace(/[^A-Za-z0-9_]/g, ""),
      "x-razorpay-signature": hmacHex(sim.keys.webhookSecret, body),
    },
  };
}

describe("POST /api/payments/razorpay/webhook", () => {
  it("payment.captured pays the order without the customer coming back", async () => {
    const { placed, rzpOrder } = await unpaidOrder();
    await checkoutAnswer(sim, rzpOrder, "pay");
    const res = await deliver(ctx, sentFor(rzpOrder, "payment.captured"));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "processed" });
    expect(await orderState(ctx, placed.orderId)).toEqual({
      order: "paid",
      paid: true,
      attempts: ["succeeded"],
    });
  });

  it("payment.authorized on an account that captures manually: the payment is captured and the order paid", async () => {
    const { placed, rzpOrder } = await unpaidOrder();
    sim.store.capture = "manual";
    try {
      await checkoutAnswer(sim, rzpOrder, "pay");
    } finally {
      sim.store.capture = "automatic";
    }
    const res = await deliver(ctx, sentFor(rzpOrder, "payment.authorized"));
    expect(await res.json()).toEqual({ status: "processed" });
    expect(await orderState(ctx, placed.orderId)).toEqual({
      order: "paid",
      paid: true,
      attempts: ["succeeded"],
    });
    const [payment] = [...sim.store.payments.values()].filter((p) => p.order_id === rzpOrder);
    expect(payment).toMatchObject({ status: "captured", captured: true });
  });

  it("refuses a bad, missing or re-serialised signature with 401 and changes nothing", async () => {
    const { placed, rzpOrder } = await unpaidOrder();
    await checkoutAnswer(sim, rzpOrder, "pay");
    const genuine = sentFor(rzpOrder, "payment.captured");
    const reserialised = JSON.stringify(JSON.parse(genuine.body), null, 1);
    const forged = [
      { ...genuine, headers: { ...genuine.headers, "x-razorpay-signature": "0".repeat(64) } },
      { ...genuine, headers: { ...genuine.headers, "x-razorpay-signature": "" } },
      { ...genuine, body: reserialised },
      {
        ...genuine,
        headers: {
          ...genuine.headers,
          "x-razorpay-signature": hmacHex(sim.keys.keySecret, genuine.body),
        },
      },
    ];
    for (const webhook of forged) expect((await deliver(ctx, webhook)).status).toBe(401);
    expect((await orderState(ctx, placed.orderId)).order).toBe("payment-pending");
  });

  it("acts on an event id once: a replay is acknowledged and ignored", async () => {
    const { rzpOrder } = await unpaidOrder();
    await checkoutAnswer(sim, rzpOrder, "pay");
    const webhook = sentFor(rzpOrder, "payment.captured");
    expect(await (await deliver(ctx, webhook)).json()).toEqual({ status: "processed" });
    for (let i = 0; i < 3; i++) {
      const again = await deliver(ctx, webhook);
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual({ status: "duplicate" });
    }
  });

  it("a payment.failed arriving after payment.captured never un-pays the order", async () => {
    const { placed, rzpOrder } = await unpaidOrder();
    // Razorpay keeps Checkout open after a failure: the customer's second try succeeds.
    await checkoutAnswer(sim, rzpOrder, "fail");
    const failed = sentFor(rzpOrder, "payment.failed");
    await checkoutAnswer(sim, rzpOrder, "pay");
    await deliver(ctx, sentFor(rzpOrder, "payment.captured"));
    expect(await (await deliver(ctx, failed)).json()).toEqual({ status: "processed" });
    expect(await orderState(ctx, placed.orderId)).toMatchObject({ order: "paid", paid: true });
  });

  it("a payment.captured arriving after payment.failed still pays the order", async () => {
    const { placed, rzpOrder } = await unpaidOrder();
    await checkoutAnswer(sim, rzpOrder, "fail");
    await deliver(ctx, sentFor(rzpOrder, "payment.failed"));
    expect(await orderState(ctx, placed.orderId)).toMatchObject({
      order: "payment-failed",
      paid: false,
    });
    await checkoutAnswer(sim, rzpOrder, "pay");
    await deliver(ctx, sentFor(rzpOrder, "payment.captured"));
    expect(await orderState(ctx, placed.orderId)).toEqual({
      order: "paid",
      paid: true,
      attempts: ["succeeded"],
    });
  });

  it("refund.processed for a paid order keeps it paid", async () => {
    const { placed, rzpOrder } = await unpaidOrder();
    const { razorpay_payment_id: paymentId = "" } = await checkoutAnswer(sim, rzpOrder, "pay");
    await deliver(ctx, sentFor(rzpOrder, "payment.captured"));
    // Refunded through the app's own adapter (an admin's refund), which the simulator reports.
    const gateway = ctx.deps.payments;
    if (!isRazorpayGateway(gateway)) throw new Error("the app should run Razorpay");
    sim.store.refundDelayMs = "manual";
    const refund = await gateway.refund({
      paymentId,
      amount: placed.amount,
      idempotencyKey: `admin-refund-${placed.orderId}`,
      receipt: placed.orderId,
      notes: {},
    });
    expect(refund).toMatchObject({ status: "pending" });
    sim.store.settleRefund(refund.refundId);
    const res = await deliver(ctx, sentFor(rzpOrder, "refund.processed"));
    expect(await res.json()).toEqual({ status: "processed" });
    expect((await orderState(ctx, placed.orderId)).order).toBe("paid");
  });

  it("asks Razorpay's retry to come back (503) when Razorpay cannot be reached, then acts", async () => {
    const { placed, rzpOrder } = await unpaidOrder();
    await checkoutAnswer(sim, rzpOrder, "pay");
    const webhook = sentFor(rzpOrder, "payment.captured");
    sim.store.failNext(500);
    expect((await deliver(ctx, webhook)).status).toBe(503);
    expect(await (await deliver(ctx, webhook)).json()).toEqual({ status: "processed" });
    expect((await orderState(ctx, placed.orderId)).order).toBe("paid");
  });

  it("takes Razorpay's post whatever Sec-Fetch-Site or Origin say: it is server to server", async () => {
    const { placed, rzpOrder } = await unpaidOrder();
    await checkoutAnswer(sim, rzpOrder, "pay");
    const webhook = sentFor(rzpOrder, "payment.captured");
    const res = await deliver(ctx, {
      ...webhook,
      headers: {
        ...webhook.headers,
        "sec-fetch-site": "cross-site",
        origin: "https://razorpay.com",
      },
    });
    expect(res.status).toBe(200);
    expect((await orderState(ctx, placed.orderId)).order).toBe("paid");
  });

  it("refuses malformed signed bodies (NUL, lone surrogate, deep nesting, bad UTF-8) with 400", async () => {
    let deep = '"x"';
    for (let i = 0; i < 2_000; i++) deep = `{"d":${deep}}`;
    const bodies = [
      '{"event":"payment.captured\\u0000","payload":{}}',
      '{"event":"payment.captured","payload":{"payment":{"entity":{"id":"pay_\\ud800"}}}}',
      `{"event":"payment.captured","payload":${deep}}`,
      "not json",
    ];
    for (const body of bodies) expect((await deliver(ctx, signed(body))).status).toBe(400);
    const badUtf8 = new Uint8Array([0x7b, 0xff, 0x7d]);
    const res = await ctx.app.request("/api/payments/razorpay/webhook", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-razorpay-event-id": "evt_BadUtf8000001",
        "x-razorpay-signature": hmacHex(sim.keys.webhookSecret, badUtf8),
      },
      body: badUtf8,
    });
    expect(res.status).toBe(400);
  });
});
