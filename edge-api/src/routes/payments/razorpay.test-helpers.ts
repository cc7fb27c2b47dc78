/** Shared by the Razorpay route tests: the app on the simulator, Checkout's answer, webhooks. */
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { SimWebhook } from "../../../dev/razorpay-sim/razorpay-sim.store.ts";
import type { RunningRazorpaySimulator } from "../../../dev/razorpay-sim/start-razorpay-simulator.ts";
import type { TestContext } from "../../../test/context.ts";
import { orders, paymentAttempts, transactions } from "../../db/schema.ts";

export const razorpayEnv = (sim: RunningRazorpaySimulator) => ({
  RAZORPAY_KEY_ID: sim.keys.keyId,
  RAZORPAY_KEY_SECRET: sim.keys.keySecret,
  RAZORPAY_WEBHOOK_SECRET: sim.keys.webhookSecret,
  RAZORPAY_API_URL: sim.url,
});

/** The Razorpay order the server opened for the order's latest attempt. */
export async function razorpayOrderOf(ctx: TestContext, orderId: string): Promise<string> {
  const [row] = await ctx.db
    .select({ reference: paymentAttempts.gatewayReference })
    .from(paymentAttempts)
    .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
    .where(eq(orders.orderId, orderId));
  expect(row?.reference).toMatch(/^order_/);
  return row?.reference ?? "";
}

/** "Pay" or "Fail" on the simulator's Checkout page: the fields Checkout hands the page. */
export async function checkoutAnswer(
  sim: RunningRazorpaySimulator,
  razorpayOrderId: string,
  outcome: "pay" | "fail",
): Promise<Record<string, string>> {
  const res = await fetch(`${sim.url}/v1/checkout/${outcome}`, {
    method: "POST",
    body: new URLSearchParams({ order_id: razorpayOrderId, return_to: "http://127.0.0.1/pay" }),
    redirect: "manual",
  });
  expect(res.status).toBe(303);
  const fragment = new URL(res.headers.get("location") ?? "").hash.slice(1);
  return Object.fromEntries(new URLSearchParams(fragment));
}

export function postVerify(
  ctx: TestContext,
  orderId: string,
  fields: Record<string, string>,
  cookie: string,
) {
  return ctx.postJson(
    "/api/payments/razorpay/verify",
    { orderId, ...fields },
    { headers: { cookie } },
  );
}

/** Delivers a webhook to the app exactly as Razorpay would post it. */
export function deliver(ctx: TestContext, webhook: Pick<SimWebhook, "body" | "headers">) {
  return ctx.app.request("/api/payments/razorpay/webhook", {
    method: "POST",
    headers: webhook.headers,
    body: webhook.body,
  });
}

export async function orderState(ctx: TestContext, orderId: string) {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.orderId, orderId));
  const [transaction] = await ctx.db
    .select()
    .from(transactions)
    .where(eq(transactions.orderId, orderId));
  const attempts = await ctx.db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.orderId, order?.id ?? ""));
  return {
    order: order?.status,
    paid: transaction?.paymentStatus,
    attempts: attempts.map((attempt) => attempt.status),
  };
}
