/** The Razorpay adapter over real HTTP against the simulator (edge-api/dev/razorpay-sim/). */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  type RunningRazorpaySimulator,
  startRazorpaySimulator,
} from "../../../dev/razorpay-sim/start-razorpay-simulator.ts";
import {
  createRazorpayGateway,
  type RazorpayGateway,
  RazorpayUnavailable,
  razorpayPagePath,
} from "./razorpay-gateway.ts";
import { hmacHex, paymentSignature } from "./razorpay-signature.ts";

let sim: RunningRazorpaySimulator;
let gateway: RazorpayGateway;

beforeAll(async () => {
  sim = await startRazorpaySimulator();
});
afterAll(() => sim.close());
beforeEach(() => {
  sim.store.delayMs = 0;
  sim.store.capture = "automatic";
  sim.store.refundDelayMs = 200;
  sim.store.refundOutcome = "processed";
  gateway = createRazorpayGateway({ apiUrl: sim.url, ...sim.keys, timeoutMs: 500 });
});

const request = {
  orderId: "VYO-20260101-ABCDEF",
  attemptId: "4f6f3a2e-0000-4000-8000-000000000001",
  amount: 1499,
  customer: { name: "Asha", mobileNumber: "9876543210" },
  description: "CBC",
};

/** Pays the Razorpay order at the simulator's checkout page, as a browser would. */
async function payAtCheckout(orderId: string, outcome: "pay" | "fail") {
  const res = await fetch(`${sim.url}/v1/checkout/${outcome}`, {
    method: "POST",
    body: new URLSearchParams({ order_id: orderId, return_to: "http://127.0.0.1/pay" }),
    redirect: "manual",
  });
  expect(res.status).toBe(303);
  const fragment = new URL(res.headers.get("location") ?? "").hash.slice(1);
  return Object.fromEntries(new URLSearchParams(fragment));
}

