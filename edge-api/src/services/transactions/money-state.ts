/**
 * An order's money state (catalog/src/contract/schemas/transactions.answers.ts), worked out from
 * its records every time it is read, never stored: a stored copy would drift from the records the
 * money actually moved by. What decides, in order:
 *
 * 1. A refund row (services/payments/refunds.ts): the order was paid online and cancelled; the
 *    refund's own status says started, refunded or failed.
 * 2. The order paid: online when an attempt succeeded, else at collection (the technician).
 * 3. Every visit of the order cancelled: cancelled before anything was paid.
 * 4. Otherwise unpaid: to be paid at collection, or online (its last try failed, or not yet).
 *
 * A transaction with no order was kept from the lab's earlier system: its paid flag and the
 * gateway answer in its responseLog are all there is.
 */
import type { TransactionMoney } from "@vyom/catalog/contract/schemas";
import type { orders, refunds } from "../../db/schema.ts";
import {
  collectionIn,
  failureReasonIn,
  type GatewayAnswer,
  gatewayAnswerOf,
  paymentIdIn,
  paymentMethodIn,
} from "./gateway-answer.ts";

type OrderStatus = (typeof orders.$inferSelect)["status"];
type RefundStatus = (typeof refunds.$inferSelect)["status"];

/** A settled payment attempt: when, and the gateway's answer. */
export interface SettledAttempt {
  at: Date;
  response: unknown;
}

export interface MoneyRecords {
  transaction: { paymentStatus: boolean; responseLog: string; updatedAt: Date };
  /** Null for a transaction kept from the earlier system, which has no order here. */
  order: {
    status: OrderStatus;
    succeeded: SettledAttempt | null;
    /** Oldest first. */
    failed: SettledAttempt[];
    refund: {
      status: RefundStatus;
      amount: number;
      paymentId: string;
      gatewayRefundId: string | null;
      createdAt: Date;
      settledAt: Date | null;
    } | null;
    /** When the last of its visits was cancelled, if every one of them is. */
    cancelledAt: Date | null;
  } | null;
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);

const failedAttempt = ({ at, response }: SettledAttempt) => ({
  at: at.toISOString(),
  reason: failureReasonIn(gatewayAnswerOf(response)),
});

const paidOnline = (answer: GatewayAnswer, at: Date, paymentId: string | null) => ({
  channel: "online" as const,
  method: paymentMethodIn(answer),
  at: at.toISOString(),
  paymentId,
  recordedBy: null,
});

const refundStatuses = {
  started: "refund-started",
  refunded: "refunded",
  failed: "refund-failed",
} as const satisfies Record<RefundStatus, TransactionMoney["status"]>;

export function moneyStateOf({ transaction, order }: MoneyRecords): TransactionMoney {
  const log = gatewayAnswerOf(transaction.responseLog);
  if (!order) return earlierSystemMoney(transaction, log);

  const { succeeded, refund } = order;
  let payment: TransactionMoney["payment"] = null;
  if (succeeded) {
    const answer = gatewayAnswerOf(succeeded.response);
    payment = paidOnline(answer, succeeded.at, refund?.paymentId ?? paymentIdIn(answer));
  } else if (order.status === "paid") {
    payment = { channel: "at-collection", paymentId: null, ...collectionIn(log) };
  }

  let status: TransactionMoney["status"];
  if (refund) status = refundStatuses[refund.status];
  else if (payment) status = payment.channel === "online" ? "paid-online" : "paid-at-collection";
  else if (order.cancelledAt) status = "cancelled-unpaid";
  else if (order.status === "pay-at-collection" || order.status === "awaiting-confirmation")
    status = "awaiting-collection";
  else if (order.status === "payment-failed") status = "payment-failed";
  else status = "awaiting-payment";

  return {
    status,
    payment,
    refund: refund
      ? {
          status: refund.status,
          amount: refund.amount,
          startedAt: refund.createdAt.toISOString(),
          settledAt: iso(refund.settledAt),
          refundId: refund.gatewayRefundId,
        }
      : null,
    cancelledAt: iso(order.cancelledAt),
    failedAttempts: order.failed.map(failedAttempt),
  };
}

/** The earlier system kept one answer per transaction: the payment, or its one failure. */
function earlierSystemMoney(
  transaction: MoneyRecords["transaction"],
  log: GatewayAnswer,
): TransactionMoney {
  const none = { refund: null, cancelledAt: null };
  if (transaction.paymentStatus) {
    const payment = paidOnline(log, transaction.updatedAt, paymentIdIn(log));
    return { status: "paid-online", payment, failedAttempts: [], ...none };
  }
  if (log.status === "failure") {
    const failed = failedAttempt({ at: transaction.updatedAt, response: log });
    return { status: "payment-failed", payment: null, failedAttempts: [failed], ...none };
  }
  return { status: "awaiting-payment", payment: null, failedAttempts: [], ...none };
}
