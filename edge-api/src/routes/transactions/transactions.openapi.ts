/** How the transactions history (transactions.routes.ts) appears in `GET /api/openapi.json`. */
import { TransactionsAnswer } from "@vyom/catalog/contract/schemas";
import { describe, rateLimited, refused } from "../../openapi/describe.ts";

export const transactionsDocs = describe(
  "Every transaction, newest first (the admin session, or an admin's e-mail and password)",
  {
    200: ["The transactions", TransactionsAnswer],
    401: refused("Neither an admin session nor credentials that may read it (unauthorised)"),
    403: refused("A desk user: the payment logs are the admin's only (forbidden)"),
    429: rateLimited,
  },
  { security: [{ adminSession: [] }, {}] },
);
