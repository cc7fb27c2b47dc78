/**
 * Transaction History's answer (docs/product.md#admin): each order's transaction with its money
 * state, worked out by the server from the records each time (the order, its payment attempts, its
 * refund, its visits), never stored a second time. zod/mini, so the admin pages check it without
 * the requests' classic zod.
 */
import * as z from "zod/mini";

/**
 * Where an order's money stands, as one stable word (the CSV's Status Code column):
 * - `paid-online`: paid through the gateway, nothing given back;
 * - `refund-started`, `refunded`, `refund-failed`: cancelled after paying online, and its refund;
 * - `cancelled-unpaid`: cancelled before anything was paid;
 * - `awaiting-payment`: to be paid online, no payment yet; `payment-failed`: its last try failed;
 * - `awaiting-collection`: to be paid to the technician; `paid-at-collection`: they were paid.
 */
export const moneyStatuses = [
  "paid-online",
  "refund-started",
  "refunded",
  "refund-failed",
  "cancelled-unpaid",
  "awaiting-payment",
  "payment-failed",
  "awaiting-collection",
  "paid-at-collection",
] as const;
export type MoneyStatus = (typeof moneyStatuses)[number];

export const MoneyPayment = z.object({
  channel: z.enum(["online", "at-collection"]),
  /**
   * How: online, the gateway's word in lower case (`upi`, `card`, `netbanking`, `wallet`, `test`
   * for the test gateway); at collection, `cash` or `upi`. Null when the record does not say.
   */
  method: z.nullable(z.string()),
  /** When it was paid (ISO 8601), if the record says. */
  at: z.nullable(z.string()),
  /** The gateway's id of the payment (online only). */
  paymentId: z.nullable(z.string()),
  /** Who recorded the collection (at collection only). */
  recordedBy: z.nullable(z.string()),
});

export const MoneyRefund = z.object({
  status: z.enum(["started", "refunded", "failed"]),
  /** Rupees. */
  amount: z.number(),
  startedAt: z.string(),
  /** When the gateway said refunded or failed. */
  settledAt: z.nullable(z.string()),
  /** The gateway's id of the refund, once it answered. */
  refundId: z.nullable(z.string()),
});

export const FailedPaymentAttempt = z.object({
  at: z.string(),
  /** The gateway's reason, when it gave one. */
  reason: z.nullable(z.string()),
});

export const TransactionMoney = z.object({
  status: z.enum(moneyStatuses),
  payment: z.nullable(MoneyPayment),
  refund: z.nullable(MoneyRefund),
  /** When the order's visits were cancelled (every one of them); null while any is not. */
  cancelledAt: z.nullable(z.string()),
  /** Oldest first. */
  failedAttempts: z.array(FailedPaymentAttempt),
});
export type TransactionMoney = z.infer<typeof TransactionMoney>;

export const TransactionRecord = z.object({
  name: z.string(),
  mobileNumber: z.string(),
  /** Whether the order was ever paid: stays true after a refund (`money` says what followed). */
  paymentStatus: z.boolean(),
  products: z.array(z.object({ name: z.string(), price: z.number() })),
  orderId: z.string(),
  /** The order's reference, "VY-7KQ4-M9RX": the Booking Id column (catalog/src/contract/booking-reference.ts). */
  reference: z.string(),
  amount: z.number(),
  updatedAt: z.string(),
  responseLog: z.string(),
  /** Unpaid, to be paid to the technician at collection: the admin records it when collected. */
  payAtCollection: z.boolean(),
  /** A scan paid after its hold ran out while its slot filled: no place booked, the lab calls. */
  slotLapsed: z.optional(z.literal(true)),
  money: TransactionMoney,
});
export const TransactionsAnswer = z.object({
  status: z.literal("success"),
  transactions: z.array(TransactionRecord),
});
export type TransactionsAnswer = z.infer<typeof TransactionsAnswer>;
