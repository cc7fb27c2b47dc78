/**
 * Razorpay as the payment adapter, end to end over HTTP: the app's routes on a real database,
 * the adapter talking to the Razorpay simulator on 127.0.0.1.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type RunningRazorpaySimulator,
  startRazorpaySimulator,
} from "../../../dev/razorpay-sim/start-razorpay-simulator.ts";
import { createTestContext, type TestContext } from "../../../test/context.ts";
import { paymentSignature } from "../../services/payments/razorpay-signature.ts";
import {
  type Customer,
  newCustomer,
  orderBody,
  type PlacedOrder,
  placedOrder,
  placeOrder,
  serveTestArea,
} from "../orders/orders.test-helpers.ts";
import {
  checkoutAnswer,
  orderState,
  postVerify,
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

async function checkout(): Promise<{ owner: Customer; placed: PlacedOrder; rzpOrder: string }> {
  const owner = await newCustomer(ctx);
  const placed = await placedOrder(ctx, owner);
  return { owner, placed, rzpOrder: await razorpayOrderOf(ctx, placed.orderId) };
}

const PAID = { order: "paid", paid: true, attempts: ["succeeded"] };
const UNPAID = { order: "payment-pending", paid: false, attempts: ["started"] };

describe("placing an order with Razorpay", () => {
  it("opens one Razorpay order for the attempt, for the server's price in paise", async () => {
    const { owner, placed, rzpOrder } = await checkout();
    expect(placed.redirectUrl).toBe(`/api/payments/razorpay/${placed.orderId}`);
    expect(sim.store.orders.get(rzpOrder)).toMatchObject({
      amount: placed.amount * 100,
      currency: "INR",
      notes: { order_id: placed.orderId },
    });
    // Asking again for the same attempt reuses it.
    const before = sim.store.orders.size;
    const retry = await ctx.postJson(
      `/api/orders/${placed.orderId}/payments`,
      {},
      {
        headers: { cookie: owner.cookie },
      },
    );
    expect(await retry.json()).toMatchObject({ redirectUrl: placed.redirectUrl });
    expect(sim.store.orders.size).toBe(before);
  });

  it("answers 503 when Razorpay is down, and the same key's retry goes through", async () => {
    const owner = await newCustomer(ctx);
    const body = orderBody(owner);
    sim.store.failNext(503);
    const down = await placeOrder(ctx, owner, body, "razorpay-down-key");
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({ error: "payment-gateway-unavailable" });
    const again = await placeOrder(ctx, owner, body, "razorpay-down-key");
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ status: "payment-pending" });
  });

  it("serves the owner's payment page with Checkout's script, the CSP opened there only", async () => {
    const { owner, placed, rzpOrder } = await checkout();
    const page = await ctx.get(`/api/payments/razorpay/${placed.orderId}`, {
      headers: { cookie: owner.cookie, accept: "text/html" },
    });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toBe("text/html; charset=UTF-8");
    const html = await page.text();
    expect(html).toContain(`data-razorpay-order-id="${rzpOrder}"`);
    expect(html).toContain(`<script src="${sim.url}/v1/checkout.js"`);
    expect(page.headers.get("content-security-policy")).toMatch(
      new RegExp(`script-src 'self' ${sim.url}`),
    );
    for (const asset of ["razorpay/payment-page.js", "razorpay/payment-page.css", "gateway.css"]) {
      expect((await ctx.get(`/api/payments/${asset}`)).status, asset).toBe(200);
    }
    const elsewhere = await ctx.get("/api/health");
    expect(elsewhere.headers.get("content-security-policy")).not.toContain(sim.url);

    const stranger = await newCustomer(ctx);
    const other = await ctx.get(`/api/payments/razorpay/${placed.orderId}`, {
      headers: { cookie: stranger.cookie },
    });
    expect(other.status).toBe(404);
    expect((await ctx.get(`/api/payments/razorpay/${placed.orderId}`)).status).toBe(401);
    // A refusal's page takes its look from a path this gateway serves, and says nothing of tests.
    const refusal = await ctx.get(`/api/payments/razorpay/${placed.orderId}`, {
      headers: { accept: "text/html" },
    });
    expect(refusal.status).toBe(401);
    expect(refusal.headers.get("content-type")).toBe("text/html; charset=UTF-8");
    const refusalPage = await refusal.text();
    expect(refusalPage).toContain('href="/api/payments/gateway.css"');
    expect(refusalPage).not.toContain("Test payment gateway");
  });
});

describe("POST /api/payments/razorpay/verify", () => {
  it("settles a genuine payment once; a replay answers the same and changes nothing", async () => {
    const { owner, placed, rzpOrder } = await checkout();
    const fields = await checkoutAnswer(sim, rzpOrder, "pay");
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => postVerify(ctx, placed.orderId, fields, owner.cookie)),
    );
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        status: "paid",
        redirectUrl: `/cart-form/confirmation?orderId=${placed.orderId}`,
      });
    }
    expect(await orderState(ctx, placed.orderId)).toEqual(PAID);
  });

  it("is 404 for another customer, even with the owner's genuine answer", async () => {
    const { placed, rzpOrder } = await checkout();
    const fields = await checkoutAnswer(sim, rzpOrder, "pay");
    const stranger = await newCustomer(ctx);
    const res = await postVerify(ctx, placed.orderId, fields, stranger.cookie);
    expect(res.status).toBe(404);
    expect(await orderState(ctx, placed.orderId)).toEqual(UNPAID);
    const anonymous = await ctx.postJson("/api/payments/razorpay/verify", {
      orderId: placed.orderId,
      ...fields,
    });
    expect(anonymous.status).toBe(401);
  });

  it("is 403 for a forged or tampered signature, and pays nothing", async () => {
    const { owner, placed, rzpOrder } = await checkout();
    const fields = await checkoutAnswer(sim, rzpOrder, "pay");
    const forged = [
      { ...fields, razorpay_signature: "f".repeat(64) },
      { ...fields, razorpay_payment_id: "pay_SomeoneElse0001" },
      {
        ...fields,
        razorpay_signature: paymentSignature(
          "guessed-secret",
          `${fields.razorpay_order_id}`,
          `${fields.razorpay_payment_id}`,
        ),
      },
    ];
    for (const attempt of forged) {
      const res = await postVerify(ctx, placed.orderId, attempt, owner.cookie);
      expect(res.status).toBe(403);
    }
    expect(await orderState(ctx, placed.orderId)).toEqual(UNPAID);
  });

  it("is 409 for a genuine payment of the customer's OTHER order", async () => {
    const { owner, placed, rzpOrder } = await checkout();
    const cheap = await placedOrder(ctx, owner);
    const cheapFields = await checkoutAnswer(sim, await razorpayOrderOf(ctx, cheap.orderId), "pay");
    const res = await postVerify(ctx, placed.orderId, cheapFields, owner.cookie);
    expect(res.status).toBe(409);
    expect(await orderState(ctx, placed.orderId)).toEqual(UNPAID);
    expect(rzpOrder).not.toBe(cheapFields.razorpay_order_id);
  });

  it("refuses malformed bodies (NUL, lone surrogate, deep nesting) with 400", async () => {
    const { owner, placed } = await checkout();
    let deep: unknown = "x";
    for (let i = 0; i < 500; i++) deep = { deep };
    const bodies = [
      {
        orderId: placed.orderId,
        razorpay_order_id: "order_\u0000",
        razorpay_payment_id: "p",
        razorpay_signature: "s",
      },
      {
        orderId: placed.orderId,
        razorpay_order_id: "o",
        razorpay_payment_id: "pay_\ud800",
        razorpay_signature: "s",
      },
      {
        orderId: placed.orderId,
        razorpay_order_id: deep,
        razorpay_payment_id: "p",
        razorpay_signature: "s",
      },
    ];
    for (const body of bodies) {
      const res = await ctx.postJson("/api/payments/razorpay/verify", body, {
        headers: { cookie: owner.cookie },
      });
      expect(res.status).toBe(400);
    }
  });

  it("refuses a cross-site request", async () => {
    const { owner, placed, rzpOrder } = await checkout();
    const fields = await checkoutAnswer(sim, rzpOrder, "pay");
    const crossSite: Record<string, string>[] = [
      { "sec-fetch-site": "cross-site" },
      { origin: "https://evil.example" },
    ];
    for (const headers of crossSite) {
      const res = await ctx.postJson(
        "/api/payments/razorpay/verify",
        { orderId: placed.orderId, ...fields },
        { headers: { cookie: owner.cookie, ...headers } },
      );
      expect(res.status).toBe(403);
    }
    expect(await orderState(ctx, placed.orderId)).toEqual(UNPAID);
  });
});
