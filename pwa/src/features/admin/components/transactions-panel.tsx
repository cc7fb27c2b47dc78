import { useMemo, useState } from "react";
import type { Transaction } from "../data/admin-api.ts";
import { type Collection, paidAtCollection } from "../data/paid-at-collection.ts";
import { filterByMobile, newestFirst } from "../data/transaction-rows.ts";
import {
  buildTransactionsCsv,
  csvMimeType,
  transactionsCsvFileName,
} from "../data/transactions-csv.ts";
import { MobileSearch } from "./mobile-search.tsx";
import { Pager, pageCountOf, RangeSummary } from "./pager.tsx";
import { saveFile } from "./save-file.ts";
import { TransactionDetailsDialog } from "./transaction-details-dialog.tsx";
import { TransactionsTable } from "./transactions-table.tsx";

export const transactionsPageSize = 50;

/**
 * Transaction History's list: newest first, filtered by mobile as you type, one page of rows in
 * the DOM, a details overlay, and Export to CSV of everything the current search shows (all its
 * pages, in the table's order).
 */
export function TransactionsPanel({ transactions }: { transactions: readonly Transaction[] }) {
  // Orders recorded as paid at collection here, shown paid without reloading the whole list.
  const [collected, setCollected] = useState<ReadonlyMap<string, Collection>>(new Map());
  const current = useMemo(
    () =>
      collected.size === 0
        ? transactions
        : transactions.map((transaction) => {
            const collection = collected.get(transaction.orderId);
            return collection ? paidAtCollection(transaction, collection) : transaction;
          }),
    [transactions, collected],
  );
  const sorted = useMemo(() => newestFirst(current), [current]);
  const [mobile, setMobile] = useState("");
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected =
    selectedId === null ? null : (current.find((t) => t.orderId === selectedId) ?? null);

  const shown = useMemo(() => filterByMobile(sorted, mobile), [sorted, mobile]);
  const pageCount = pageCountOf(shown.length, transactionsPageSize);
  const shownPage = Math.min(page, pageCount);
  const pageRows = shown.slice(
    (shownPage - 1) * transactionsPageSize,
    shownPage * transactionsPageSize,
  );

  function exportCsv() {
    saveFile(transactionsCsvFileName(), buildTransactionsCsv(shown), csvMimeType);
  }

  return (
    <div className="admin-panel">
      <div className="admin-toolbar">
        <MobileSearch
          label="Search by mobile"
          value={mobile}
          onChange={(digits) => {
            setMobile(digits);
            setPage(1);
          }}
        />
        <button
          type="button"
          className="button button-secondary"
          onClick={exportCsv}
          disabled={shown.length === 0}
        >
          Export to CSV
        </button>
      </div>
      <RangeSummary
        page={shownPage}
        pageSize={transactionsPageSize}
        total={shown.length}
        noun="transactions"
      />
      {shown.length > 0 ? (
        <TransactionsTable
          transactions={pageRows}
          onDetails={(transaction) => setSelectedId(transaction.orderId)}
        />
      ) : null}
      <Pager label="Transaction pages" page={shownPage} pageCount={pageCount} onPage={setPage} />
      <TransactionDetailsDialog
        transaction={selected}
        onClose={() => setSelectedId(null)}
        onPaidAtCollection={(orderId, method) =>
          setCollected((before) =>
            new Map(before).set(orderId, { method, at: new Date().toISOString() }),
          )
        }
      />
    </div>
  );
}
