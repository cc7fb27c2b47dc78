/**
 * The admin records that the technician collected a pay-at-collection order's amount: the order
 * and its transaction become paid, once, whoever else taps at the same time; nobody but an admin
 * can do it, and an order paid online cannot be "collected".
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { devAdminCookie } from "../../../test/admins.ts";
import { createTestContext, type TestContext } from "../../../test/context.ts";
import { auditLog, collectionVisits, orders, transactions, visitEvents } from "../../db/schema.ts";
import { DEV_ADMIN_EMAIL } from "../../env.ts";
import {
  confirmedAtCollection,
  newCustomer,
  orderBody,
  pay,
  placedOrder,
  serveTestArea,
} from "../orders/orders.test-helpers.ts";

let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await createTestContext();
  await serveTestArea(ctx);
  admin = await devAdminCookie(ctx);
});
afterAll(() => ctx.close());

const collected = (orderId: string, body: unknown, headers: Record<string, string> = {}) =>
  ctx.postJson(`/api/admin/orders/${orderId}/paid-at-collection`, body, {
    headers: { cookie: admin, ...headers },
  });

async function atCollectionOrder() {
  const owner = await newCustomer(ctx);
  const order = await confirmedAtCollection(ctx, owner, orderBody(owner));
  return { owner, order };
}

/** The order's transaction as the admin's Transaction History lists it. */
async function listed(orderId: string) {
  const res = await ctx.postJson(
    "/api/transactions-history/fetch-transactions",
    {},
    { headers: { cookie: admin } },
  );
  const { transactions: rows } = (await res.json()) as {
    transactions: { orderId: string; paymentStatus: boolean; payAtCollection: boolean }[];
  };
  return rows.find((row) => row.orderId === orderId);
}

async function stored(orderId: string) {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.orderId, orderId));
  const [transaction] = await ctx.db
    .select()
    .from(transactions)
    .where(eq(transactions.orderId, orderId));
  return { order, transaction };
}

/** The order's visit events of being paid at collection, and its audit entries. */
async function trail(orderId: string) {
  const subject = `order:${orderId}`;
  const events = await ctx.db
    .select({ kind: visitEvents.kind, detail: visitEvents.detail })
    .from(visitEvents)
    .innerJoin(collectionVisits, eq(collectionVisits.id, visitEvents.visitId))
    .where(and(eq(collectionVisits.subject, subject), eq(visitEvents.kind, "paid-at-collection")));
  const audit = await ctx.db
    .select({ actor: auditLog.actor, action: auditLog.action, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.subject, subject), eq(auditLog.action, "mark-paid")));
  return { events, audit };
}

describe("POST /api/admin/orders/:orderId/paid-at-collection", () => {
  it("pays the order and its transaction, saying how, who and when; the customer sees it paid", async () => {
    const { owner, order } = await atCollectionOrder();
    expect(await listed(order.orderId)).toMatchObject({
      paymentStatus: false,
      payAtCollection: true,
    });
    const res = await collected(order.orderId, { method: "upi" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ orderId: order.orderId, status: "paid" });

    const { order: row, transaction } = await stored(order.orderId);
    expect(row?.status).toBe("paid");
    expect(transaction?.paymentStatus).toBe(true);
    expect(JSON.parse(transaction?.responseLog ?? "{}")).toEqual({
      paidAtCollection: {
        method: "upi",
        amount: order.amount,
        recordedBy: DEV_ADMIN_EMAIL,
        at: ctx.clock().toISOString(),
      },
    });
    expect(await listed(order.orderId)).toMatchObject({
      paymentStatus: true,
      payAtCollection: false,
    });
    const shown = await ctx.get(`/api/orders/${order.orderId}`, {
      headers: { cookie: owner.cookie },
    });
    expect(await shown.json()).toMatchObject({ order: { status: "paid", paid: true } });
    // In the same transaction: the visit's timeline and the audit log say it, as the desk's do.
    expect(await trail(order.orderId)).toEqual({
      events: [{ kind: "paid-at-collection", detail: { method: "upi" } }],
      audit: [
        {
          actor: `admin:${DEV_ADMIN_EMAIL}`,
          action: "mark-paid",
          after: { payment: "paid", method: "upi" },
        },
      ],
    });
  });

  it("ten desks marking it at once change it once; a later repeat answers the same", async () => {
    const { order } = await atCollectionOrder();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        collected(order.orderId, { method: i % 2 ? "cash" : "upi" }),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(answers.map(() => 200));
    const first = (await stored(order.orderId)).transaction?.responseLog;
    const repeat = await collected(order.orderId, { method: "cash" });
    expect(repeat.status).toBe(200);
    expect((await stored(order.orderId)).transaction?.responseLog).toBe(first);
    const changed = ctx.logger.records.filter(
      (record) =>
        record.event === "order.paid-at-collection" &&
        record.orderId === order.orderId &&
        record.changed === true,
    );
    expect(changed).toHaveLength(1);
    const { events, audit } = await trail(order.orderId);
    expect([events.length, audit.length]).toEqual([1, 1]);
  });

  it("refuses an order paid online, paid or not: the technician collected nothing for it", async () => {
    const owner = await newCustomer(ctx);
    const waiting = await placedOrder(ctx, owner);
    const refused = await collected(waiting.orderId, { method: "cash" });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: "not-paid-at-collection",
      message: "This order is not paid at collection.",
    });
    expect((await stored(waiting.orderId)).order?.status).toBe("payment-pending");

    await pay(ctx, owner, waiting.orderId, "success");
    const afterPaying = await collected(waiting.orderId, { method: "cash" });
    expect(afterPaying.status).toBe(409);
    expect(
      JSON.parse((await stored(waiting.orderId)).transaction?.responseLog ?? "{}"),
    ).not.toHaveProperty("paidAtCollection");
  });

  it("answers 404 for an order that does not exist", async () => {
    const res = await collected("VYO-20260101-ABCDEF", { method: "cash" });
    expect(res.status).toBe(404);
  });

  it("is the admin's alone: no session, a customer's session, or a cross-site request change nothing", async () => {
    const { owner, order } = await atCollectionOrder();
    const path = `/api/admin/orders/${order.orderId}/paid-at-collection`;
    const without = await ctx.postJson(path, { method: "cash" });
    expect(without.status).toBe(401);
    const asCustomer = await ctx.postJson(
      path,
      { method: "cash" },
      { headers: { cookie: owner.cookie } },
    );
    expect(asCustomer.status).toBe(401);
    const crossSite = await collected(
      order.orderId,
      { method: "cash" },
      { "sec-fetch-site": "cross-site", origin: "https://evil.example" },
    );
    expect(crossSite.status).toBe(403);
    expect((await stored(order.orderId)).order?.status).toBe("pay-at-collection");
  });

  it("refuses a malformed order id or body with 400, changing nothing", async () => {
    const { order } = await atCollectionOrder();
    for (const orderId of ["VYO-2026\u0000-ABCDEF", "%F0%9F", "x".repeat(300)]) {
      const res = await collected(orderId, { method: "cash" });
      expect(res.status, orderId).toBe(400);
    }
    for (const body of [
      {},
      { method: "card" },
      { method: "cash\u0000" },
      { method: "\ud800" },
      { method: ["cash"] },
      JSON.parse(`${"[".repeat(500)}${"]".repeat(500)}`),
    ]) {
      const res = await collected(order.orderId, body);
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    expect((await stored(order.orderId)).order?.status).toBe("pay-at-collection");
  });
});
