/** Shared by the "My bookings" route tests: a customer's order with its home-collection visit. */
import { expect } from "vitest";
import type { TestContext } from "../../../test/context.ts";
import { technicians } from "../../db/schema.ts";
import { openVisit, type StepRequest, takeStep } from "../../services/collection-visits/visits.ts";
import { claimWindow } from "../../services/collection-windows/collection-windows.ts";
import { type Customer, orderBody, pay, placedOrder } from "../orders/orders.test-helpers.ts";

/** 06:00 in India on 2026-12-01; the visits are on 2026-12-02 (windows from 07:00 India time). */
export const NOW = new Date("2026-12-01T00:30:00Z");
export const DAY = "2026-12-02";
export const DESK = "desk:desk@vyom.example";
export const chennai = (startsAt: string, day = DAY) => ({ areaId: "chennai", day, startsAt });

export function orderFor(customer: Customer, extra: Record<string, unknown> = {}) {
  return {
    ...orderBody(customer),
    address: { ...orderBody(customer).address, pincode: "600020" },
    appointment: { place: "home", date: DAY, timeSlot: "09:00-11:00" },
    ...extra,
  };
}

/** Opens the order's visit in a window (as checkout does) and confirms it (as the desk does). */
export async function visitOf(
  ctx: TestContext,
  customer: Customer,
  orderId: string,
  startsAt = "09:00",
) {
  const subject = `order:${orderId}`;
  const now = ctx.clock();
  const claim = await claimWindow(ctx.db, { ...chennai(startsAt), holder: subject, now });
  expect(claim.kind).toBe("held");
  const visit = await openVisit(ctx.db, {
    subject,
    mobileNumber: customer.mobile,
    tests: ["Complete Blood Count"],
    window: chennai(startsAt),
    now,
  });
  await deskStep(ctx, visit.id, { step: "confirm" });
  return visit;
}

export async function deskStep(ctx: TestContext, visitId: string, request: StepRequest) {
  const outcome = await takeStep(ctx.db, { visitId, request, actor: DESK, now: ctx.clock() });
  expect(outcome.kind).toBe("done");
}

/** An order paid through the test gateway, with its confirmed visit. */
export async function paidBooking(ctx: TestContext, customer: Customer, startsAt = "09:00") {
  const order = await placedOrder(ctx, customer, orderFor(customer));
  await pay(ctx, customer, order.orderId, "success");
  const visit = await visitOf(ctx, customer, order.orderId, startsAt);
  return { order, visit };
}

export async function newTechnician(ctx: TestContext) {
  const [technician] = await ctx.db
    .insert(technicians)
    .values({ name: "Murugan Selvam", mobileNumber: "9840012345" })
    .returning();
  return technician?.id ?? "";
}
