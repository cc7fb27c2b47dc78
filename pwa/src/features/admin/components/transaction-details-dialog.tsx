import { useId } from "react";
import { CloseIcon } from "@/components/icons.tsx";
import { ModalDialog } from "@/components/modal-dialog.tsx";
import { formatPrice } from "@/lib/format.ts";
import type { Transaction } from "../data/admin-api.ts";
import { prettyResponseLog } from "../data/response-log.ts";
import { toTransactionRow, transactionColumns } from "../data/transaction-rows.ts";
import { CollectionPayment } from "./collection-payment.tsx";
import { MoneyTimeline } from "./money-timeline.tsx";

/**
 * The details overlay (docs/product.md#admin): the whole record, the money's whole timeline, and
 * the gateway's answer readable.
 */
export function TransactionDetailsDialog({
  transaction,
  onClose,
  onPaidAtCollection,
}: {
  transaction: Transaction | null;
  onClose: () => void;
  onPaidAtCollection: (orderId: string, method: "cash" | "upi") => void;
}) {
  const titleId = useId();
  const logId = useId();
  const row = transaction ? toTransactionRow(transaction) : null;
  return (
    <ModalDialog
      open={transaction !== null}
      onClose={onClose}
      labelledBy={titleId}
      className="admin-details-dialog"
    >
      {transaction && row ? (
        <>
          <div className="dialog-header">
            <h2 id={titleId} className="dialog-title">
              Transaction {transaction.reference}
            </h2>
            <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
              <CloseIcon />
            </button>
          </div>
          <dl className="admin-details">
            {transactionColumns
              .filter((column) => column.key !== "products")
              .map((column) => (
                <div key={column.key}>
                  <dt>{column.label}</dt>
                  <dd>{row[column.key]}</dd>
                </div>
              ))}
          </dl>
          {transaction.slotLapsed ? (
            <p className="admin-notice" role="status">
              Slot lapsed: paid after the 10-minute hold ran out, and the slot filled meanwhile. No
              place is booked: call the customer to choose another slot.
            </p>
          ) : null}
          <MoneyTimeline money={transaction.money} />
          {transaction.payAtCollection && !transaction.paymentStatus ? (
            <CollectionPayment transaction={transaction} onPaid={onPaidAtCollection} />
          ) : null}
          <table className="admin-table admin-products">
            <caption>Products</caption>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col" className="admin-number">
                  Price
                </th>
              </tr>
            </thead>
            <tbody>
              {transaction.products.map((product, index) => (
                // Products have no id and a cart may hold the same name twice.
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed while shown
                <tr key={index}>
                  <td>{product.name}</td>
                  <td className="admin-number">{formatPrice(product.price)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <section aria-labelledby={logId}>
            <h3 id={logId} className="admin-subheading">
              Response log
            </h3>
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the log scrolls; keyboard users need to reach it */}
            <pre className="admin-response-log" tabIndex={0}>
              {prettyResponseLog(transaction.responseLog)}
            </pre>
          </section>
        </>
      ) : null}
    </ModalDialog>
  );
}
