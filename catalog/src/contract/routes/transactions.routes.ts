/** The admin's payment logs (edge-api/src/routes/transactions/transactions.routes.ts). */
import { TransactionsRequest } from "../schemas/admin.ts";
import { TransactionsAnswer } from "../schemas/transactions.answers.ts";
import { invalid, type RouteTable, refused } from "./route-entry.ts";

export const transactionsEntries = {
  "POST /api/transactions-history/fetch-transactions": {
    summary:
      "Every transaction, newest first (the admin session, or an admin's e-mail and password)",
    request: { body: TransactionsRequest },
    answers: {
      200: ["The transactions", TransactionsAnswer],
      400: invalid,
      401: refused("Neither an admin session nor credentials that may read it (unauthorised)"),
      403: refused("A desk user: the payment logs are the admin's only (forbidden)"),
      429: refused("Too many wrong credentials: wait the Retry-After seconds (too-many-attempts)"),
    },
    security: [{ adminSession: [] }, {}],
  },
} as const satisfies RouteTable;
