import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, paymentAttempts, transactions } from "../../src/db/schema.ts";
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD } from "../../src/env.ts";
import {
  type Customer,
  gatewayPage,
  gatewayTokens,
  newCustomer,
  type PlacedOrder,
  pay,
  placedOrder,
  postResult,
  serveTestArea,
} from "../../src/routes/orders/orders.test-helpers.ts";
import { createTestContext, LOOPBACK, type TestContext } from "../../test/context.ts";
import { TOKEN_TTL_MS } from "./test-gateway.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await serveTestArea(ctx);
});
afterAll(() => ctx.close());

const transactionOf = async (orderId: string) => {
  const rows = await ctx.db.select().from(transactions).where(eq(transactions.orderId, orderId));
  expect(rows).toHaveLength(1);
  return rows[0] as typeof transactions.$inferSelect;
};
const attemptsOf = async (orderId: string) => {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.orderId, orderId));
  return ctx.db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.orderId, order?.id ?? ""))
    .orderBy(paymentAttempts.attemptNo);
};
const retry = (customer: Customer, orderId: string) =>
  ctx.postJson(`/api/orders/${orderId}/payments`, {}, { headers: { cookie: customer.cookie } });

async function checkout(): Promise<{ customer: Customer; placed: PlacedOrder }> {
  const customer = await newCustomer(ctx);
  return { customer, placed: await placedOrder(ctx, customer) };
}

