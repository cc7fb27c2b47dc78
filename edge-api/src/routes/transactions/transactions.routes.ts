/**
 * `POST /api/transactions-history/fetch-transactions` (docs/product.md#api-calls). It keeps its
 * body (emailAddress + password, checked like a sign-in, with the same limits) and also accepts the
 * admin session cookie, which is what the PWA sends after the admin login. The password alone is
 * accepted only where the sign-in would ask no second factor (ADMIN_TWO_FACTOR=optional and an
 * admin without TOTP): otherwise it would be a way round the code.
 */
import { ApiRoutes } from "@vyom/catalog/contract/routes";
import type { TransactionsAnswer } from "@vyom/catalog/contract/schemas";
import { Hono } from "hono";
import type { AppDeps } from "../../deps.ts";
import { actorOf, currentAdmin, forbidden } from "../../http/admin-session.ts";
import { clientGroup } from "../../http/client-address.ts";
import { isLocalRequest } from "../../http/local-request.ts";
import { noStore } from "../../http/no-store.ts";
import { route } from "../../openapi/route.ts";
import { checkAdminCredentials } from "../../services/admin/admins.ts";
import { signInCompleted } from "../../services/admin/sign-in-limits.ts";
import { recordStaffRead } from "../../services/admin/staff-reads.ts";
import { listTransactions } from "../../services/transactions/transactions.ts";

export function transactionsRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const fetchTransactions = ApiRoutes["POST /api/transactions-history/fetch-transactions"];
  return new Hono()
    .use(noStore)
    .post("/fetch-transactions", ...route(fetchTransactions), async (c) => {
      const now = clock();
      const signedIn = await currentAdmin(c, deps);
      // The payment logs are the admin's only (docs/product.md#booking-desk).
      if (signedIn && signedIn.role !== "admin") return c.json(forbidden, 403);
      let allowed = signedIn !== undefined;
      let reader = signedIn ? actorOf(signedIn) : undefined;
      if (!allowed) {
        const { emailAddress, password } = c.req.valid("json");
        if (emailAddress && password) {
          const check = await checkAdminCredentials(db, {
            email: emailAddress,
            password,
            client: clientGroup(c),
            local: isLocalRequest(c),
            now,
          });
          if (!check.ok && check.reason === "rate-limited") {
            c.header("Retry-After", String(check.retryAfterSeconds));
            return c.json({ error: "too-many-attempts" as const }, 429);
          }
          if (check.ok && check.role !== "admin") return c.json(forbidden, 403);
          // A password alone must not reach what the sign-in guards with a second factor.
          allowed = check.ok && !check.twoFactor && deps.env.ADMIN_TWO_FACTOR === "optional";
          if (check.ok && allowed) {
            const subject = {
              account: check.email,
              client: clientGroup(c),
              adminId: check.adminId,
            };
            await signInCompleted(db, subject);
            reader = actorOf({ role: check.role, email: check.email });
          }
        }
      }
      if (!allowed || !reader) return c.json({ error: "unauthorised" as const }, 401);

      const rows = await listTransactions(db);
      // The payment logs (responseLog) are personal data: who read them is audited.
      await recordStaffRead(db, {
        actor: reader,
        read: { what: "transactions", orderIds: rows.map((row) => row.orderId) },
        now,
      });
      return c.json(
        {
          status: "success",
          transactions: rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() })),
        } satisfies TransactionsAnswer,
        200,
      );
    });
}
