/**
 * Scans paid at the centre hold at most half of a centre machine's places of a day
 * (services/orders/order-limits.ts, as home windows cap orders paid at collection): many
 * accounts, or one script with many accounts, cannot fill a centre's day with unpaid bookings.
 * Past the share a person is told to pay online or choose another day, and nothing is booked.
 */
import { centres } from "@vyom/catalog";
import { scanSlotsOfDay } from "@vyom/catalog/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/context.ts";
import { centreSlotClaims, centreSlots } from "../../db/schema.ts";
import { orderLimitMessages } from "../../services/orders/order-limit-messages.ts";
import {
  type Customer,
  JAYANAGAR,
  newCustomer,
  placeOrder,
  scanOrderBody,
  weekdayAhead,
} from "./orders.test-helpers.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const centre = centres.find((each) => each.id === JAYANAGAR);

const scanBody = (self: Customer, date: string, timeSlot: string, payment: string) =>
  scanOrderBody(self, { date, timeSlot }, { payment });

describe("the share of a centre's day paid at the centre", () => {
  it("stops orders to pay at the centre at half the day's places, with a clear message; paying online still books", async () => {
    if (!centre) throw new Error("no Jayanagar centre in the catalogue");
    const day = weekdayAhead(20);
    const slots = scanSlotsOfDay(centre, day);
    // One place per slot that day: the share is half the slots.
    await ctx.db.insert(centreSlots).values(
      slots.map((timeSlot) => ({
        centreId: JAYANAGAR,
        modality: "mri",
        day,
        timeSlot,
        capacity: 1,
      })),
    );
    const share = Math.floor(slots.length / 2);
    expect(share).toBeGreaterThan(0);
    // Each from its own account: no one account's limits stop them first.
    for (const timeSlot of slots.slice(0, share)) {
      const who = await newCustomer(ctx);
      const res = await placeOrder(ctx, who, scanBody(who, day, timeSlot, "at-collection"));
      expect(res.status, await res.clone().text()).toBe(201);
    }
    const [nextSlot = ""] = slots.slice(share);
    const late = await newCustomer(ctx);
    const refused = await placeOrder(ctx, late, scanBody(late, day, nextSlot, "at-collection"));
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({
      error: "order-limit",
      message: orderLimitMessages.payAtCentreShare,
    });
    expect(orderLimitMessages.payAtCentreShare).toContain("Pay online");
    const kept = await ctx.db
      .select()
      .from(centreSlotClaims)
      .where(and(eq(centreSlotClaims.day, day), eq(centreSlotClaims.timeSlot, nextSlot)));
    expect(kept).toEqual([]);

    const online = await placeOrder(ctx, late, scanBody(late, day, nextSlot, "online"));
    expect(online.status).toBe(201);
  });

  it("two racing orders for the share's last place: one is booked, the other refused", async () => {
    if (!centre) throw new Error("no Jayanagar centre in the catalogue");
    const day = weekdayAhead(22);
    const slots = scanSlotsOfDay(centre, day);
    await ctx.db.insert(centreSlots).values(
      slots.map((timeSlot) => ({
        centreId: JAYANAGAR,
        modality: "mri",
        day,
        timeSlot,
        capacity: 1,
      })),
    );
    const share = Math.floor(slots.length / 2);
    for (const timeSlot of slots.slice(0, share - 1)) {
      const who = await newCustomer(ctx);
      expect(
        (await placeOrder(ctx, who, scanBody(who, day, timeSlot, "at-collection"))).status,
      ).toBe(201);
    }
    const [a = "", b = ""] = slots.slice(share - 1);
    const [one, two] = [await newCustomer(ctx), await newCustomer(ctx)];
    const results = await Promise.all([
      placeOrder(ctx, one, scanBody(one, day, a, "at-collection")),
      placeOrder(ctx, two, scanBody(two, day, b, "at-collection")),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 422]);
  });
});
