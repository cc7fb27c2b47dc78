/**
 * Payment attempts of an order and what their results change. The guarantees:
 *
 * - An order is paid at most once: settling locks the order row, an attempt settles once
 *   (started → succeeded | failed), and a unique index allows one succeeded attempt per order.
 *   A result for an order already paid, or an attempt already settled, changes nothing.
 * - A retry never opens a second attempt while one is open (a double click reuses it), and never
 *   creates another order or transaction: the order's one transaction is updated.
 * - Every settlement writes the attempt, the order and the transaction in one DB transaction.
 */
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { auditLog, orders, paymentAttempts, transactions } from "../../db/schema.ts";
import type { Transaction } from "../../db/types.ts";
import { orderHolder } from "../collection-visits/visit-subjects.ts";
import { type Actor, recordVisitEvent } from "../collection-visits/visits.ts";
import { confirmOrderVisits, openOrderVisits } from "../orders/order-visits.ts";
import type { PaymentGateway, PaymentResult } from "./payment-gateway.ts";

export type OrderRow = typeof orders.$inferSelect;
export type AttemptRow = typeof paymentAttempts.$inferSelect;
type Executor = Database | Transaction;

/** A customer may try to pay one order this many times. */
export const MAX_ATTEMPTS = 20;

export const confirmationPath = (orderId: string) =>
  `/cart-form/confirmation?orderId=${encodeURIComponent(orderId)}`;
export const paymentFailedPath = (orderId: string) =>
  `/cart-form?payment=failed&orderId=${encodeURIComponent(orderId)}`;

/** The customer's own order by its order id; another customer's order is not found. */
export async function ownOrder(
  db: Database,
  userId: string,
  orderId: string,
): Promise<OrderRow | undefined> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderId, orderId), eq(orders.userId, userId)));
  return order;
}

export async function openAttemptOf(
  db: Executor,
  orderRowId: string,
): Promise<AttemptRow | undefined> {
  const [attempt] = await db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, orderRowId), eq(paymentAttempts.status, "started")));
  return attempt;
}

/** The order's attempt the gateway knows by this reference (e.g. Razorpay's order id). */
export async function attemptByGatewayReference(
  db: Database,
  orderRowId: string,
  gatewayReference: string,
): Promise<Pick<AttemptRow, "id"> | undefined> {
  const [attempt] = await db
    .select({ id: paymentAttempts.id })
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.orderId, orderRowId),
        eq(paymentAttempts.gatewayReference, gatewayReference),
      ),
    );
  return attempt;
}

/** Inserts attempt n+1 of an order whose row the caller has locked. */
export async function insertAttempt(
  tx: Transaction,
  order: Pick<OrderRow, "id" | "amount">,
  gateway: string,
  now: Date,
): Promise<AttemptRow | "too-many"> {
  const [last] = await tx
    .select({ attemptNo: paymentAttempts.attemptNo })
    .from(paymentAttempts)
    .where(eq(paymentAttempts.orderId, order.id))
    .orderBy(desc(paymentAttempts.attemptNo))
    .limit(1);
  const attemptNo = (last?.attemptNo ?? 0) + 1;
  if (attemptNo > MAX_ATTEMPTS) return "too-many";
  const [attempt] = await tx
    .insert(paymentAttempts)
    .values({ orderId: order.id, attemptNo, gateway, amount: order.amount, createdAt: now })
    .returning();
  if (!attempt) throw new Error("payment attempt insert returned no row");
  return attempt;
}

async function lockOrder(tx: Transaction, where: ReturnType<typeof eq>) {
  const [order] = await tx.select().from(orders).where(where).for("update");
  return order;
}

export type PaymentStep =
  | { status: "paid"; redirectUrl: string }
  | { status: "payment-pending"; redirectUrl: string }
  | { status: "payment-failed"; redirectUrl: null }
  | { status: "pay-at-collection"; redirectUrl: string };

