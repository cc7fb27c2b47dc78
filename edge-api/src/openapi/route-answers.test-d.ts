/**
 * `npm run typecheck` fails here when a handler answers a status or a body its entry in the
 * route table (catalog/src/contract/routes/) does not allow: each line is one group, mounted at
 * its prefix as in app.ts. route-answers.ts says how.
 */
import type { ApiRoutes } from "@vyom/catalog/contract/routes";
import type { adminRoutes } from "../routes/admin/admin.routes.ts";
import type { authRoutes } from "../routes/auth/auth.routes.ts";
import type { bookingRoutes } from "../routes/booking/booking.routes.ts";
import type { captchaRoutes } from "../routes/captcha/captcha.routes.ts";
import type { cartRoutes } from "../routes/cart/cart.routes.ts";
import type { centreSlotsRoutes } from "../routes/centre-slots/centre-slots.routes.ts";
import type { collectionWindowsRoutes } from "../routes/collection-windows/collection-windows.routes.ts";
import type { enquiriesRoutes } from "../routes/enquiries/enquiries.routes.ts";
import type { healthRoutes } from "../routes/health/health.routes.ts";
import type { readyRoutes } from "../routes/health/ready.routes.ts";
import type { myBookingsRoutes } from "../routes/my-bookings/my-bookings.routes.ts";
import type { ordersRoutes } from "../routes/orders/orders.routes.ts";
import type { reportsRoutes } from "../routes/reports/reports.routes.ts";
import type { sharedReportsRoutes } from "../routes/shared-reports/shared-reports.routes.ts";
import type { technicianRoutes } from "../routes/technician/technician.routes.ts";
import type { transactionsRoutes } from "../routes/transactions/transactions.routes.ts";
import type { usersRoutes } from "../routes/users/users.routes.ts";
import type { AnswerViolations, NoViolations } from "./route-answers.ts";

type Group<
  Routes extends (...args: never[]) => unknown,
  Prefix extends string,
  Untyped extends keyof ApiRoutes = never,
> = AnswerViolations<ReturnType<Routes>, Prefix, ApiRoutes, Untyped>;

/**
 * Routes whose handler may return a plain `Response` from a shared helper (the OTP senders and
 * checkers): Hono then types none of their answers. Typing those helpers' refusals takes a route
 * off this list.
 */
/** The outbox writes answer what services/outbox-writes/outbox-write.ts built (stored answers). */
type Enquiries =
  | "POST /api/enquiries/corporate"
  | "POST /api/enquiries/franchise"
  | "POST /api/enquiries/employee-details";

type OutboxWrites = "POST /api/booking" | "POST /api/technician/actions";

/** Placing an order answers through the Idempotency-Key's stored answer. */
type OrderPlacing = "POST /api/orders";

type AuthUntyped =
  | "GET /api/auth/get-otp/:mobile"
  | "GET /api/auth/resend-otp/:mobile"
  | "POST /api/auth/otp-call";

type ReportsUntyped =
  | "POST /api/reports/otp"
  | "POST /api/reports/corporate/otp"
  | "POST /api/reports/step-up/otp"
  | "POST /api/reports/step-up/verify";

export type Checked = [
  NoViolations<Group<typeof captchaRoutes, "/api/captcha">>,
  NoViolations<Group<typeof cartRoutes, "/api/cart">>,
  NoViolations<Group<typeof centreSlotsRoutes, "/api/centre-slots">>,
  NoViolations<Group<typeof collectionWindowsRoutes, "/api/collection-windows">>,
  NoViolations<Group<typeof healthRoutes, "/api/health">>,
  NoViolations<Group<typeof readyRoutes, "/api/ready">>,
  NoViolations<Group<typeof reportsRoutes, "/api/reports", ReportsUntyped>>,
  NoViolations<Group<typeof sharedReportsRoutes, "/api/shared-reports">>,
  NoViolations<Group<typeof usersRoutes, "/api/users">>,
  NoViolations<Group<typeof bookingRoutes, "/api/booking", OutboxWrites>>,
  NoViolations<Group<typeof myBookingsRoutes, "/api/my-bookings">>,
  NoViolations<Group<typeof ordersRoutes, "/api/orders", OrderPlacing>>,
  NoViolations<Group<typeof authRoutes, "/api/auth", AuthUntyped>>,
  NoViolations<Group<typeof adminRoutes, "/api/admin">>,
  NoViolations<Group<typeof transactionsRoutes, "/api/transactions-history">>,
  NoViolations<Group<typeof technicianRoutes, "/api/technician", OutboxWrites>>,
  NoViolations<Group<typeof enquiriesRoutes, "/api/enquiries", Enquiries>>,
];
