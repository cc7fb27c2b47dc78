/**
 * Refunds of orders paid online when their booking is cancelled (docs/product.md#my-bookings).
 * The guarantees:
 *
 * - One refund per order, whatever the timing: the order row is locked while the refund row is
 *   written, and the refunds table allows one row per order. A replayed or concurrent cancellation
 *   finds the row and asks nothing more of the gateway.
 * - The refund row's id is the gateway's idempotency key: when the gateway's answer was lost, asking
 *   again (a replayed cancellation) gets the same refund back, never a second one.
 * - started → refunded | failed, once: the gateway's answer and its webhooks (in any order, any
 *   number of times) move a started refund on and never move it back. The visit's timeline says
 *   "refund started", then "refunded" (or that it failed).
 * - An order paid at collection, or never paid, is not refunded: nothing was taken online.
 */
import { and, eq, inArray, isNull, lt } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { collectionVisits, orders, paymentAttempts, refunds } from "../../db/schema.ts";
import type { Transaction } from "../../db/types.ts";
import { describeError, type Logger } from "../../logger.ts";
import {
  orderHolder,
  orderIdOfSubject,
  orderSubjects,
} from "../collection-visits/visit-subjects.ts";
import { recordVisitEvent } from "../collection-visits/visits.ts";
import { type PaymentGateway, PaymentGatewayUnavailable } from "./payment-gateway.ts";

export type RefundRow = typeof refunds.$inferSelect;

/** Opens the order's refund if it was paid online and has none; answers the order's refund. */
async function openRefund(
  db: Database,
  gateway: PaymentGateway,
  orderId: string,
  now: Date,
): Promise<RefundRow | undefined> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.orderId, orderId)).for("update");
    if (!order) return undefined;
    const [existing] = await tx.select().from(refunds).where(eq(refunds.orderId, order.id));
    if (existing) return existing;
    if (order.status !== "paid") return undefined;
    const [attempt] = await tx
      .select()
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.orderId, order.id), eq(paymentAttempts.status, "succeeded")));
    // Paid with no online payment: paid at collection, so nothing to give back online.
    if (!attempt) return undefined;
    const paymentId = gateway.paymentIdOf(
      (attempt.gatewayResponse ?? {}) as Record<string, unknown>,
    );
    if (!paymentId) throw new Error(`order ${order.orderId}: no gateway payment id to refund`);
    const [refund] = await tx
      .insert(refunds)
      .values({
        orderId: order.id,
        gateway: gateway.name,
        paymentId,
        amount: attempt.amount,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!refund) throw new Error("refund insert returned no row");
    await recordVisitEvent(tx, {
      subject: orderHolder(order.orderId),
      kind: "refund-started",
      detail: { amount: refund.amount },
      at: now,
    });
    return refund;
  });
}

/**
 * The refund a cancelled visit owes, whoever cancelled it (the customer in My bookings, the lab's
 * desk): only an order paid online, once every visit of it is cancelled (a cancel takes the
 * order's other visit along unless it was already collected: collection-visits/visits.ts). A
 * booking, an order paid at collection, or one with a sample taken answers undefined.
 */
export async function refundCancelledVisit(
  deps: { db: Database; payments: PaymentGateway; logger: Logger },
  input: { subject: string; now: Date },
): Promise<RefundRow | undefined> {
  const orderId = orderIdOfSubject(input.subject);
  if (orderId === undefined) return undefined;
  const visits = await deps.db
    .select({ status: collectionVisits.status })
    .from(collectionVisits)
    .where(inArray(collectionVisits.subject, orderSubjects(orderId)));
  if (visits.some((visit) => visit.status !== "cancelled")) return undefined;
  return refundCancelledOrder(deps, { orderId, now: input.now });
}

/**
 * Refunds a cancelled order if it was paid online: opens its one refund and asks the gateway.
 * When the gateway cannot be reached the refund stays started and the next call asks again with
 * the same idempotency key. Answers the order's refund, or undefined when none is owed.
 */
