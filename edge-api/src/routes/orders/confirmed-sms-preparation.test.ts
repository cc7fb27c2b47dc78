/**
 * The visit-confirmed SMS says how to prepare (catalog/src/contract/preparation.ts), read from the
 * development inbox the MSG91 simulator delivers into: each visit of an order its own tests'
 * strictest rule, as the confirmation page shows them.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/context.ts";
import { textsTo } from "../../../test/support/dev-inbox.ts";
import {
  confirmedAtCollection,
  indiaDate,
  newCustomer,
  orderBody,
  serveTestArea,
} from "./orders.test-helpers.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  // 10:00 in India: tomorrow's morning windows are all ahead.
  ctx.clock.set(new Date(`${indiaDate(0)}T04:30:00Z`));
  await serveTestArea(ctx);
});
afterAll(() => ctx.close());

const LIPID = { corpId: "10004", kind: "test", memberIndex: 0 }; // 10-12 hours fasting
const POST_MEAL = { corpId: "10020", kind: "test", memberIndex: 0 }; // 2 hours after a meal
const CBC = { corpId: "10001", kind: "test", memberIndex: 0 }; // no fasting

const home = (timeSlot: string, extra: Record<string, unknown> = {}) => ({
  appointment: { place: "home", date: indiaDate(1, ctx.clock()), timeSlot, ...extra },
});

const confirmedTexts = async (mobile: string) =>
  (await textsTo(ctx, mobile)).filter((text) => text.includes("is confirmed for"));

describe("the visit-confirmed SMS", () => {
  it("tells the fasting visit to fast and the post-meal visit when it is taken", async () => {
    const customer = await newCustomer(ctx);
    const order = await confirmedAtCollection(
      ctx,
      customer,
      orderBody(customer, {
        lines: [LIPID, POST_MEAL],
        ...home("07:00-09:00", { postMealTimeSlot: "11:00-13:00" }),
      }),
    );
    await expect.poll(() => confirmedTexts(customer.mobile)).toHaveLength(2);
    expect((await confirmedTexts(customer.mobile)).sort()).toEqual([
      expect.stringMatching(
        new RegExp(
          `${order.reference} is confirmed for .*, 07:00-09:00\\. Fast 10-12 h before\\.$`,
        ),
      ),
      expect.stringMatching(
        new RegExp(
          `${order.reference} is confirmed for .*, 11:00-13:00\\. Sample 2 h after a meal\\.$`,
        ),
      ),
    ]);
  });

  it("says no preparation is needed when no test of the visit asks for one", async () => {
    const customer = await newCustomer(ctx);
    const order = await confirmedAtCollection(
      ctx,
      customer,
      orderBody(customer, { lines: [CBC], ...home("09:00-11:00") }),
    );
    await expect
      .poll(() => confirmedTexts(customer.mobile))
      .toEqual([
        `Your Vyom Diagnostics home collection ${order.reference} is confirmed for ${shortDay(1)}, 09:00-11:00. No preparation needed.`,
      ]);
  });
});

/** The SMS's own short day ("2 Dec"), as services/collection-visits/visit-notices.ts writes it. */
function shortDay(days: number): string {
  const [, month = "1", day = "1"] = indiaDate(days, ctx.clock()).split("-");
  const months = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split(" ");
  return `${Number(day)} ${months[Number(month) - 1]}`;
}