describe("the test gateway", () => {
  it("serves a payment page without inline script where paying and failing can both be chosen", async () => {
    const { customer, placed } = await checkout();
    const { html, page } = await gatewayTokens(ctx, customer, placed.orderId);
    expect(page.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(page.headers.get("content-type")).toBe("text/html; charset=UTF-8");
    expect(html).not.toMatch(/<script|\sstyle=|\son\w+=/i);
    expect(html).toContain(`Pay ₹${placed.amount.toLocaleString("en-IN")}`);
    expect(html).toContain("Pay successfully");
    expect(html).toContain("Fail payment");
    expect(html).toContain(`action="/api/payments/test-gateway/${placed.orderId}/result"`);
    expect(html).toContain('<link rel="stylesheet" href="/api/payments/gateway.css">');
    const look = await ctx.get("/api/payments/gateway.css");
    expect(look.headers.get("content-type")).toBe("text/css; charset=utf-8");
  });

  it("marks the transaction paid with the gateway's answer, and sends the person to the confirmation", async () => {
    const { customer, placed } = await checkout();
    const before = await transactionOf(placed.orderId);
    ctx.clock.advance(60_000);
    const res = await pay(ctx, customer, placed.orderId, "success");
    expect(res.headers.get("location")).toBe(`/cart-form/confirmation?orderId=${placed.orderId}`);
    const after = await transactionOf(placed.orderId);
    expect(after.paymentStatus).toBe(true);
    expect(after.amount).toBe(placed.amount);
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    expect(JSON.parse(after.responseLog)).toMatchObject({
      gateway: "vyom-test-gateway",
      status: "success",
      orderId: placed.orderId,
      amount: placed.amount.toFixed(2),
    });
    const [order] = await ctx.db.select().from(orders).where(eq(orders.orderId, placed.orderId));
    expect(order?.status).toBe("paid");
  });

  it("leaves the transaction unpaid on a failure, with the failure as responseLog", async () => {
    const { customer, placed } = await checkout();
    const res = await pay(ctx, customer, placed.orderId, "failure");
    expect(res.headers.get("location")).toBe(`/cart-form?payment=failed&orderId=${placed.orderId}`);
    const after = await transactionOf(placed.orderId);
    expect(after.paymentStatus).toBe(false);
    expect(JSON.parse(after.responseLog)).toMatchObject({ status: "failure", error: "E308" });
    // The attempt is over: its page no longer offers to pay.
    const page = await gatewayPage(ctx, placed.orderId, customer.cookie);
    expect(page.status).toBe(409);
  });

  it("refuses forged, altered, expired and other orders' results, changing nothing", async () => {
    const { customer, placed } = await checkout();
    const other = await checkout();
    const tokens = await gatewayTokens(ctx, customer, placed.orderId);
    const otherTokens = await gatewayTokens(ctx, other.customer, other.placed.orderId);
    const asOwner = { cookie: customer.cookie };
    const [failBody, failSignature] = tokens.failure.split(".") as [string, string];
    const payload = JSON.parse(Buffer.from(failBody, "base64url").toString());
    const turned = Buffer.from(JSON.stringify({ ...payload, s: "success" })).toString("base64url");
    const cheaper = Buffer.from(JSON.stringify({ ...payload, s: "success", amt: 1 })).toString(
      "base64url",
    );
    const forgeries = [
      "",
      "forged",
      `${turned}.${failSignature}`,
      `${cheaper}.${failSignature}`,
      `${turned}.${"A".repeat(failSignature.length)}`,
      otherTokens.success,
      `${tokens.success}x`,
    ];
    for (const token of forgeries) {
      const res = await postResult(ctx, placed.orderId, token, asOwner);
      expect(res.status, token).toBe(403);
      expect(await res.text()).toContain("This payment result could not be verified.");
    }
    // A program (no HTML in Accept) gets the API's JSON refusal instead of the page.
    const asJson = await postResult(ctx, placed.orderId, "forged", {
      ...asOwner,
      accept: "application/json",
    });
    expect(asJson.status).toBe(403);
    expect(await asJson.json()).toEqual({
      error: "invalid-payment-result",
      message: "This payment result could not be verified.",
    });
    ctx.clock.advance(TOKEN_TTL_MS + 1_000);
    expect((await postResult(ctx, placed.orderId, tokens.success, asOwner)).status).toBe(403);
    const transaction = await transactionOf(placed.orderId);
    expect(transaction.paymentStatus).toBe(false);
    expect(transaction.responseLog).toBe("{}");
    expect((await attemptsOf(placed.orderId)).map((a) => a.status)).toEqual(["started"]);
  });

  it("a retry after a failure is a new attempt of the same order, paid once", async () => {
    const { customer, placed } = await checkout();
    const asOwner = { cookie: customer.cookie };
    const first = await gatewayTokens(ctx, customer, placed.orderId);
    await postResult(ctx, placed.orderId, first.failure, asOwner);

    // A double click on Retry: one new attempt, never a new order.
    const [a, b] = await Promise.all([
      retry(customer, placed.orderId),
      retry(customer, placed.orderId),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await a.json()).toEqual({
      orderId: placed.orderId,
      reference: placed.reference,
      amount: placed.amount,
      status: "payment-pending",
      redirectUrl: `/api/payments/test-gateway/${placed.orderId}`,
    });
    expect((await attemptsOf(placed.orderId)).map((x) => x.status)).toEqual(["failed", "started"]);

    const second = await gatewayTokens(ctx, customer, placed.orderId);
    const paid = await postResult(ctx, placed.orderId, second.success, asOwner);
    expect(paid.headers.get("location")).toBe(`/cart-form/confirmation?orderId=${placed.orderId}`);
    // Replays of either attempt's results, and a second click on "Pay", change nothing.
    for (const token of [second.success, second.failure, first.failure, first.success]) {
      const res = await postResult(ctx, placed.orderId, token, asOwner);
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe(`/cart-form/confirmation?orderId=${placed.orderId}`);
    }
    const transaction = await transactionOf(placed.orderId);
    expect(transaction.paymentStatus).toBe(true);
    expect(JSON.parse(transaction.responseLog)).toMatchObject({ status: "success" });
    expect((await attemptsOf(placed.orderId)).map((x) => x.status)).toEqual([
      "failed",
      "succeeded",
    ]);
    expect(
      await ctx.db.select().from(orders).where(eq(orders.userId, customer.userId)),
    ).toHaveLength(1);

    // Paying a paid order is a no-op that answers its confirmation.
    const again = await retry(customer, placed.orderId);
    expect(await again.json()).toMatchObject({
      status: "paid",
      redirectUrl: `/cart-form/confirmation?orderId=${placed.orderId}`,
    });
    const page = await gatewayPage(ctx, placed.orderId, customer.cookie);
    expect(page.status).toBe(303);
    expect(await attemptsOf(placed.orderId)).toHaveLength(2);
  });

  it("concurrent 'Pay successfully' posts settle the attempt once", async () => {
    const { customer, placed } = await checkout();
    const tokens = await gatewayTokens(ctx, customer, placed.orderId);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        postResult(ctx, placed.orderId, tokens.success, { cookie: customer.cookie }),
      ),
    );
    expect(new Set(answers.map((res) => res.headers.get("location")))).toEqual(
      new Set([`/cart-form/confirmation?orderId=${placed.orderId}`]),
    );
    expect((await attemptsOf(placed.orderId)).map((x) => x.status)).toEqual(["succeeded"]);
  });

  it("retrying someone else's order is 404, and without the session 401", async () => {
    const { placed } = await checkout();
    const stranger = await newCustomer(ctx);
    expect((await retry(stranger, placed.orderId)).status).toBe(404);
    expect((await ctx.postJson(`/api/orders/${placed.orderId}/payments`, {})).status).toBe(401);
  });

  it("the admin list shows the transaction Paid with the catalogue amount", async () => {
    const { customer, placed } = await checkout();
    await pay(ctx, customer, placed.orderId, "success");
    const res = await ctx.postJson(
      "/api/transactions-history/fetch-transactions",
      { emailAddress: DEV_ADMIN_EMAIL, password: DEV_ADMIN_PASSWORD },
      { address: LOOPBACK },
    );
    const { transactions: listed } = (await res.json()) as {
      transactions: { orderId: string; paymentStatus: boolean; amount: number }[];
    };
    expect(listed.find((t) => t.orderId === placed.orderId)).toMatchObject({
      paymentStatus: true,
      amount: placed.amount,
    });
  });
});