export async function refundCancelledOrder(
  deps: { db: Database; payments: PaymentGateway; logger: Logger },
  input: { orderId: string; now: Date },
): Promise<RefundRow | undefined> {
  const { db, payments, logger } = deps;
  const refund = await openRefund(db, payments, input.orderId, input.now);
  if (refund?.status !== "started" || refund.gatewayRefundId) return refund;
  try {
    const answer = await payments.refund({
      paymentId: refund.paymentId,
      amount: refund.amount,
      idempotencyKey: refund.id,
      receipt: input.orderId,
      notes: { order_id: input.orderId, refund_id: refund.id },
    });
    return await applyRefundStatus(db, {
      refundId: refund.id,
      gatewayRefundId: answer.refundId,
      status: answer.status,
      now: input.now,
    });
  } catch (error) {
    if (!(error instanceof PaymentGatewayUnavailable)) throw error;
    logger.warn("refunds.gateway-unavailable", describeError(error));
    return refund;
  }
}

async function lockRefund(tx: Transaction, by: { refundId?: string; gatewayRefundId?: string }) {
  const where = by.refundId
    ? eq(refunds.id, by.refundId)
    : eq(refunds.gatewayRefundId, by.gatewayRefundId ?? "");
  const [refund] = await tx.select().from(refunds).where(where).for("update");
  return refund;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What the gateway says of a refund (its answer, or a verified webhook): a started refund
 * becomes refunded or failed, once; `pending` only records the gateway's id. A refund we do not
 * know (another system's) answers undefined.
 */
export async function applyRefundStatus(
  db: Database,
  input: {
    refundId?: string | undefined;
    gatewayRefundId: string;
    status: "pending" | "processed" | "failed";
    now: Date;
  },
): Promise<RefundRow | undefined> {
  const { now } = input;
  return db.transaction(async (tx) => {
    const refund =
      (await lockRefund(tx, { gatewayRefundId: input.gatewayRefundId })) ??
      (input.refundId && UUID.test(input.refundId)
        ? await lockRefund(tx, { refundId: input.refundId })
        : undefined);
    if (!refund) return undefined;
    if (refund.gatewayRefundId && refund.gatewayRefundId !== input.gatewayRefundId) return refund;
    const settles = refund.status === "started" && input.status !== "pending";
    const status = settles ? (input.status === "processed" ? "refunded" : "failed") : refund.status;
    const [updated] = await tx
      .update(refunds)
      .set({
        gatewayRefundId: input.gatewayRefundId,
        status,
        updatedAt: now,
        ...(settles ? { settledAt: now } : {}),
      })
      .where(eq(refunds.id, refund.id))
      .returning();
    if (settles) {
      const [order] = await tx
        .select({ orderId: orders.orderId })
        .from(orders)
        .where(eq(orders.id, refund.orderId));
      await recordVisitEvent(tx, {
        subject: orderHolder(order?.orderId ?? ""),
        kind: status === "refunded" ? "refunded" : "refund-failed",
        detail: { amount: refund.amount },
        at: now,
      });
    }
    return updated;
  });
}

/** How long a refund may wait for its first gateway answer before the retry asks again. */
export const REFUND_RETRY_AFTER_MS = 5 * 60 * 1000;
const RETRY_BATCH = 20;

/**
 * Asks again for the refunds the gateway never answered (it was down at the cancel and the
 * customer did not press again): start-server.ts runs it with the hourly housekeeping. The same
 * idempotency key makes a refund the gateway did make (answer lost) come back, not happen twice.
 */
export async function retryStartedRefunds(
  deps: { db: Database; payments: PaymentGateway; logger: Logger },
  now: Date,
): Promise<number> {
  const due = await deps.db
    .select({ orderId: orders.orderId })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(
      and(
        eq(refunds.status, "started"),
        isNull(refunds.gatewayRefundId),
        lt(refunds.createdAt, new Date(now.getTime() - REFUND_RETRY_AFTER_MS)),
      ),
    )
    .limit(RETRY_BATCH);
  for (const { orderId } of due) await refundCancelledOrder(deps, { orderId, now });
  return due.length;
}