/** Where the customer goes next for an order: its confirmation, the gateway, or nowhere yet. */
export async function paymentStep(
  db: Database,
  gateway: PaymentGateway,
  order: OrderRow,
  customer: { name: string; mobileNumber: string },
): Promise<PaymentStep> {
  if (order.status === "paid" || order.status === "pay-at-collection")
    return { status: order.status, redirectUrl: confirmationPath(order.orderId) };
  const attempt = await openAttemptOf(db, order.id);
  if (!attempt) return { status: "payment-failed", redirectUrl: null };
  const start = (reference: string | null) =>
    gateway.startPayment({
      orderId: order.orderId,
      attemptId: attempt.id,
      amount: attempt.amount,
      customer,
      description: order.lines.map((line) => line.name).join(", "),
      reference: reference ?? undefined,
    });
  let started = await start(attempt.gatewayReference);
  if (started.reference && started.reference !== attempt.gatewayReference) {
    // Kept once: a concurrent request that stored its own first wins, and both use that one.
    await db
      .update(paymentAttempts)
      .set({ gatewayReference: started.reference })
      .where(and(eq(paymentAttempts.id, attempt.id), isNull(paymentAttempts.gatewayReference)));
    const [kept] = await db
      .select({ reference: paymentAttempts.gatewayReference })
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, attempt.id));
    if (kept?.reference && kept.reference !== started.reference)
      started = await start(kept.reference);
  }
  return { status: "payment-pending", redirectUrl: started.redirectUrl };
}

export type RetryOutcome = { kind: "ready"; order: OrderRow } | { kind: "too-many" };

/**
 * A new payment attempt for an unpaid order (or the one already open): never a new order. A paid
 * order, or one to be paid at collection, is answered as it is.
 */
export async function retryPayment(
  db: Database,
  orderRowId: string,
  gateway: string,
  now: Date,
): Promise<RetryOutcome> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, eq(orders.id, orderRowId));
    if (!order) throw new Error("order vanished during a retry");
    const settled = order.status === "paid" || order.status === "pay-at-collection";
    if (settled || (await openAttemptOf(tx, order.id))) {
      return { kind: "ready" as const, order };
    }
    const attempt = await insertAttempt(tx, order, gateway, now);
    if (attempt === "too-many") return { kind: "too-many" as const };
    const [updated] = await tx
      .update(orders)
      .set({ status: "payment-pending", updatedAt: now })
      .where(eq(orders.id, order.id))
      .returning();
    return { kind: "ready" as const, order: updated ?? order };
  });
}

export type SettleOutcome =
  | { kind: "paid" | "failed"; orderId: string }
  /** Nothing changed: the order was paid already, or this attempt was settled before. */
  | { kind: "unchanged"; orderId: string; paid: boolean }
  | { kind: "unknown-attempt" }
  | { kind: "amount-mismatch" };

