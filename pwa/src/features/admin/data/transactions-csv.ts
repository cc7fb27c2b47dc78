/**
 * Export to CSV (docs/product.md#admin, where each column is described): one row per order, for a
 * spreadsheet. The first seven columns are the table's, in its order, so a sheet built on the
 * earlier file keeps its columns; amounts are plain numbers (1200.00: no ₹, no grouping) and
 * times ISO 8601 in India time, so a spreadsheet sums and sorts them. Then the money state: its
 * stable code, and the method, payment, refund and failed-attempt columns.
 *
 * papaparse quotes every field that needs it (quotes, commas, line breaks) and defuses spreadsheet
 * formulas (a field starting with `=`, `+`, `-` or `@` gets a leading `'`). The UTF-8 byte-order
 * mark makes Excel read ₹ and non-ASCII names as UTF-8.
 */
import Papa from "papaparse";
import { todayInIndia } from "@/lib/dates.ts";
import type { Transaction } from "./admin-api.ts";
import { moneyWords } from "./money-words.ts";
import { productNames } from "./transaction-rows.ts";

export const utf8Bom = "\uFEFF";
export const csvMimeType = "text/csv;charset=utf-8";

const INDIA_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/** Rupees as a spreadsheet number: 1200 → "1200.00". */
export const csvAmount = (rupees: number) => rupees.toFixed(2);

/**
 * An instant as ISO 8601 in India time, e.g. "2026-11-28T15:30:00+05:30": one fixed offset (India
 * has no daylight saving), so the text sorts in time order too. Empty for no time.
 */
export function csvTime(iso: string | null): string {
  const ms = iso === null ? Number.NaN : Date.parse(iso);
  if (Number.isNaN(ms)) return "";
  return `${new Date(ms + INDIA_OFFSET_MS).toISOString().slice(0, 19)}+05:30`;
}

const refunded = (transaction: Transaction) =>
  transaction.money.refund?.status === "refunded" ? transaction.money.refund : null;

export const csvColumns: readonly { label: string; value: (t: Transaction) => string }[] = [
  { label: "Name", value: (t) => t.name },
  { label: "Mobile Number", value: (t) => t.mobileNumber },
  { label: "Products", value: productNames },
  // The reference the customer quotes (catalog/src/contract/booking-reference.ts); the order's
  // internal id, which the gateway's records carry, is the last column.
  { label: "Booking Id", value: (t) => t.reference },
  { label: "Amount", value: (t) => csvAmount(t.amount) },
  { label: "Payment Status", value: (t) => moneyWords(t.money) },
  { label: "Updated At", value: (t) => csvTime(t.updatedAt) },
  { label: "Status Code", value: (t) => t.money.status },
  { label: "Method", value: (t) => t.money.payment?.method ?? "" },
  { label: "Paid At", value: (t) => csvTime(t.money.payment?.at ?? null) },
  { label: "Payment Id", value: (t) => t.money.payment?.paymentId ?? "" },
  { label: "Recorded By", value: (t) => t.money.payment?.recordedBy ?? "" },
  {
    label: "Refunded Amount",
    value: (t) => {
      const refund = refunded(t);
      return refund ? csvAmount(refund.amount) : "";
    },
  },
  { label: "Refund Date", value: (t) => csvTime(refunded(t)?.settledAt ?? null) },
  { label: "Refund Id", value: (t) => t.money.refund?.refundId ?? "" },
  { label: "Failed Attempts", value: (t) => String(t.money.failedAttempts.length) },
  { label: "Order Id", value: (t) => t.orderId },
];

export function buildTransactionsCsv(transactions: readonly Transaction[]): string {
  const csv = Papa.unparse(
    {
      fields: csvColumns.map((column) => column.label),
      data: transactions.map((transaction) =>
        csvColumns.map((column) => column.value(transaction)),
      ),
    },
    // papaparse's own `true` pattern ends in `.*$`, which misses a formula followed by a line break.
    { newline: "\r\n", escapeFormulae: /^[=+\-@\t\r]/ },
  );
  // With no rows papaparse still ends the header with a line break; a record never ends in an
  // unquoted one (a field holding a line break is quoted), so this trims only that separator.
  return `${utf8Bom}${csv.replace(/\r\n$/, "")}`;
}

/** `Transaction-History-<YYYY-MM-DD>.csv`, today in Asia/Kolkata whatever the device's zone. */
export function transactionsCsvFileName(now: Date = new Date()): string {
  return `Transaction-History-${todayInIndia(now)}.csv`;
}
