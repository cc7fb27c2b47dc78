/**
 * A stand-in for Razorpay (razorpay.com/docs, read 2026: "API Reference › Orders, Payments,
 * Refunds", "Errors", "Webhooks › Payloads › Payments / Refunds", "Standard Checkout"): the same
 * paths under /v1, Basic auth with the key id and secret, amounts in paise, the same entities, and
 * errors as `{ error: { code, description, ... } }` with Razorpay's HTTP codes (401 bad keys, 400
 * bad request, 5xx). It exists so development and tests run the real adapter
 * (services/payments/razorpay-gateway.ts) over HTTP.
 *
 * In place of Razorpay Checkout: `GET /v1/checkout.js` defines `window.Razorpay` whose `open()`
 * sends the browser to this simulator's page ("Pay" / "Fail"); "Pay" captures a payment and
 * returns to the caller's page with `razorpay_payment_id`, `razorpay_order_id` and
 * `razorpay_signature` (signed as Razorpay signs them) in the URL fragment. Each payment and
 * refund also sends its webhook (`payment.authorized`, `payment.captured`, `payment.failed`,
 * `refund.processed`, `refund.failed`) with `X-Razorpay-Signature` over the raw body. A refund
 * ("Refunds › Create a Normal Refund (Idempotent Request)") is answered `pending` and processed
 * `store.refundDelayMs` later; `X-Refund-Idempotency` with the same body answers the same refund,
 * with another body 400. The account captures
 * payments at once unless the store says `capture: "manual"`: then "Pay" leaves the payment
 * `authorized` until `POST /v1/payments/:id/capture` ("Payments › Capture a Payment"). Simplified
 * on purpose: every payment is UPI.
 */
import { type Context, Hono } from "hono";
import { z } from "zod";
import { hmacHex, paymentSignature } from "../../src/services/payments/razorpay-signature.ts";
import { checkoutPage, checkoutScript } from "./razorpay-sim.checkout.ts";
import {
  type RazorpaySimulatorStore,
  razorpayId,
  type SimPayment,
  type SimRefund,
  type SimWebhook,
} from "./razorpay-sim.store.ts";

export interface RazorpaySimulatorKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

/** The simulator's keys when none are given; published, so never secrets. */
export const razorpaySimulatorKeys: RazorpaySimulatorKeys = {
  keyId: "rzp_test_simulator",
  keySecret: "simulator-key-secret",
  webhookSecret: "simulator-webhook-secret",
};

export interface RazorpaySimulatorOptions {
  keys: RazorpaySimulatorKeys;
  /** Where webhooks are posted (each is also kept in the store, for tests to deliver). */
  webhookUrl?: string;
}

const Notes = z
  .record(z.string().max(40), z.string().max(256))
  .refine((n) => Object.keys(n).length <= 15);
const CreateOrder = z.object({
  amount: z.number().int().min(100),
  currency: z.literal("INR"),
  receipt: z.string().max(40).optional(),
  notes: Notes.optional(),
});
const CapturePayment = z.object({
  amount: z.number().int().min(100),
  currency: z.literal("INR"),
});
const CreateRefund = z.object({
  amount: z.number().int().min(100).optional(),
  speed: z.enum(["normal", "optimum"]).optional(),
  receipt: z.string().max(40).optional(),
  notes: Notes.optional(),
});
const RefundIdempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{10,}$/);
const CheckoutForm = z.object({
  order_id: z.string().regex(/^order_[A-Za-z0-9]{14}$/),
  return_to: z.url({ protocol: /^https?$/ }),
});

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const seconds = () => Math.floor(Date.now() / 1000);

function rzpError(c: Context, status: 400 | 401 | 404 | 500 | 502 | 503, description: string) {
  const code = status >= 500 ? "SERVER_ERROR" : "BAD_REQUEST_ERROR";
  return c.json(
    { error: { code, description, source: "NA", step: "NA", reason: "NA", metadata: {} } },
    status,
  );
}

