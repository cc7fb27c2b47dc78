/**
 * What the transaction table shows, as plain strings, in one place: the table and the CSV export
 * both read `transactionColumns` and `toTransactionRow`, so the file always holds exactly what the
 * screen shows. Sorting and filtering work on the raw records; only the rows on screen (or in an
 * export) are formatted, which keeps 10,000 records cheap.
 */
import { formatDateTime, formatPrice } from "@/lib/format.ts";
import type { Transaction } from "./admin-api.ts";

export const transactionColumns = [
  { key: "name", label: "Name" },
  { key: "mobileNumber", label: "Mobile Number" },
  { key: "products", label: "Products" },
  { key: "orderId", label: "Booking Id" },
  { key: "amount", label: "Amount" },
  { key: "paymentStatus", label: "Payment Status" },
  { key: "updatedAt", label: "Updated At" },
] as const;

export type TransactionColumnKey = (typeof transactionColumns)[number]["key"];
export type TransactionRow = Record<TransactionColumnKey, string>;

export const paymentStatusLabel = (paid: boolean) => (paid ? "Paid" : "Not Paid");

export function productNames(transaction: Transaction): string {
  return transaction.products.map((product) => product.name).join(", ");
}

export function toTransactionRow(transaction: Transaction): TransactionRow {
  return {
    name: transaction.name,
    mobileNumber: transaction.mobileNumber,
    products: productNames(transaction),
    orderId: transaction.orderId,
    amount: formatPrice(transaction.amount),
    paymentStatus: paymentStatusLabel(transaction.paymentStatus),
    updatedAt: formatDateTime(transaction.updatedAt),
  };
}

const time = (iso: string) => {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
};

/** Newest `updatedAt` first (the server's order too; sorted again so the screen never relies on it). */
export function newestFirst(transactions: readonly Transaction[]): Transaction[] {
  return transactions
    .map((transaction) => ({ transaction, at: time(transaction.updatedAt) }))
    .sort(
      (a, b) =>
        b.at - a.at ||
        (a.transaction.orderId < b.transaction.orderId
          ? 1
          : a.transaction.orderId > b.transaction.orderId
            ? -1
            : 0),
    )
    .map(({ transaction }) => transaction);
}

export function filterByMobile(
  transactions: readonly Transaction[],
  digits: string,
): readonly Transaction[] {
  if (!digits) return transactions;
  return transactions.filter((transaction) => transaction.mobileNumber.includes(digits));
}
