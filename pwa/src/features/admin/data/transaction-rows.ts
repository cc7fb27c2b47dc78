/**
 * What the transaction table shows, as plain strings, in one place: the table and the details
 * dialog read `transactionColumns` and `toTransactionRow`. The Payment Status column is the order's
 * money state in words (money-words.ts), the same words as the CSV's (transactions-csv.ts), which
 * carries the amounts and dates as plain numbers and ISO 8601 instead. Sorting and filtering work
 * on the raw records; only the rows on screen are formatted, which keeps 10,000 records cheap.
 */
import { formatDateTime, formatPrice } from "@/lib/format.ts";
import type { Transaction } from "./admin-api.ts";
import { moneyWords } from "./money-words.ts";

export const transactionColumns = [
  { key: "name", label: "Name" },
  { key: "mobileNumber", label: "Mobile Number" },
  { key: "products", label: "Products" },
  { key: "reference", label: "Booking Id" },
  { key: "amount", label: "Amount" },
  { key: "paymentStatus", label: "Payment Status" },
  { key: "updatedAt", label: "Updated At" },
] as const;

export type TransactionColumnKey = (typeof transactionColumns)[number]["key"];
export type TransactionRow = Record<TransactionColumnKey, string>;

export function productNames(transaction: Transaction): string {
  return transaction.products.map((product) => product.name).join(", ");
}

export function toTransactionRow(transaction: Transaction): TransactionRow {
  return {
    name: transaction.name,
    mobileNumber: transaction.mobileNumber,
    products: productNames(transaction),
    reference: transaction.reference,
    amount: formatPrice(transaction.amount),
    paymentStatus: moneyWords(transaction.money),
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
