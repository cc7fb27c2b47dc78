/**
 * The payment transactions the admin screen lists (routes/transactions/transactions.routes.ts):
 * one row per order, with whether it waits for the technician to collect the payment.
 */
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { orders, transactions } from "../../db/schema.ts";

export function listTransactions(db: Database) {
  return (
    db
      .select({
        name: transactions.name,
        mobileNumber: transactions.mobileNumber,
        paymentStatus: transactions.paymentStatus,
        products: transactions.products,
        orderId: transactions.orderId,
        amount: transactions.amount,
        updatedAt: transactions.updatedAt,
        responseLog: transactions.responseLog,
        // Waiting for the technician to collect: the admin can record it (routes/admin/orders.routes.ts).
        payAtCollection: orders.id,
      })
      .from(transactions)
      .leftJoin(
        orders,
        and(eq(orders.orderId, transactions.orderId), eq(orders.status, "pay-at-collection")),
      )
      // Every row, newest first: the admin screen pages them and exports what it shows, so a cap
      // here would silently hide older transactions. Past some 50,000 rows this wants paging.
      .orderBy(desc(transactions.updatedAt), desc(transactions.orderId))
  );
}
