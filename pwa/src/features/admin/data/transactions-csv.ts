/**
 * Export to CSV (docs/product.md#admin). The rows are `toTransactionRow`'s, so the file holds the
 * table's text; papaparse quotes every field that needs it (quotes, commas, line breaks) and
 * defuses spreadsheet formulas (a name starting with `=`, `+`, `-` or `@` gets a leading `'`).
 * The UTF-8 byte-order mark makes Excel read ₹ and non-ASCII names as UTF-8.
 */
import Papa from "papaparse";
import { todayInIndia } from "@/lib/dates.ts";
import { type TransactionRow, transactionColumns } from "./transaction-rows.ts";

export const utf8Bom = "\uFEFF";
export const csvMimeType = "text/csv;charset=utf-8";

export function buildTransactionsCsv(rows: readonly TransactionRow[]): string {
  const csv = Papa.unparse(
    {
      fields: transactionColumns.map((column) => column.label),
      data: rows.map((row) => transactionColumns.map((column) => row[column.key])),
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
