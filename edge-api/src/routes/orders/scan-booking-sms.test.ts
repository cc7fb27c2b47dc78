/**
 * A scan's booking SMS (docs/product.md#scan-booking), read from the development inbox the MSG91
 * simulator delivers into: once the payment lands (never before), at once when paid at the
 * centre, and never twice: a replayed order, a second payment post, a resend run or the payment's
 * booking step run again send nothing more. A payment that lands after its hold ran out while the
 * slot filled sends no confirmation: My bookings and the transactions list say the slot lapsed.
 */
import { MyBookingsAnswer, TransactionsAnswer } from "@vyom/catalog/contract/schemas";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/context.ts";
import { textsTo } from "../../../test/support/dev-inbox.ts";
import { centreSlotClaims, centreSlots, orders, visitNotices } from "../../db/schema.ts";
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD } from "../../env.ts";
import { sendDueNotices } from "../../services/collection-visits/visit-notices.ts";
import { openOrderVisits } from "../../services/orders/order-visits.ts";
import {
  type Customer,
  gatewayTokens,
  JAYANAGAR,
  newCustomer,
  newKey,
  type PlacedOrder,
  pay,
  placeOrder,
  postResult,
  scanOrderBody,
  weekdayAhead,
} from "./orders.test-helpers.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const scanBody = (self: Customer, date: string, timeSlot = "09:00-11:00", payment = "online") =>
  scanOrderBody(self, { date, timeSlot }, { payment });

const scanTexts = async (mobile: string) =>
  (await textsTo(ctx, mobile)).filter((text) => text.includes(" scan "));

/** The SMS's short day ("2 Dec"), as services/collection-visits/visit-notices.ts writes it. */
function shortDay(day: string): string {
  const [, month = "1", date = "1"] = day.split("-");
  const months = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split(" ");
  return `${Number(date)} ${months[Number(month) - 1]}`;
}

const expectedText = (reference: string, day: string, slot: string) =>
  `Your Vyom Diagnostics scan ${reference} is booked at Jayanagar on ${shortDay(day)}, ${slot}. No metal; tell us of implants. Details: vyom.example/my-bookings`;

/** What the resend job does: hand every due notice to MSG91 again. */
const resend = () =>
  sendDueNotices(ctx.db, {
    sms: ctx.deps.sms,
    logger: ctx.deps.logger,
    now: ctx.clock(),
    smsDailyBudget: ctx.env.SMS_DAILY_BUDGET,
  });

const noticesOf = async (orderId: string) => {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.orderId, orderId));
  return ctx.db
    .select({ kind: visitNotices.kind, state: visitNotices.state })
    .from(visitNotices)
    .where(eq(visitNotices.orderId, order?.id ?? ""));
};

