import type { Transaction } from "../data/admin-api.ts";
import { moneyTone } from "../data/money-words.ts";
import { toTransactionRow, transactionColumns } from "../data/transaction-rows.ts";
import { TableScroll } from "./table-scroll.tsx";

/**
 * One page of transactions. Cell text is `toTransactionRow`'s; Payment Status is the order's money
 * state in words, the same words as the CSV's. The Updated At header says the order (newest first)
 * to assistive technology.
 */
export function TransactionsTable({
  transactions,
  onDetails,
}: {
  transactions: readonly Transaction[];
  onDetails: (transaction: Transaction) => void;
}) {
  return (
    <TableScroll label="Transactions">
      <table className="admin-table">
        <caption className="visually-hidden">Payment transactions, newest first</caption>
        <thead>
          <tr>
            {transactionColumns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={column.key === "amount" ? "admin-number" : undefined}
                aria-sort={column.key === "updatedAt" ? "descending" : undefined}
              >
                {column.label}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">Details</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {transactions.map((transaction) => {
            const row = toTransactionRow(transaction);
            return (
              <tr key={transaction.orderId}>
                <td>{row.name}</td>
                <td className="admin-nowrap">{row.mobileNumber}</td>
                <td>{row.products}</td>
                <td className="admin-nowrap">{row.reference}</td>
                <td className="admin-number">{row.amount}</td>
                <td>
                  <span className={`admin-badge is-${moneyTone(transaction.money.status)}`}>
                    {row.paymentStatus}
                  </span>
                </td>
                <td className="admin-nowrap">{row.updatedAt}</td>
                <td>
                  <button
                    type="button"
                    className="admin-link-button"
                    onClick={() => onDetails(transaction)}
                  >
                    Details<span className="visually-hidden"> of booking {row.reference}</span>
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