describe("Razorpay adapter", () => {
  it("creates the Razorpay order with the server's amount in paise, once per attempt", async () => {
    const started = await gateway.startPayment(request);
    expect(started.redirectUrl).toBe(razorpayPagePath(request.orderId));
    const order = sim.store.orders.get(started.reference ?? "");
    expect(order).toMatchObject({
      amount: 149_900,
      currency: "INR",
      receipt: request.attemptId,
      notes: { order_id: request.orderId },
    });
    const again = await gateway.startPayment({ ...request, reference: started.reference });
    expect(again.reference).toBe(started.reference);
    expect(sim.store.orders.size).toBe(1);
  });

  it("accepts Checkout's signed answer and reports the captured payment", async () => {
    const { reference } = await gateway.startPayment(request);
    const fields = await payAtCheckout(reference ?? "", "pay");
    const result = await gateway.verifyResult({ orderId: request.orderId, fields });
    expect(result).toMatchObject({
      orderId: request.orderId,
      attemptId: request.attemptId,
      paid: true,
      amount: 1499,
    });
  });

  it("captures a payment an account set to manual capture left authorized, and reports it paid", async () => {
    sim.store.capture = "manual";
    const { reference } = await gateway.startPayment(request);
    const fields = await payAtCheckout(reference ?? "", "pay");
    const paymentId = fields.razorpay_payment_id ?? "";
    expect(sim.store.payments.get(paymentId)?.status).toBe("authorized");

    const result = await gateway.verifyResult({ orderId: request.orderId, fields });
    expect(result).toMatchObject({ paid: true, amount: 1499 });
    expect(sim.store.payments.get(paymentId)).toMatchObject({ status: "captured", captured: true });
    // The webhook's read of the same payment, after the capture: still paid, no second capture.
    expect(await gateway.paymentState(paymentId)).toMatchObject({ paid: true });
    const captures = sim.store.webhooks.filter(
      (w) => w.event === "payment.captured" && w.body.includes(paymentId),
    );
    expect(captures).toHaveLength(1);
  });

  it("two captures of one authorized payment at once (return and webhook): both see it paid", async () => {
    sim.store.capture = "manual";
    const { reference } = await gateway.startPayment(request);
    const fields = await payAtCheckout(reference ?? "", "pay");
    const paymentId = fields.razorpay_payment_id ?? "";
    const states = await Promise.all([
      gateway.paymentState(paymentId),
      gateway.paymentState(paymentId),
    ]);
    expect(states).toEqual([
      expect.objectContaining({ paid: true }),
      expect.objectContaining({ paid: true }),
    ]);
  });

  it("a capture that fails for Razorpay's own reasons leaves the payment pending, not paid", async () => {
    sim.store.capture = "manual";
    const { reference } = await gateway.startPayment(request);
    const fields = await payAtCheckout(reference ?? "", "pay");
    // The payment and the order are read; the third call, the capture, answers 502.
    const paymentId = fields.razorpay_payment_id ?? "";
    const real = sim.store.takeFailure;
    let calls = 0;
    sim.store.takeFailure = () => (++calls === 3 ? 502 : real());
    await expect(gateway.paymentState(paymentId)).rejects.toBeInstanceOf(RazorpayUnavailable);
    sim.store.takeFailure = real;
    expect(sim.store.payments.get(paymentId)?.status).toBe("authorized");
  });

  it("refuses a forged, tampered or misdirected signature", async () => {
    const { reference } = await gateway.startPayment(request);
    const fields = await payAtCheckout(reference ?? "", "pay");
    const other = await gateway.startPayment({ ...request, attemptId: "other" });
    const forged = [
      { ...fields, razorpay_signature: "0".repeat(64) },
      { ...fields, razorpay_signature: `${fields.razorpay_signature}`.replace(/.$/, "x") },
      { ...fields, razorpay_signature: "" },
      // Signed with a key that is not ours.
      {
        ...fields,
        razorpay_signature: paymentSignature(
          "guess",
          `${fields.razorpay_order_id}`,
          `${fields.razorpay_payment_id}`,
        ),
      },
      // A genuine payment claimed for another Razorpay order.
      { ...fields, razorpay_order_id: other.reference ?? "" },
    ];
    for (const attempt of forged) {
      expect(
        await gateway.verifyResult({ orderId: request.orderId, fields: attempt }),
      ).toBeUndefined();
    }
    // Genuine, but for another of our orders.
    expect(await gateway.verifyResult({ orderId: "VYO-20260101-ZZZZZZ", fields })).toBeUndefined();
  });

  it("reports a failed payment as not paid", async () => {
    const { reference } = await gateway.startPayment(request);
    await payAtCheckout(reference ?? "", "fail");
    const failed = [...sim.store.payments.values()].find((p) => p.order_id === reference);
    expect(await gateway.paymentState(failed?.id ?? "")).toMatchObject({ paid: false });
  });

  const refundOf = (paymentId: string, amount: number, idempotencyKey: string) => ({
    paymentId,
    amount,
    idempotencyKey,
    receipt: "VYO-20260101-ABCDEF",
    notes: { refund_id: idempotencyKey },
  });

  it("refunds through the API in part, refuses too much, and answers pending then processes it", async () => {
    const { reference } = await gateway.startPayment(request);
    const { razorpay_payment_id: paymentId = "" } = await payAtCheckout(reference ?? "", "pay");
    sim.store.refundDelayMs = "manual";
    const first = await gateway.refund(refundOf(paymentId, 499, "refund-key-0001"));
    expect(first).toMatchObject({ amount: 499, status: "pending" });
    expect(sim.store.refunds.get(first.refundId)).toMatchObject({
      amount: 49_900,
      speed_requested: "normal",
      receipt: "VYO-20260101-ABCDEF",
      notes: { refund_id: "refund-key-0001" },
    });
    await expect(
      gateway.refund(refundOf(paymentId, 1500, "refund-key-0002")),
    ).rejects.toMatchObject({ status: 400 });
    expect(await gateway.refund(refundOf(paymentId, 1000, "refund-key-0003"))).toMatchObject({
      amount: 1000,
    });
    expect(sim.store.payments.get(paymentId)?.status).toBe("refunded");
    sim.store.settleRefund(first.refundId);
    expect(sim.store.refunds.get(first.refundId)?.status).toBe("processed");
    const webhook = sim.store.webhooks.at(-1);
    expect(webhook?.event).toBe("refund.processed");
    expect(JSON.parse(webhook?.body ?? "{}").payload.refund.entity.id).toBe(first.refundId);
  });

  it("the same X-Refund-Idempotency key answers the same refund, never a second one", async () => {
    const { reference } = await gateway.startPayment(request);
    const { razorpay_payment_id: paymentId = "" } = await payAtCheckout(reference ?? "", "pay");
    const key = "5b0e6c1e-7e51-4b1f-9d3a-2f0c7c1d0a01";
    const [one, two] = await Promise.all([
      gateway.refund(refundOf(paymentId, 1499, key)),
      gateway.refund(refundOf(paymentId, 1499, key)),
    ]);
    expect(two?.refundId).toBe(one?.refundId);
    expect([...sim.store.refunds.values()].filter((r) => r.payment_id === paymentId)).toHaveLength(
      1,
    );
    // The same key with another body is refused, as Razorpay does.
    await expect(gateway.refund(refundOf(paymentId, 100, key))).rejects.toMatchObject({
      status: 400,
    });
  });

  it("a refund the bank refuses is reported failed and the payment may be refunded again", async () => {
    const { reference } = await gateway.startPayment(request);
    const { razorpay_payment_id: paymentId = "" } = await payAtCheckout(reference ?? "", "pay");
    sim.store.refundDelayMs = "manual";
    sim.store.refundOutcome = "failed";
    const refund = await gateway.refund(refundOf(paymentId, 1499, "refund-key-0004"));
    sim.store.settleRefund(refund.refundId);
    expect(sim.store.webhooks.at(-1)?.event).toBe("refund.failed");
    expect(sim.store.payments.get(paymentId)).toMatchObject({
      status: "captured",
      amount_refunded: 0,
    });
  });

  it("turns 4xx, 5xx, wrong keys and time-outs into RazorpayUnavailable", async () => {
    for (const status of [400, 500, 503]) {
      sim.store.failNext(status);
      const error = await gateway.startPayment(request).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RazorpayUnavailable);
      expect(error).toMatchObject({
        status,
        code: status === 400 ? "BAD_REQUEST_ERROR" : "SERVER_ERROR",
      });
    }
    const wrongKeys = createRazorpayGateway({ apiUrl: sim.url, ...sim.keys, keySecret: "nope" });
    await expect(wrongKeys.startPayment(request)).rejects.toMatchObject({ status: 401 });
    sim.store.delayMs = 2_000;
    await expect(gateway.startPayment(request)).rejects.toMatchObject({
      status: 0,
      code: "TIMEOUT",
    });
  });

  it("authenticates webhooks by the signature over the raw bytes", async () => {
    const body = new TextEncoder().encode('{"event":"payment.captured"}');
    const good = hmacHex(sim.keys.webhookSecret, body);
    expect(gateway.isAuthenticWebhook(body, good)).toBe(true);
    expect(gateway.isAuthenticWebhook(body, good.toUpperCase())).toBe(false);
    expect(
      gateway.isAuthenticWebhook(new TextEncoder().encode('{"event": "payment.captured"}'), good),
    ).toBe(false);
    expect(gateway.isAuthenticWebhook(body, "")).toBe(false);
  });
});