/** Applies a VERIFIED gateway result (gateway.verifyResult's answer). */
export async function settlePayment(
  db: Database,
  result: PaymentResult,
  now: Date,
): Promise<SettleOutcome> {
  let visitsToConfirm: string[] = [];
  const outcome = await db.transaction(async (tx): Promise<SettleOutcome> => {
    const order = await lockOrder(tx, eq(orders.orderId, result.orderId));
    if (!order) return { kind: "unknown-attempt" };
    const [attempt] = await tx
      .select()
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.id, result.attemptId), eq(paymentAttempts.orderId, order.id)));
    if (!attempt) return { kind: "unknown-attempt" };
    // A capture reported after the attempt was marked failed still pays the order (Razorpay lets
    // the customer retry inside Checkout, and its events may arrive out of order); nothing ever
    // turns a paid order or a succeeded attempt back.
    const settledBefore =
      attempt.status === "succeeded" || (attempt.status === "failed" && !result.paid);
    if (settledBefore || order.status === "paid") {
      return { kind: "unchanged", orderId: order.orderId, paid: order.status === "paid" };
    }
    if (result.amount !== attempt.amount) return { kind: "amount-mismatch" };

    await tx
      .update(paymentAttempts)
      .set({
        status: result.paid ? "succeeded" : "failed",
        gatewayResponse: result.response,
        settledAt: now,
      })
      .where(eq(paymentAttempts.id, attempt.id));
    await tx
      .update(orders)
      .set({ status: result.paid ? "paid" : "payment-failed", updatedAt: now })
      .where(eq(orders.id, order.id));
    await tx
      .update(transactions)
      .set({
        paymentStatus: result.paid,
        responseLog: JSON.stringify(result.response),
        updatedAt: now,
      })
      // Never turns a paid transaction back (defence in depth: the order lock already holds it).
      .where(and(eq(transactions.orderId, order.orderId), sql`not ${transactions.paymentStatus}`));
    // Paid: its window's place is booked and its visit opened with it. Failed: the hold is left
    // to run out, so a retry paid in time keeps the place (services/orders/order-visits.ts).
    if (result.paid) visitsToConfirm = await openOrderVisits(tx, order, now);
    return { kind: result.paid ? "paid" : "failed", orderId: order.orderId };
  });
  await confirmOrderVisits(db, visitsToConfirm, now);
  return outcome;
}

export type CollectionOutcome =
  | { kind: "paid"; orderId: string }
  /** The order was marked paid before: nothing changed (a double tap, or two desks at once). */
  | { kind: "unchanged"; orderId: string }
  /** The order is paid online (or waits for it): the technician collected nothing for it. */
  | { kind: "not-at-collection"; status: OrderRow["status"] }
  | { kind: "unknown-order" };

/**
 * The technician collected a pay-at-collection order's amount (cash or UPI to them): the order
 * is paid, its transaction says how, who recorded it and when, its visit's timeline says so and
 * the audit log keeps who did it, all in one transaction. Locks the order row as
 * `settlePayment` does, so two desks marking it at once change it once.
 */
export async function markPaidAtCollection(
  db: Database,
  input: { orderId: string; method: "cash" | "upi"; actor: Actor; now: Date },
): Promise<CollectionOutcome> {
  return db.transaction(async (tx): Promise<CollectionOutcome> => {
    const order = await lockOrder(tx, eq(orders.orderId, input.orderId));
    if (!order) return { kind: "unknown-order" };
    const [attempt] = await tx
      .select({ id: paymentAttempts.id })
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, order.id))
      .limit(1);
    // Paid, and never had an online attempt: it was paid at collection already.
    if (order.status === "paid" && !attempt) return { kind: "unchanged", orderId: order.orderId };
    if (order.status !== "pay-at-collection")
      return { kind: "not-at-collection", status: order.status };

    await tx
      .update(orders)
      .set({ status: "paid", updatedAt: input.now })
      .where(eq(orders.id, order.id));
    const collected = {
      paidAtCollection: {
        method: input.method,
        amount: order.amount,
        recordedBy: input.actor.slice(input.actor.indexOf(":") + 1),
        at: input.now.toISOString(),
      },
    };
    await tx
      .update(transactions)
      .set({ paymentStatus: true, responseLog: JSON.stringify(collected), updatedAt: input.now })
      .where(and(eq(transactions.orderId, order.orderId), sql`not ${transactions.paymentStatus}`));
    const subject = orderHolder(order.orderId);
    await recordVisitEvent(tx, {
      subject,
      kind: "paid-at-collection",
      detail: { method: input.method },
      at: input.now,
    });
    await tx.insert(auditLog).values({
      actor: input.actor,
      action: "mark-paid",
      subject,
      before: { payment: "pay-at-collection" },
      after: { payment: "paid", method: input.method },
      at: input.now,
    });
    return { kind: "paid", orderId: order.orderId };
  });
}
