/**
 * The test gateway answers only the order's owner: its page hands out a token that marks the
 * order paid, so a stranger (no session, or another customer's) must get neither the page nor a
 * hearing for a token, and must not learn whether the order exists.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, paymentAttempts, transactions } from "../../src/db/schema.ts";
import { parseEnv } from "../../src/env.ts";
import {
  type Customer,
  gatewayPage,
  gatewayTokens,
  newCustomer,
  type PlacedOrder,
  placedOrder,
  postResult,
  serveTestArea,
} from "../../src/routes/orders/orders.test-helpers.ts";
import { createTestContext, PRODUCTION_ENV, type TestContext } from "../../test/context.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await serveTestArea(ctx);
});
afterAll(() => ctx.close());

async function checkout(): Promise<{ owner: Customer; placed: PlacedOrder }> {
  const owner = await newCustomer(ctx);
  return { owner, placed: await placedOrder(ctx, owner) };
}

/** The order, its transaction and its attempts as they stand. */
async function stateOf(orderId: string) {
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
    responseLog: transaction?.responseLog,
    updatedAt: transaction?.updatedAt.getTime(),
    attempts: attempts.map((attempt) => attempt.status),
  };
}

const UNPAID = { order: "payment-pending", paid: false, attempts: ["started"] };
/** A made-up order id of the right shape that no one has. */
const NO_SUCH_ORDER = "VYO-20250314-K7M2QX";

describe("the test gateway's page", () => {
  it("is 401 without a session: no page, no token", async () => {
    const { placed } = await checkout();
    const page = await gatewayPage(ctx, placed.orderId);
    expect(page.status).toBe(401);
    const html = await page.text();
    expect(html).toContain("Sign in to pay");
    expect(html).not.toContain('name="token"');
    expect(html).not.toContain(placed.orderId);

    const asJson = await ctx.get(`/api/payments/test-gateway/${placed.orderId}`);
    expect(asJson.status).toBe(401);
    expect(await asJson.json()).toMatchObject({ error: "login-required" });
  });

  it("is 404 for another customer's order, exactly as for an order that does not exist", async () => {
    const { placed } = await checkout();
    const stranger = await newCustomer(ctx);
    const page = await gatewayPage(ctx, placed.orderId, stranger.cookie);
    const missing = await gatewayPage(ctx, NO_SUCH_ORDER, stranger.cookie);
    expect([page.status, missing.status]).toEqual([404, 404]);
    const html = await page.text();
    expect(html).not.toContain('name="token"');
    expect(html).toBe(await missing.text());
    expect(await stateOf(placed.orderId)).toMatchObject(UNPAID);
  });
});

describe("the test gateway's result post", () => {
  it("refuses the owner's valid success token from a stranger: 401 without a session, 404 with another's", async () => {
    const { owner, placed } = await checkout();
    const stranger = await newCustomer(ctx);
    // The token leaked (a shared screen, a proxy log): it still pays nothing for anyone else.
    const { success } = await gatewayTokens(ctx, owner, placed.orderId);

    const anonymous = await postResult(ctx, placed.orderId, success);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("location")).toBeNull();
    const other = await postResult(ctx, placed.orderId, success, { cookie: stranger.cookie });
    expect(other.status).toBe(404);
    expect(await other.text()).toContain("There is no such order.");
    const asJson = await postResult(ctx, placed.orderId, success, {
      cookie: stranger.cookie,
      accept: "application/json",
    });
    expect(await asJson.json()).toEqual({ error: "not-found", message: "There is no such order." });

    expect(await stateOf(placed.orderId)).toMatchObject({ ...UNPAID, responseLog: "{}" });
  });

  it("lets the owner pay, and a replay of the token afterwards changes nothing, whoever sends it", async () => {
    const { owner, placed } = await checkout();
    const stranger = await newCustomer(ctx);
    const { success } = await gatewayTokens(ctx, owner, placed.orderId);
    const paid = await postResult(ctx, placed.orderId, success, { cookie: owner.cookie });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(`/cart-form/confirmation?orderId=${placed.orderId}`);
    const settled = await stateOf(placed.orderId);
    expect(settled).toMatchObject({ order: "paid", paid: true, attempts: ["succeeded"] });

    ctx.clock.advance(60_000);
    const replays = await Promise.all([
      postResult(ctx, placed.orderId, success, { cookie: owner.cookie }),
      postResult(ctx, placed.orderId, success, { cookie: stranger.cookie }),
      postResult(ctx, placed.orderId, success),
    ]);
    expect(replays.map((res) => res.status)).toEqual([303, 404, 401]);
    expect(replays[0]?.headers.get("location")).toBe(
      `/cart-form/confirmation?orderId=${placed.orderId}`,
    );
    expect(await stateOf(placed.orderId)).toEqual(settled);
  });
});

describe("the test gateway in production", () => {
  it("is never served, even when code hands the app a test gateway", async () => {
    const { owner, placed } = await checkout();
    const { success } = await gatewayTokens(ctx, owner, placed.orderId);
    const app = ctx.appWith({ env: parseEnv(PRODUCTION_ENV) });
    const bindings = { incoming: { socket: { remoteAddress: "203.0.113.10" } } };
    const page = await app.request(
      `/api/payments/test-gateway/${placed.orderId}`,
      { headers: { cookie: owner.cookie } },
      bindings,
    );
    expect(page.status).toBe(404);
    const result = await app.request(
      `/api/payments/test-gateway/${placed.orderId}/result`,
      {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie: owner.cookie },
        body: new URLSearchParams({ token: success }).toString(),
      },
      bindings,
    );
    // Not even let past the API's JSON-only guard: in production its path is no callback's.
    expect(result.status).toBe(415);
    expect(await stateOf(placed.orderId)).toMatchObject(UNPAID);
  });
});
