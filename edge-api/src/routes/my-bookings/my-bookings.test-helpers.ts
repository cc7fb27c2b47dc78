/** Shared by the "My bookings" route tests: a customer's order with its home-collection visit. */

import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { TestContext } from "../../../test/context.ts";
import { collectionVisits, orders, technicians } from "../../db/schema.ts";
import { orderHolder } from "../../services/collection-visits/visit-subjects.ts";
import { type StepRequest, takeStep } from "../../services/collection-visits/visits.ts";
import { confirmOrderVisits, openOrderVisits } from "../../services/orders/order-visits.ts";
import { type Customer, orderBody, pay, placedOrder } from "../orders/orders.test-helpers.ts";

/** 06:00 in India on 2026-12-01; the visits are on 2026-12-02 (windows from 07:00 India time). */
export const NOW = new Date("2026-12-01T00:30:00Z");
export const DAY = "2026-12-02";
export const DESK = "desk:desk@vyom.example";
export const chennai = (startsAt: string, day = DAY) => ({ areaId: "chennai", day, startsAt });

/** An order for home collection in Chennai on DAY, in the two-hour window starting at `startsAt`. */
export function orderFor(
  customer: Customer,
  extra: Record<string, unknown> = {},
  startsAt = "09:00",
) {
  const endsAt = `${String(Number(startsAt.slice(0, 2)) + 2).padStart(2, "0")}:00`;
  return {
    ...orderBody(customer),
    location: "chennai",
    address: { ...orderBody(customer).address, pincode: "600020" },
    appointment: { place: "home", date: DAY, timeSlot: `${startsAt}-${endsAt}` },
    ...extra,
  };
}

/**
 * The order's home-collection visit. Payment (or the confirmation of an order paid at collection)
 * already opened and confirmed it (services/orders/order-visits.ts); an order never paid still holds its window, and is opened
 * and confirmed here as the desk would.
 */
export async function visitOf(ctx: TestContext, orderId: string) {
  const subject = orderHolder(orderId);
  const opened = async () =>
    (await ctx.db.select().from(collectionVisits).where(eq(collectionVisits.subject, subject)))[0];
  const visit = await opened();
  if (visit) return visit;
  const [order] = await ctx.db.select().from(orders).where(eq(orders.orderId, orderId));
  if (!order) throw new Error(`no order ${orderId}`);
  const now = ctx.clock();
  const ids = await ctx.db.transaction((tx) => openOrderVisits(tx, order, now));
  expect(ids).toHaveLength(1);
  await confirmOrderVisits(ctx.db, ids, now);
  const confirmed = await opened();
  if (!confirmed) throw new Error(`no visit for ${subject}`);
  return confirmed;
}

export async function deskStep(ctx: TestContext, visitId: string, request: StepRequest) {
  const outcome = await takeStep(ctx.db, { visitId, request, actor: DESK, now: ctx.clock() });
  expect(outcome.kind).toBe("done");
}

/** An order paid through the test gateway, with its confirmed visit. */
export async function paidBooking(ctx: TestContext, customer: Customer, startsAt = "09:00") {
  const order = await placedOrder(ctx, customer, orderFor(customer, {}, startsAt));
  await pay(ctx, customer, order.orderId, "success");
  const visit = await visitOf(ctx, order.orderId);
  return { order, visit };
}

export async function newTechnician(ctx: TestContext) {
  const [technician] = await ctx.db
    .insert(technicians)
    .values({ name: "Murugan Selvam", mobileNumber: "9840012345" })
    .returning();
  return technician?.id ?? "";
}
