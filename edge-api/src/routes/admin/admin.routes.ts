/**
 * The admin API: sign-in and sessions (sign-in.routes.ts), TOTP enrolment under /two-factor
 * (two-factor.routes.ts), the submissions (enquiries, uploads) under /submissions
 * (submissions.routes.ts, admins only), orders paid at collection under /orders (orders.routes.ts),
 * the booking desk under /desk (desk.routes.ts), the staff accounts under /users (users.routes.ts,
 * admins only), technicians with their sign-in under /technician-accounts (admins only), and here the list of home-collection bookings.
 */
import { ApiRoutes } from "@vyom/catalog/contract/routes";
import { Hono } from "hono";
import type { AppDeps } from "../../deps.ts";
import { type AdminVariables, actorOf, requireAdmin } from "../../http/admin-session.ts";
import { noStore } from "../../http/no-store.ts";
import { route } from "../../openapi/route.ts";
import { listBookings } from "../../services/admin/bookings.ts";
import { recordStaffRead } from "../../services/admin/staff-reads.ts";
import { deskRoutes } from "./desk.routes.ts";
import { lisKeysRoutes } from "./lis-keys.routes.ts";
import { adminOrdersRoutes } from "./orders.routes.ts";
import { resultsRoutes } from "./results.routes.ts";
import { signInRoutes } from "./sign-in.routes.ts";
import { adminSubmissionsRoutes } from "./submissions.routes.ts";
import { technicianAccountsRoutes } from "./technician-accounts.routes.ts";
import { twoFactorRoutes } from "./two-factor.routes.ts";
import { usersRoutes } from "./users.routes.ts";

export function adminRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<{ Variables: AdminVariables }>()
    .use(noStore)
    .route("/", signInRoutes(deps))
    .route("/two-factor", twoFactorRoutes(deps))
    .route("/submissions", adminSubmissionsRoutes(deps))
    .route("/orders", adminOrdersRoutes(deps))
    .route("/desk", deskRoutes(deps))
    .route("/users", usersRoutes(deps))
    .route("/technician-accounts", technicianAccountsRoutes(deps))
    .route("/results", resultsRoutes(deps))
    .route("/lis-keys", lisKeysRoutes(deps))
    .get(
      "/bookings",
      ...route(ApiRoutes["GET /api/admin/bookings"], requireAdmin(deps)),
      async (c) => {
        const { mobile, page, pageSize } = c.req.valid("query");
        const { rows, total } = await listBookings(db, { mobile, page, pageSize });
        await recordStaffRead(db, {
          actor: actorOf(c.get("admin")),
          read: {
            what: "bookings",
            filters: { mobile, page, pageSize },
            ids: rows.map((row) => row.bookingId),
          },
          now: deps.clock(),
        });
        return c.json(
          {
            bookings: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
            page,
            pageSize,
            total,
          },
          200,
        );
      },
    );
}