export function createRazorpaySimulatorApp(
  store: RazorpaySimulatorStore,
  options: RazorpaySimulatorOptions,
) {
  const { keys } = options;
  const expectedAuth = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString("base64")}`;

  function sendWebhook(event: SimWebhook["event"], entities: Record<string, unknown>) {
    const eventId = razorpayId("evt");
    const body = JSON.stringify({
      entity: "event",
      account_id: "acc_Simulator0000001",
      event,
      contains: Object.keys(entities),
      payload: Object.fromEntries(Object.entries(entities).map(([k, v]) => [k, { entity: v }])),
      created_at: seconds(),
    });
    const webhook: SimWebhook = {
      eventId,
      event,
      body,
      headers: {
        "content-type": "application/json",
        "x-razorpay-event-id": eventId,
        "x-razorpay-signature": hmacHex(keys.webhookSecret, body),
      },
    };
    store.webhooks.push(webhook);
    if (options.webhookUrl) {
      // Razorpay retries failed deliveries; the simulator sends once and forgets.
      fetch(options.webhookUrl, { method: "POST", headers: webhook.headers, body }).catch(() => {});
    }
  }

  store.settleRefund = (refundId) => {
    const refund = store.refunds.get(refundId);
    const payment = refund ? store.payments.get(refund.payment_id) : undefined;
    if (!refund || !payment || refund.status !== "pending") return;
    refund.status = store.refundOutcome;
    if (refund.status === "failed") {
      // The money never left: the payment may be refunded again.
      payment.amount_refunded -= refund.amount;
      payment.refund_status = payment.amount_refunded === 0 ? null : "partial";
      payment.status = "captured";
    }
    sendWebhook(refund.status === "failed" ? "refund.failed" : "refund.processed", {
      refund,
      payment,
    });
  };

  function markCaptured(payment: SimPayment) {
    const order = store.orders.get(payment.order_id);
    payment.status = "captured";
    payment.captured = true;
    if (order) {
      order.status = "paid";
      order.amount_paid = order.amount;
      order.amount_due = 0;
    }
    sendWebhook("payment.captured", { payment });
  }

  function pay(orderId: string, outcome: "paid" | "failed"): SimPayment | undefined {
    const order = store.orders.get(orderId);
    if (!order || order.status === "paid") return undefined;
    const payment: SimPayment = {
      id: razorpayId("pay"),
      entity: "payment",
      amount: order.amount,
      currency: order.currency,
      status: outcome === "failed" ? "failed" : "authorized",
      order_id: order.id,
      method: "upi",
      amount_refunded: 0,
      refund_status: null,
      captured: false,
      error_code: outcome === "failed" ? "BAD_REQUEST_ERROR" : null,
      error_description: outcome === "failed" ? "Payment failed at the simulator" : null,
      notes: {},
      created_at: seconds(),
    };
    store.payments.set(payment.id, payment);
    order.attempts += 1;
    order.status = "attempted";
    if (outcome === "failed") sendWebhook("payment.failed", { payment });
    else {
      sendWebhook("payment.authorized", { payment });
      if (store.capture === "automatic") markCaptured(payment);
    }
    return payment;
  }

  const api = new Hono()
    .use(async (c, next) => {
      if (c.req.header("authorization") !== expectedAuth) {
        return rzpError(c, 401, "Authentication failed");
      }
      if (store.delayMs > 0) await sleep(store.delayMs);
      const failure = store.takeFailure();
      if (failure === 400 || failure === 500 || failure === 502 || failure === 503) {
        return rzpError(c, failure, "The simulator was told to fail this call");
      }
      return next();
    })
    .post("/orders", async (c) => {
      const parsed = CreateOrder.safeParse(await c.req.json().catch(() => undefined));
      if (!parsed.success) return rzpError(c, 400, "The amount or currency is invalid");
      const { amount, currency, receipt, notes } = parsed.data;
      const order = {
        id: razorpayId("order"),
        entity: "order" as const,
        amount,
        amount_paid: 0,
        amount_due: amount,
        currency,
        receipt: receipt ?? null,
        status: "created" as const,
        attempts: 0,
        notes: notes ?? {},
        created_at: seconds(),
      };
      store.orders.set(order.id, order);
      return c.json(order, 200);
    })
    .get("/orders/:id", (c) => {
      const order = store.orders.get(c.req.param("id"));
      return order ? c.json(order, 200) : rzpError(c, 400, "The id provided does not exist");
    })
    .get("/payments/:id", (c) => {
      const payment = store.payments.get(c.req.param("id"));
      return payment ? c.json(payment, 200) : rzpError(c, 400, "The id provided does not exist");
    })
    .post("/payments/:id/capture", async (c) => {
      const payment = store.payments.get(c.req.param("id"));
      if (!payment) return rzpError(c, 400, "The id provided does not exist");
      const parsed = CapturePayment.safeParse(await c.req.json().catch(() => undefined));
      if (!parsed.success) return rzpError(c, 400, "The amount or currency is invalid");
      if (payment.status !== "authorized")
        return rzpError(c, 400, "This payment has already been captured");
      if (parsed.data.amount !== payment.amount)
        return rzpError(c, 400, "Capture amount must be equal to the amount authorized");
      markCaptured(payment);
      return c.json(payment, 200);
    })
    .post("/payments/:id/refund", async (c) => {
      const payment = store.payments.get(c.req.param("id"));
      if (!payment) return rzpError(c, 400, "The id provided does not exist");
      const raw = await c.req.text();
      const keyHeader = c.req.header("x-refund-idempotency");
      const key = keyHeader === undefined ? undefined : RefundIdempotencyKey.safeParse(keyHeader);
      if (key && !key.success) return rzpError(c, 400, "The idempotency key is invalid");
      const seen = key?.data ? store.refundKeys.get(key.data) : undefined;
      if (seen) {
        if (seen.body !== raw) {
          return rzpError(c, 400, "The request body differs from the first one with this key");
        }
        return c.json(store.refunds.get(seen.refundId), 200);
      }
      let body: unknown = {};
      try {
        body = raw ? JSON.parse(raw) : {};
      } catch {
        return rzpError(c, 400, "The request body is not JSON");
      }
      const parsed = CreateRefund.safeParse(body);
      if (!parsed.success) return rzpError(c, 400, "The amount is invalid");
      const left = payment.amount - payment.amount_refunded;
      const amount = parsed.data.amount ?? left;
      if (payment.status === "failed" || amount > left || left === 0) {
        return rzpError(c, 400, "The refund amount provided is greater than amount captured");
      }
      const refund: SimRefund = {
        id: razorpayId("rfnd"),
        entity: "refund",
        amount,
        currency: payment.currency,
        payment_id: payment.id,
        notes: parsed.data.notes ?? {},
        receipt: parsed.data.receipt ?? null,
        status: "pending",
        speed_requested: parsed.data.speed ?? "normal",
        speed_processed: "normal",
        created_at: seconds(),
      };
      store.refunds.set(refund.id, refund);
      if (key?.data) store.refundKeys.set(key.data, { body: raw, refundId: refund.id });
      payment.amount_refunded += amount;
      payment.refund_status = payment.amount_refunded === payment.amount ? "full" : "partial";
      if (payment.refund_status === "full") payment.status = "refunded";
      if (store.refundDelayMs !== "manual") {
        setTimeout(() => store.settleRefund(refund.id), store.refundDelayMs).unref?.();
      }
      return c.json(refund, 200);
    });

  const checkout = new Hono()
    .get("/checkout.js", (c) => {
      c.header("content-type", "text/javascript; charset=utf-8");
      return c.body(checkoutScript(new URL(c.req.url).origin), 200);
    })
    .get("/checkout/page", (c) => {
      const form = CheckoutForm.safeParse(c.req.query());
      const order = form.success ? store.orders.get(form.data.order_id) : undefined;
      if (!form.success || !order || c.req.query("key_id") !== keys.keyId) {
        return c.text("Unknown order or key", 400);
      }
      return c.html(
        checkoutPage({ orderId: order.id, amount: order.amount, returnTo: form.data.return_to }),
      );
    })
    .post("/checkout/:outcome{pay|fail}", async (c) => {
      const form = CheckoutForm.safeParse(await c.req.parseBody().catch(() => ({})));
      if (!form.success) return c.text("Bad form", 400);
      const payment = pay(form.data.order_id, c.req.param("outcome") === "pay" ? "paid" : "failed");
      if (!payment) return c.text("This order cannot be paid", 400);
      const fragment =
        payment.status !== "failed"
          ? new URLSearchParams({
              razorpay_payment_id: payment.id,
              razorpay_order_id: payment.order_id,
              razorpay_signature: paymentSignature(keys.keySecret, payment.order_id, payment.id),
            })
          : new URLSearchParams({ error: "payment_failed" });
      return c.redirect(`${form.data.return_to.split("#")[0]}#${fragment}`, 303);
    });

  return new Hono().route("/v1", checkout).route("/v1", api);
}
