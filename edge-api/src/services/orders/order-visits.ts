/**
 * A home-collection order's windows and visits (docs/product.md#collection-windows,
 * docs/product.md#collection-visits). Placing the order holds its window (and, for a fasting test
 * with a post-meal one, the post-meal window) in the placing transaction; the payment's success,
 * or the customer's confirmation of an order paid at collection (order-confirmation.ts), books
 * the places and opens the visits; the visits are then confirmed by "system" so the customer sees
 * "confirmed" and gets the SMS.
 *
 * A failed or abandoned payment keeps nothing: its hold simply runs out (an expired hold counts
 * for nobody), and a retry paid in time still finds its place. A hold that ran out while the
 * window filled leaves the order paid and its visit open but unconfirmed, with a timeline note,
 * for the desk to move.
 */
import { healthPackages, labTests } from "@vyom/catalog";
import { type WindowFastingRule, windowMessages, windowNeedsOf } from "@vyom/catalog/contract";
import { and, eq, inArray, ne } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { type OrderLine, transactions, visitEvents, windowClaims } from "../../db/schema.ts";
import type { Transaction } from "../../db/types.ts";
import { confirmSlot } from "../centre-slots/centre-slots.ts";
import { orderHolder, postMealHolder } from "../collection-visits/visit-subjects.ts";
import { openVisit, takeStep } from "../collection-visits/visits.ts";
import {
  claimWindow,
  confirmClaim,
  type WindowPlaces,
} from "../collection-windows/collection-windows.ts";
import type { OrderRow } from "../payments/payments.service.ts";
import { queueScanConfirmed } from "./scan-notice.ts";

const testRules = new Map(labTests.map((test) => [test.corpId, test.fasting]));
const packageRules = new Map(healthPackages.map((pkg) => [pkg.corpId, pkg.fasting]));

const ruleOf = (line: Pick<OrderLine, "kind" | "corpId">): WindowFastingRule =>
  (line.kind === "test" ? testRules.get(line.corpId) : packageRules.get(line.corpId)) ?? "none";

/** What the order's windows must allow for, from the catalogue's fasting rules of its lines. */
export const windowNeedsOfLines = (lines: Pick<OrderLine, "kind" | "corpId">[]) =>
  windowNeedsOf(lines.map(ruleOf));

/** The window's start of a time slot ("07:00-09:00" → "07:00"). */
export const slotStart = (timeSlot: string) => timeSlot.slice(0, 5);

export type OrderWindowsOutcome =
  | { kind: "held" }
  | { kind: "full"; alternatives: WindowPlaces[] }
  | { kind: "refused"; message: string };

/** Holds the order's window (and its post-meal window) inside the placing transaction. */
export async function claimOrderWindows(
  tx: Transaction,
  input: { areaId: string; order: OrderRow; now: Date },
): Promise<OrderWindowsOutcome> {
  const { areaId, order, now } = input;
  const { date, timeSlot, postMealTimeSlot } = order.appointment;
  const wanted = [{ holder: orderHolder(order.orderId), timeSlot }];
  if (postMealTimeSlot)
    wanted.push({ holder: postMealHolder(order.orderId), timeSlot: postMealTimeSlot });
  for (const { holder, timeSlot: slot } of wanted) {
    const claim = await claimWindow(tx, {
      areaId,
      day: date,
      startsAt: slotStart(slot),
      holder,
      now,
    });
    if (claim.kind === "full") return { kind: "full", alternatives: claim.alternatives };
    if (claim.kind === "started") return { kind: "refused", message: windowMessages.started };
    if (claim.kind === "no-such-window")
      return { kind: "refused", message: windowMessages.noWindow };
  }
  return { kind: "held" };
}

/**
 * Books the order's places and opens its visits (in the caller's transaction, e.g. the one that
 * marks it paid, or the customer's confirmation). Answers the visits whose place is booked, for `confirmOrderVisits` after the
 * commit. A place lost while the hold ran out opens the visit unconfirmed, noted on its timeline.
 */
export async function openOrderVisits(
  tx: Transaction,
  order: Pick<OrderRow, "orderId" | "lines" | "appointment">,
  now: Date,
): Promise<string[]> {
  // A scan at a centre has no visit to open: its slot's place is booked
  // (services/orders/scan-slot.ts); a centre visit without a scan holds no place.
  // Booked, its SMS is queued (once per order: scan-notice.ts). Lapsed (the hold ran out and the
  // slot filled), the order stays paid with its place held no longer: My bookings and the
  // transactions list say so (services/my-bookings/my-bookings.ts), and the lab calls.
  if (order.appointment.place !== "home") {
    const slot = await confirmSlot(tx, { holder: orderHolder(order.orderId), now });
    if (slot === "booked") await queueScanConfirmed(tx, order.orderId, now);
    return [];
  }
  const holders = [orderHolder(order.orderId), postMealHolder(order.orderId)];
  const claims = await tx
    .select({ holder: windowClaims.holder })
    .from(windowClaims)
    .where(and(inArray(windowClaims.holder, holders), ne(windowClaims.state, "released")));
  if (claims.length === 0) return [];
  // The visit (and every SMS about it, services/collection-visits/visit-notices.ts) goes to the
  // account holder's number, the order's payer: a member may have no mobile of their own (a
  // child, an elderly parent), and one they have is never texted.
  const [payer] = await tx
    .select({ mobileNumber: transactions.mobileNumber })
    .from(transactions)
    .where(eq(transactions.orderId, order.orderId));
  if (!payer) throw new Error(`order ${order.orderId} has no transaction`);
  const split = claims.some((claim) => claim.holder === postMealHolder(order.orderId));
  const toConfirm: string[] = [];
  for (const { holder } of claims) {
    const postMeal = holder === postMealHolder(order.orderId);
    // With a post-meal window, its tests go to that visit and the rest to the fasting one.
    const tests = order.lines
      .filter((line) => !split || (ruleOf(line) === "postprandial") === postMeal)
      .map((line) => line.name);
    const booked = await confirmClaim(tx, { holder, now });
    if (booked.kind === "no-claim") continue;
    const visit = await openVisit(tx, {
      subject: holder,
      mobileNumber: payer.mobileNumber,
      tests,
      window: booked.window,
      now,
    });
    if (booked.kind === "booked") {
      toConfirm.push(visit.id);
    } else {
      await tx.insert(visitEvents).values({
        visitId: visit.id,
        kind: "window-lapsed",
        detail: { day: booked.window.day, startsAt: booked.window.startsAt },
        at: now,
      });
    }
  }
  return toConfirm;
}

/** After the commit: each booked visit is confirmed by "system" (the customer's SMS leaves). */
export async function confirmOrderVisits(db: Database, visitIds: string[], now: Date) {
  for (const visitId of visitIds) {
    await takeStep(db, { visitId, request: { step: "confirm" }, actor: "system", now });
  }
}
