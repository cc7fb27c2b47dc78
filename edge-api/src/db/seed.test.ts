import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../test/context.ts";
import { bookings, transactions } from "./schema.ts";
import { demoTransactions, seedDemoData } from "./seed.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

describe("seedDemoData", () => {
  it("adds ~30 transactions and a few bookings, once", async () => {
    const first = await seedDemoData(ctx.db, ctx.clock());
    expect(first.transactions).toBe(30);
    expect(first.bookings).toBeGreaterThanOrEqual(3);
    ctx.clock.advance(24 * 60 * 60 * 1000);
    expect(await seedDemoData(ctx.db, ctx.clock())).toEqual({ transactions: 0, bookings: 0 });
    const [t] = await ctx.db.select({ n: count() }).from(transactions);
    const [b] = await ctx.db.select({ n: count() }).from(bookings);
    expect(t?.n).toBe(30);
    expect(b?.n).toBe(first.bookings);
  });

  it("makes realistic rows: paid and unpaid, catalogue products, JSON logs, last 60 days", () => {
    const now = new Date("2025-03-14T06:00:00Z");
    const rows = demoTransactions(now);
    expect(rows.some((r) => r.paymentStatus)).toBe(true);
    expect(rows.some((r) => !r.paymentStatus)).toBe(true);
    for (const row of rows) {
      expect(row.mobileNumber).toMatch(/^[6-9]\d{9}$/);
      expect(row.products.length).toBeGreaterThan(0);
      expect(row.amount).toBe(row.products.reduce((sum, p) => sum + p.price, 0));
      const log = JSON.parse(row.responseLog) as { txnid: string; status: string };
      expect(log.txnid).toBe(row.orderId);
      expect(log.status === "success").toBe(row.paymentStatus);
      const age = now.getTime() - row.updatedAt.getTime();
      expect(age).toBeLessThan(61 * 24 * 60 * 60 * 1000);
    }
  });

  it("is listed by fetch-transactions newest first", async () => {
    const res = await ctx.postJson("/api/transactions-history/fetch-transactions", {
      emailAddress: ctx.env.ADMIN_EMAIL,
      password: ctx.env.ADMIN_PASSWORD,
    });
    const body = (await res.json()) as { transactions: { updatedAt: string }[] };
    const times = body.transactions.map((t) => Date.parse(t.updatedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(times).toHaveLength(30);
  });
});
