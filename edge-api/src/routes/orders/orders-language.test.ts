/**
 * `language` on POST /api/orders: the language of the order's SMS, stored on the order and on its
 * notices; a scan paid at the centre is texted at once in it. Anything else is 400 and places
 * nothing; the language never changes who is texted or how many times.
 */
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/context.ts";
import { textsTo } from "../../../test/support/dev-inbox.ts";
import { orders, visitNotices } from "../../db/schema.ts";
import {
  newCustomer,
  type PlacedOrder,
  placeOrder,
  scanOrderBody,
  weekdayAhead,
} from "./orders.test-helpers.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const inbox = (mobile: string) => textsTo(ctx, mobile);

const orderCount = async () => (await ctx.db.select({ n: count() }).from(orders))[0]?.n ?? 0;

describe("POST /api/orders with a language", () => {
  it("texts a scan paid at the centre in Tamil, once, to the account's number", async () => {
    const customer = await newCustomer(ctx);
    const before = (await inbox(customer.mobile)).length;
    const body = scanOrderBody(customer, { date: weekdayAhead(3) }, { payment: "at-collection" });
    const res = await placeOrder(ctx, customer, { ...body, language: "ta" });
    expect(res.status).toBe(201);
    const { orderId } = (await res.json()) as PlacedOrder;
    const [order] = await ctx.db.select().from(orders).where(eq(orders.orderId, orderId));
    expect(order?.language).toBe("ta");
    const notices = await ctx.db
      .select()
      .from(visitNotices)
      .where(eq(visitNotices.orderId, order?.id ?? ""));
    expect(notices.map((n) => [n.kind, n.language])).toEqual([["scan-confirmed", "ta"]]);
    // Its values are kept in English; the adapter writes them in Tamil.
    expect(notices[0]?.variables.PREP).toBe("No metal; tell us of implants");
    // Sent after the answer (visit-notices.ts `drainVisitNotices`).
    const scanTexts = async () =>
      (await inbox(customer.mobile)).filter((text) => text.includes("ஸ்கேன்"));
    await expect.poll(async () => (await scanTexts()).length).toBe(1);
    const scan = await scanTexts();
    expect(await inbox(customer.mobile)).toHaveLength(before + 1);
    expect(scan[0]).toContain("உலோகம் கூடாது; உள்வைப்பு சொல்க");
    expect(scan[0]).toContain("vyom.example/my-bookings");
    expect(scan[0]).not.toMatch(/[\u0BE6-\u0BEF]/);
  });

  it.each([
    ["another code", "fr"],
    ["a NUL", "ta\u0000"],
    ["a lone surrogate", "\uDC00"],
    ["an object", { code: "ta" }],
  ])("refuses %s with 400 and places nothing", async (_, language) => {
    const customer = await newCustomer(ctx);
    const before = await orderCount();
    const body = scanOrderBody(customer, { date: weekdayAhead(4) }, { payment: "at-collection" });
    const res = await placeOrder(ctx, customer, { ...body, language });
    expect(res.status).toBe(400);
    expect(await orderCount()).toBe(before);
  });
});
