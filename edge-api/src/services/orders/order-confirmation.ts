/**
 * Confirming an order paid at collection (docs/product.md#checkout-and-payment). Placing one for
 * home collection holds its window's place as an online payment's does (`claimWindow` in
 * services/collection-windows/collection-windows.ts, for WINDOW_HOLD_MINUTES); until its customer
 * confirms it, nothing is booked, no visit is opened (the desk has nothing to collect) and no SMS
 * is sent, and once the hold has run out its place counts for nobody. The guarantees:
 *
 * - Only the order's own customer confirms it: anyone else's order is not found.
 * - Once: the order's row is locked, so a replay or a concurrent confirm finds it confirmed and is
 *   answered with the same order, opening no second visit and queueing no second SMS.
 * - Within the limits: the account's and the area-day's (order-limits.ts) are read again, the
 *   order not counted against itself, so holds that ran out cannot be confirmed past them.
 * - A hold still running is booked; one that ran out is booked only if its window still has a
 *   place (counted under the window row's lock, as every claim is); a fasting sample and its
 *   post-meal one are booked together or not at all. Refused, nothing changes.
 */
import { and, asc, eq, inArray, ne } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { orders, windowClaims } from "../../db/schema.ts";
import type { Transaction } from "../../db/types.ts";
import { orderSubjects } from "../collection-visits/visit-subjects.ts";
import { confirmClaim, windowHasStarted } from "../collection-windows/collection-windows.ts";
import type { OrderRow } from "../payments/payments.service.ts";
import { orderLimitRefusal } from "./order-limits.ts";
import { openOrderVisits } from "./order-visits.ts";

export type ConfirmOutcome =
  | { kind: "not-found" }
  /** An order paid online: its payment books it. */
  | { kind: "paid-online" }
  | { kind: "limit"; message: string }
  /** The hold ran out and its window filled (or started) meanwhile: nothing booked. */
  | { kind: "no-longer-free" }
  /** `visitIds`: the visits this confirmation opened, to confirm after the commit (none on a replay). */
  | { kind: "confirmed"; order: OrderRow; visitIds: string[] };

/** Thrown inside the confirming transaction so that a pair of windows is booked whole or not at all. */
class NoLongerFree extends Error {}

const liveClaimsOf = (db: Database | Transaction, orderId: string) =>
  db
    .select()
    .from(windowClaims)
    .where(
      and(inArray(windowClaims.holder, orderSubjects(orderId)), ne(windowClaims.state, "released")),
    )
    .orderBy(asc(windowClaims.startsAt));

/** When the order's place stops being held, while it awaits its confirmation. */
export async function heldUntilOf(db: Database, order: OrderRow): Promise<Date | undefined> {
  if (order.status !== "awaiting-confirmation") return undefined;
  const ends = (await liveClaimsOf(db, order.orderId))
    .map((claim) => claim.heldUntil?.getTime())
    .filter((time) => time !== undefined);
  return ends.length > 0 ? new Date(Math.min(...ends)) : undefined;
}

export async function confirmAtCollection(
  db: Database,
  input: { userId: string; orderId: string; now: Date },
): Promise<ConfirmOutcome> {
  const { userId, orderId, now } = input;
  try {
    return await db.transaction(async (tx): Promise<ConfirmOutcome> => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.orderId, orderId), eq(orders.userId, userId)))
        .for("update");
      if (!order) return { kind: "not-found" };
      // Confirmed before (and maybe paid since): answered as it is, changing nothing.
      if (order.status === "pay-at-collection" || order.status === "paid")
        return { kind: "confirmed", order, visitIds: [] };
      if (order.status !== "awaiting-confirmation") return { kind: "paid-online" };
      const claims = await liveClaimsOf(tx, order.orderId);
      const refusal = await orderLimitRefusal(tx, {
        userId,
        date: order.appointment.date,
        payment: "at-collection",
        areaId: claims[0]?.areaId,
        now,
        exceptOrderId: order.orderId,
      });
      if (refusal) return { kind: "limit", message: refusal };
      if (claims.length === 0) return { kind: "no-longer-free" };
      for (const claim of claims) {
        if (windowHasStarted(claim.day, claim.startsAt, now)) throw new NoLongerFree();
        const booked = await confirmClaim(tx, { holder: claim.holder, now });
        if (booked.kind !== "booked") throw new NoLongerFree();
      }
      const [confirmed] = await tx
        .update(orders)
        .set({ status: "pay-at-collection", updatedAt: now })
        .where(eq(orders.id, order.id))
        .returning();
      if (!confirmed) throw new Error(`order ${orderId} vanished while confirmed`);
      const visitIds = await openOrderVisits(tx, confirmed, now);
      return { kind: "confirmed", order: confirmed, visitIds };
    });
  } catch (error) {
    if (error instanceof NoLongerFree) return { kind: "no-longer-free" };
    throw error;
  }
}
