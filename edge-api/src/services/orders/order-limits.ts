/**
 * How much of the shared collection capacity one account and one client address may hold
 * (docs/security.md, "One account fills a day's collection windows"). A place is shared by every
 * patient of the area: without these, one sign-up placed 48 pay-at-collection orders in under
 * 4 s and filled every window of an area-day, each texting a confirmation.
 *
 * - per client address (`clientGroup`): `perClient` orders an hour, counted before anything is
 *   read (generous: a CGNAT address is many phones);
 * - per account and collection day: `perAccountDay` orders (a family books each member in its own
 *   order at most that often; one order already takes every member);
 * - per account: `openPayAtCollection` upcoming orders paid at collection, which hold places
 *   without any payment behind them;
 * - per area and day: orders paid at collection hold at most `payAtCollectionShare` of the day's
 *   places, so many accounts together cannot take a day from those who pay; likewise per centre
 *   machine and day for scans paid at the centre (services/centre-slots/centre-slots.ts).
 * An order paid at collection that awaits its customer's confirmation counts only while its hold
 * runs (order-confirmation.ts): a burst of unconfirmed orders frees the account's limits and the
 * area-day when the hold ends. Confirming checks the limits again, so holds that ran out cannot be
 * confirmed past them.
 * The account's counts are read after locking the account's row in the placing (or confirming)
 * transaction, and an area-day's unpaid places after locking the area's row, so concurrent orders
 * are counted one after another, never all "under the limit".
 */
import type { Centre, CentreService } from "@vyom/catalog";
import { indiaDate } from "@vyom/catalog/contract";
import { and, count, eq, exists, gt, gte, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import { orders, serviceAreas, users, windowClaims } from "../../db/schema.ts";
import type { Transaction } from "../../db/types.ts";
import { unpaidPlacesOfDay } from "../centre-slots/centre-slots.ts";
import { loadOfDay } from "../collection-windows/collection-windows.ts";
import type { RateLimitRule } from "../rate-limit/rate-limit.ts";
import { orderCounts, orderLimitMessages } from "./order-limit-messages.ts";

export const orderLimits = {
  perClient: { name: "orders-client", limit: 20, windowMs: 60 * 60_000 },
  perAccountDay: orderCounts.perAccountDay,
  openPayAtCollection: orderCounts.openPayAtCollection,
  payAtCollectionShare: 0.5,
} as const satisfies {
  perClient: RateLimitRule;
  perAccountDay: number;
  openPayAtCollection: number;
  payAtCollectionShare: number;
};

// An order's claims are held as orderHolder and postMealHolder name them
// (services/collection-visits/visit-subjects.ts).
const claimOfOrder = sql`${windowClaims.holder} in ('order:' || ${orders.orderId}, 'order:' || ${orders.orderId} || ':post-meal')`;

/** The order still holds a place it has not booked: its hold has not run out. */
const holdRuns = (tx: Transaction, now: Date) =>
  exists(
    tx
      .select({ holder: windowClaims.holder })
      .from(windowClaims)
      .where(and(claimOfOrder, eq(windowClaims.state, "held"), gt(windowClaims.heldUntil, now))),
  );

/** Paid at collection: confirmed, or awaiting its confirmation while its hold runs. */
const unpaidKeepingAPlace = (tx: Transaction, now: Date) =>
  or(
    eq(orders.status, "pay-at-collection"),
    and(eq(orders.status, "awaiting-confirmation"), holdRuns(tx, now)),
  );

/**
 * Why the account may not place this order now, or undefined. Call inside the placing (or
 * confirming) transaction, before the order is written: it locks the account's row until the
 * commit.
 */
export async function orderLimitRefusal(
  tx: Transaction,
  input: {
    userId: string;
    date: string;
    payment: "online" | "at-collection";
    /** The collection address's area; none for a visit to the centre. */
    areaId: string | undefined;
    /** A scan's centre and machine (services/orders/scan-slot.ts); none for anything else. */
    scanAt?: { centre: Centre; modality: CentreService } | undefined;
    now: Date;
    /** The order being confirmed: not counted against itself. */
    exceptOrderId?: string;
  },
): Promise<string | undefined> {
  const { userId, date, payment, areaId, now } = input;
  const others = input.exceptOrderId ? ne(orders.orderId, input.exceptOrderId) : undefined;
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
  const [sameDay] = await tx
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        sql`${orders.appointment}->>'date' = ${date}`,
        ne(orders.status, "payment-failed"),
        or(ne(orders.status, "awaiting-confirmation"), holdRuns(tx, now)),
        others,
      ),
    );
  if ((sameDay?.n ?? 0) >= orderLimits.perAccountDay) return orderLimitMessages.perAccountDay;
  if (payment !== "at-collection") return undefined;
  const [open] = await tx
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        unpaidKeepingAPlace(tx, now),
        gte(sql`${orders.appointment}->>'date'`, indiaDate(now)),
        others,
      ),
    );
  if ((open?.n ?? 0) >= orderLimits.openPayAtCollection) {
    return orderLimitMessages.openPayAtCollection;
  }
  if (areaId && !(await roomForUnpaid(tx, { areaId, day: date, now, others }))) {
    return orderLimitMessages.payAtCollectionShare;
  }
  if (input.scanAt) {
    const { places, unpaid } = await unpaidPlacesOfDay(tx, { ...input.scanAt, day: date });
    if (unpaid + 1 > Math.floor(places * orderLimits.payAtCollectionShare)) {
      return orderLimitMessages.payAtCentreShare;
    }
  }
  return undefined;
}

/** Whether the area-day's unpaid places are under their share of its places (one more fits). */
async function roomForUnpaid(
  tx: Transaction,
  input: { areaId: string; day: string; now: Date; others: SQL | undefined },
) {
  const { areaId, day, now, others } = input;
  await tx
    .select({ id: serviceAreas.id })
    .from(serviceAreas)
    .where(eq(serviceAreas.id, areaId))
    .for("update");
  const places = (await loadOfDay(tx, { areaId, day, now })).reduce(
    (sum, window) => sum + window.capacity,
    0,
  );
  const [unpaid] = await tx
    .select({ n: count() })
    .from(windowClaims)
    .innerJoin(orders, claimOfOrder)
    .where(
      and(
        eq(windowClaims.areaId, areaId),
        eq(windowClaims.day, day),
        // A place kept: booked, or held and not yet run out.
        or(
          eq(windowClaims.state, "booked"),
          and(eq(windowClaims.state, "held"), gt(windowClaims.heldUntil, now)),
        ),
        inArray(orders.status, ["pay-at-collection", "awaiting-confirmation"]),
        others,
      ),
    );
  return (unpaid?.n ?? 0) + 1 <= Math.floor(places * orderLimits.payAtCollectionShare);
}
