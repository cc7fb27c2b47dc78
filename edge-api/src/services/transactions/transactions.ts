/**
 * The payment transactions the admin screen lists (routes/transactions/transactions.routes.ts):
 * one row per order, with whether it waits for the technician to collect the payment, and its
 * money state (money-state.ts) worked out from the records.
 *
 * One statement reads each transaction with its order, refund, settled payment attempts and
 * visits, so a row never mixes records from before and after a concurrent payment or refund.
 */
import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import {
  centreSlotClaims,
  collectionVisits,
  orders,
  paymentAttempts,
  refunds,
  transactions,
} from "../../db/schema.ts";
import { moneyStateOf, type SettledAttempt } from "./money-state.ts";

/** A settled attempt as json_build_object answers it: `at` is a timestamp in ISO 8601 text. */
interface AttemptJson {
  at: string;
  response: unknown;
}

const settled = (attempt: AttemptJson): SettledAttempt => ({
  at: new Date(attempt.at),
  response: attempt.response,
});

const attemptJson = sql`json_build_object(
  'at', coalesce(${paymentAttempts.settledAt}, ${paymentAttempts.createdAt}),
  'response', ${paymentAttempts.gatewayResponse})`;

const succeededAttempt = sql<AttemptJson | null>`(
  select ${attemptJson} from ${paymentAttempts}
  where ${paymentAttempts.orderId} = ${orders.id} and ${paymentAttempts.status} = 'succeeded')`;

const failedAttempts = sql<AttemptJson[]>`(
  select coalesce(json_agg(${attemptJson} order by ${paymentAttempts.attemptNo}), '[]'::json)
  from ${paymentAttempts}
  where ${paymentAttempts.orderId} = ${orders.id} and ${paymentAttempts.status} = 'failed')`;

// An order's visits are `order:<orderId>` and its post-meal one
// (services/collection-visits/visit-subjects.ts). A cancelled visit changes no more, so its
// updated_at is when it was cancelled.
const cancelledAt = sql<Date | string | null>`(
  select case when count(*) > 0 and bool_and(${collectionVisits.status} = 'cancelled')
    then max(${collectionVisits.updatedAt}) end
  from ${collectionVisits}
  where ${collectionVisits.subject} in
    ('order:' || ${orders.orderId}, 'order:' || ${orders.orderId} || ':post-meal'))`;

// A scan paid online after its hold ran out, its slot filled meanwhile: paid, no place booked
// (services/centre-slots/centre-slots.ts confirmSlot). The lab calls to choose another slot.
const slotLapsed = sql<boolean>`(${orders.status} = 'paid' and exists (
  select 1 from ${centreSlotClaims}
  where ${centreSlotClaims.holder} = 'order:' || ${orders.orderId}
    and ${centreSlotClaims.state} = 'held'))`;

export async function listTransactions(db: Database) {
  const rows = await db
    .select({
      name: transactions.name,
      mobileNumber: transactions.mobileNumber,
      paymentStatus: transactions.paymentStatus,
      products: transactions.products,
      orderId: transactions.orderId,
      // The order's reference, the one its customer quotes; a transaction always has its order.
      reference: sql<string>`coalesce(${orders.reference}, ${transactions.orderId})`,
      amount: transactions.amount,
      updatedAt: transactions.updatedAt,
      responseLog: transactions.responseLog,
      orderStatus: orders.status,
      refund: {
        status: refunds.status,
        amount: refunds.amount,
        paymentId: refunds.paymentId,
        gatewayRefundId: refunds.gatewayRefundId,
        createdAt: refunds.createdAt,
        settledAt: refunds.settledAt,
      },
      succeeded: succeededAttempt,
      failed: failedAttempts,
      cancelledAt,
      slotLapsed,
    })
    .from(transactions)
    .leftJoin(orders, eq(orders.orderId, transactions.orderId))
    .leftJoin(refunds, eq(refunds.orderId, orders.id))
    // Every row, newest first: the admin screen pages them and exports what it shows, so a cap
    // here would silently hide older transactions. Past some 50,000 rows this wants paging.
    .orderBy(desc(transactions.updatedAt), desc(transactions.orderId));

  return rows.map(
    ({ orderStatus, refund, succeeded, failed, cancelledAt, slotLapsed, ...transaction }) => ({
      ...transaction,
      // A scan whose slot needs choosing again: the lab calls the customer.
      ...(slotLapsed === true ? { slotLapsed: true as const } : {}),
      // Waiting for the technician to collect: the admin can record it (routes/admin/orders.routes.ts).
      payAtCollection: orderStatus === "pay-at-collection",
      money: moneyStateOf({
        transaction,
        order: orderStatus
          ? {
              status: orderStatus,
              succeeded: succeeded ? settled(succeeded) : null,
              failed: (failed ?? []).map(settled),
              refund,
              cancelledAt: cancelledAt ? new Date(cancelledAt) : null,
            }
          : null,
      }),
    }),
  );
}
