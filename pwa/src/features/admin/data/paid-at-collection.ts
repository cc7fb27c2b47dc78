/**
 * A payment the admin just recorded at collection, shown at once without reloading the list: the
 * order reads as the server will answer it next time (services/transactions/money-state.ts), but
 * for who recorded it, which the next load of the list says.
 */
import type { Transaction } from "./admin-api.ts";

export interface Collection {
  method: "cash" | "upi";
  /** ISO 8601: when it was recorded here. */
  at: string;
}

export function paidAtCollection(
  transaction: Transaction,
  { method, at }: Collection,
): Transaction {
  return {
    ...transaction,
    paymentStatus: true,
    payAtCollection: false,
    money: {
      ...transaction.money,
      status: "paid-at-collection",
      payment: { channel: "at-collection", method, at, paymentId: null, recordedBy: null },
    },
  };
}