describe("a scan's booking SMS", () => {
  it("paid online: nothing before the payment, one SMS after it, and never a second", async () => {
    const self = await newCustomer(ctx);
    const date = weekdayAhead(3);
    const key = newKey();
    const placed = (await (
      await placeOrder(ctx, self, scanBody(self, date), key)
    ).json()) as PlacedOrder;
    await resend();
    expect(await scanTexts(self.mobile)).toEqual([]);
    expect(await noticesOf(placed.orderId)).toEqual([]);

    const tokens = await gatewayTokens(ctx, self, placed.orderId);
    expect(
      (await postResult(ctx, placed.orderId, tokens.success, { cookie: self.cookie })).status,
    ).toBe(303);
    await expect
      .poll(() => scanTexts(self.mobile))
      .toEqual([expectedText(placed.reference, date, "09:00-11:00")]);

    // A second post of the gateway's answer, a replayed order, the resend job, the booking step
    // run again on the paid order: still one message.
    await postResult(ctx, placed.orderId, tokens.success, { cookie: self.cookie });
    expect((await placeOrder(ctx, self, scanBody(self, date), key)).status).toBe(200);
    const [row] = await ctx.db.select().from(orders).where(eq(orders.orderId, placed.orderId));
    if (!row) throw new Error("the order is gone");
    await ctx.db.transaction((tx) => openOrderVisits(tx, row, ctx.clock()));
    await resend();
    expect(await scanTexts(self.mobile)).toHaveLength(1);
    expect(await noticesOf(placed.orderId)).toEqual([{ kind: "scan-confirmed", state: "sent" }]);
  });

  it("paid at the centre: one SMS at once; a replayed order sends no second", async () => {
    const self = await newCustomer(ctx);
    const date = weekdayAhead(4);
    const key = newKey();
    const body = scanBody(self, date, "13:00-15:00", "at-collection");
    const placed = (await (await placeOrder(ctx, self, body, key)).json()) as PlacedOrder;
    expect(placed.status).toBe("pay-at-collection");
    await expect
      .poll(() => scanTexts(self.mobile))
      .toEqual([expectedText(placed.reference, date, "13:00-15:00")]);
    expect((await placeOrder(ctx, self, body, key)).status).toBe(200);
    await resend();
    expect(await scanTexts(self.mobile)).toHaveLength(1);
  });

  it("a failed payment sends nothing", async () => {
    const self = await newCustomer(ctx);
    const placed = (await (
      await placeOrder(ctx, self, scanBody(self, weekdayAhead(5)))
    ).json()) as PlacedOrder;
    await pay(ctx, self, placed.orderId, "failure");
    await resend();
    expect(await scanTexts(self.mobile)).toEqual([]);
  });
});

describe("a paid scan whose slot lapsed", () => {
  it("stays paid, sends no confirmation, and My bookings and the transactions list say the slot needs choosing again", async () => {
    const day = weekdayAhead(6);
    await ctx.db
      .insert(centreSlots)
      .values({ centreId: JAYANAGAR, modality: "mri", day, timeSlot: "11:00-13:00", capacity: 1 });
    const late = await newCustomer(ctx);
    const placed = (await (
      await placeOrder(ctx, late, scanBody(late, day, "11:00-13:00"))
    ).json()) as PlacedOrder;
    const tokens = await gatewayTokens(ctx, late, placed.orderId);
    // The hold runs out; someone else takes the one place; then the payment lands.
    ctx.clock.advance(11 * 60_000);
    try {
      const other = await newCustomer(ctx);
      const taken = await placeOrder(
        ctx,
        other,
        scanBody(other, day, "11:00-13:00", "at-collection"),
      );
      expect(taken.status).toBe(201);
      await postResult(ctx, placed.orderId, tokens.success, { cookie: late.cookie });
      await resend();

      const [order] = await ctx.db.select().from(orders).where(eq(orders.orderId, placed.orderId));
      expect(order?.status).toBe("paid");
      const claims = await ctx.db
        .select({ state: centreSlotClaims.state })
        .from(centreSlotClaims)
        .where(eq(centreSlotClaims.holder, `order:${placed.orderId}`));
      expect(claims).toEqual([{ state: "held" }]);
      expect(await scanTexts(late.mobile)).toEqual([]);

      const mine = MyBookingsAnswer.parse(
        await (await ctx.get("/api/my-bookings", { headers: { cookie: late.cookie } })).json(),
      );
      expect(mine.bookings[0]).toMatchObject({
        reference: placed.reference,
        payment: "paid-online",
        status: "received",
        centre: { day, timeSlot: "11:00-13:00", slotLapsed: true },
      });

      // On the server's machine, where the development password signs in.
      const staff = TransactionsAnswer.parse(
        await (
          await ctx.postJson(
            "/api/transactions-history/fetch-transactions",
            { emailAddress: DEV_ADMIN_EMAIL, password: DEV_ADMIN_PASSWORD },
            { address: "127.0.3.1" },
          )
        ).json(),
      );
      const row = staff.transactions.find((t) => t.orderId === placed.orderId);
      expect(row).toMatchObject({ paymentStatus: true, slotLapsed: true });
      const otherRow = staff.transactions.find((t) => t.orderId !== placed.orderId);
      expect(otherRow?.slotLapsed).toBeUndefined();
    } finally {
      ctx.clock.set(new Date());
    }
  });
});
