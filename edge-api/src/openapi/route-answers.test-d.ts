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
import type { careersRoutes } from "../routes/careers/careers.routes.ts";
import type { cartRoutes } from "../routes/cart/cart.routes.ts";
import type { centreSlotsRoutes } from "../routes/centre-slots/centre-slots.routes.ts";
import type { collectionWindowsRoutes } from "../routes/collection-windows/collection-windows.routes.ts";
import type { enquiriesRoutes } from "../routes/enquiries/enquiries.routes.ts";
import type { healthRoutes } from "../routes/health/health.routes.ts";
import type { readyRoutes } from "../routes/health/ready.routes.ts";
import type { lisRoutes } from "../routes/lis/lis.routes.ts";
import type { myBookingsRoutes } from "../routes/my-bookings/my-bookings.routes.ts";
import type { ordersRoutes } from "../routes/orders/orders.routes.ts";
import type { paymentsRoutes } from "../routes/payments/payments.routes.ts";
import type { razorpayRoutes } from "../routes/payments/razorpay.routes.ts";
import type { prescriptionsRoutes } from "../routes/prescriptions/prescriptions.routes.ts";
import type { reportsRoutes } from "../routes/reports/reports.routes.ts";
import type { sharedReportsRoutes } from "../routes/shared-reports/shared-reports.routes.ts";
import type { smsRoutes } from "../routes/sms/sms.routes.ts";
import type { technicianRoutes } from "../routes/technician/technician.routes.ts";
import type { transactionsRoutes } from "../routes/transactions/transactions.routes.ts";
import type { usersRoutes } from "../routes/users/users.routes.ts";
import type { openApiRoutes } from "./openapi.routes.ts";
import type { AnswerViolations, NoViolations } from "./route-answers.ts";

type Group<
  Routes extends (...args: never[]) => unknown,
  Prefix extends string,
  Untyped extends keyof ApiRoutes = never,
> = AnswerViolations<ReturnType<Routes>, Prefix, ApiRoutes, Untyped>;

/**
 * Every group is checked whole: none names a route in `Untyped` (route-answers.ts). The shared
 * helpers answer typed responses (the OTP senders and checkers, the payment pages' refusals, the
 * outbox writes), and a stored Idempotency-Key answer is replayed as the pair its route stored
 * (services/idempotency/idempotency.ts) or rebuilt from its row (an order's next step).
 * `GET /metrics` is no group here: it is outside /api and the route table (a scraper's text).
 * The development groups (the test gateway, /api/dev) are checked beside them, in
 * edge-api/dev/dev-route-answers.test-d.ts: src never imports edge-api/dev/.
 */
export type Checked = [
  NoViolations<Group<typeof captchaRoutes, "/api/captcha">>,
  NoViolations<Group<typeof cartRoutes, "/api/cart">>,
  NoViolations<Group<typeof centreSlotsRoutes, "/api/centre-slots">>,
  NoViolations<Group<typeof collectionWindowsRoutes, "/api/collection-windows">>,
  NoViolations<Group<typeof healthRoutes, "/api/health">>,
  NoViolations<Group<typeof readyRoutes, "/api/ready">>,
  NoViolations<Group<typeof reportsRoutes, "/api/reports">>,
  NoViolations<Group<typeof sharedReportsRoutes, "/api/shared-reports">>,
  NoViolations<Group<typeof usersRoutes, "/api/users">>,
  NoViolations<Group<typeof bookingRoutes, "/api/booking">>,
  NoViolations<Group<typeof myBookingsRoutes, "/api/my-bookings">>,
  NoViolations<Group<typeof ordersRoutes, "/api/orders">>,
  NoViolations<Group<typeof authRoutes, "/api/auth">>,
  NoViolations<Group<typeof adminRoutes, "/api/admin">>,
  NoViolations<Group<typeof transactionsRoutes, "/api/transactions-history">>,
  NoViolations<Group<typeof technicianRoutes, "/api/technician">>,
  NoViolations<Group<typeof enquiriesRoutes, "/api/enquiries">>,
  NoViolations<Group<typeof paymentsRoutes, "/api/payments">>,
  // Its own line: paymentsRoutes mounts one gateway or the other, and that union hides these.
  NoViolations<Group<typeof razorpayRoutes, "/api/payments/razorpay">>,
  NoViolations<Group<typeof smsRoutes, "/api/sms">>,
  NoViolations<Group<typeof careersRoutes, "/api/careers">>,
  NoViolations<Group<typeof prescriptionsRoutes, "/api/prescriptions">>,
  NoViolations<Group<typeof lisRoutes, "/api/lis">>,
  NoViolations<Group<typeof openApiRoutes, "/api/openapi.json">>,
];
