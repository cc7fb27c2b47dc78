/** "Pay at collection": the order is confirmed unpaid, with no payment attempt to settle. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/context.ts";
import { orders, paymentAttempts, transactions } from "../../db/schema.ts";
import { newCustomer, orderBody, placeOrder, serveTestArea } from "./orders.test-helpers.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await serveTestArea(ctx);
});
afterAll(() => ctx.close());

describe("paying at collection", () => {
  it("confirms the order unpaid, opens no payment, and a retry changes nothing", async () => {
    const owner = await newCustomer(ctx);
    const res = await placeOrder(ctx, owner, { ...orderBody(owner), payment: "at-collection" });
    expect(res.status).toBe(201);
    const placed = (await res.json()) as { orderId: string; status: string; redirectUrl: string };
    expect(placed).toMatchObject({
      status: "pay-at-collection",
      redirectUrl: `/cart-form/confirmation?orderId=${placed.orderId}`,
    });

    const retry = await ctx.postJson(
      `/api/orders/${placed.orderId}/payments`,
      {},
      {
        headers: { cookie: owner.cookie },
      },
    );
    expect(await retry.json()).toMatchObject({ status: "pay-at-collection" });

    const shown = await ctx.get(`/api/orders/${placed.orderId}`, {
      headers: { cookie: owner.cookie },
    });
    expect(await shown.json()).toMatchObject({
      order: { status: "pay-at-collection", paid: false },
    });
    const [order] = await ctx.db.select().from(orders).where(eq(orders.orderId, placed.orderId));
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

  it("refuses any other payment choice", async () => {
    const owner = await newCustomer(ctx);
    for (const payment of ["cash", "paid", "at-collection\u0000", 1]) {
      const res = await placeOrder(ctx, owner, { ...orderBody(owner), payment });
      expect(res.status).toBe(400);
    }
  });
});
