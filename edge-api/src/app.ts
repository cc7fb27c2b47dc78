/**
 * createApp(deps): the one place routes are mounted. The server and the tests both call it, so
 * what the tests exercise over HTTP is exactly what runs. `GET /api/openapi.json` describes every
 * route mounted here (openapi/openapi.routes.ts); the PWA types its calls from the same contract
 * schemas (catalog/src/contract/schemas/).
 */
import { type Context, Hono, type MiddlewareHandler } from "hono";
import type { AppDeps } from "./deps.ts";
import { trustedProxies } from "./http/client-address.ts";
import { errorHandler, notFound } from "./http/errors.ts";
import { crossSiteRefusal, jsonBodyLimit, jsonOnly, originCheck } from "./http/request-guards.ts";
import { requestLog } from "./http/request-log.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { openApiRoutes } from "./openapi/openapi.routes.ts";
import { adminRoutes } from "./routes/admin/admin.routes.ts";
import { authRoutes } from "./routes/auth/auth.routes.ts";
import { bookingRoutes } from "./routes/booking/booking.routes.ts";
import { captchaRoutes } from "./routes/captcha/captcha.routes.ts";
import { careersRoutes } from "./routes/careers/careers.routes.ts";
import { cartRoutes } from "./routes/cart/cart.routes.ts";
import { centreSlotsRoutes } from "./routes/centre-slots/centre-slots.routes.ts";
import { collectionWindowsRoutes } from "./routes/collection-windows/collection-windows.routes.ts";
import { enquiriesRoutes } from "./routes/enquiries/enquiries.routes.ts";
import { healthRoutes } from "./routes/health/health.routes.ts";
import { readyRoutes } from "./routes/health/ready.routes.ts";
import { lisRoutes } from "./routes/lis/lis.routes.ts";
import { metricsRoutes } from "./routes/metrics/metrics.routes.ts";
import { myBookingsRoutes } from "./routes/my-bookings/my-bookings.routes.ts";
import { ordersRoutes } from "./routes/orders/orders.routes.ts";
import { gatewayCallbackPaths, paymentsRoutes } from "./routes/payments/payments.routes.ts";
import { prescriptionsRoutes } from "./routes/prescriptions/prescriptions.routes.ts";
import { reportsRoutes } from "./routes/reports/reports.routes.ts";
import { sharedReportsRoutes } from "./routes/shared-reports/shared-reports.routes.ts";
import { smsRoutes } from "./routes/sms/sms.routes.ts";
import { technicianRoutes } from "./routes/technician/technician.routes.ts";
import { transactionsRoutes } from "./routes/transactions/transactions.routes.ts";
import { usersRoutes } from "./routes/users/users.routes.ts";

/** hono/combine's `except` for one middleware, without its per-request composition (figure 4). */
const unless =
  (skip: (c: Context) => boolean, middleware: MiddlewareHandler): MiddlewareHandler =>
  (c, next) =>
    skip(c) ? next() : middleware(c, next);

export function createApp(deps: AppDeps) {
  // strict: false so `POST /api/booking/`, which older app versions still in use send, and
  // `/api/booking` are the same route (docs/product.md#api-calls).
  const app = new Hono({ strict: false });
  app.onError(errorHandler(deps.logger));
  app.notFound(notFound);
  app.use(trustedProxies(deps.env.TRUSTED_PROXY_HOPS));
  app.use(securityHeaders(deps.env));
  app.use(requestLog(deps.logger, deps.metrics));
  // A payment gateway's callback is a form post (not JSON) authenticated by its signature, and
  // comes from the gateway's site: the cross-site, Origin and JSON-only guards do not apply to it.
  const isGatewayCallback = gatewayCallbackPaths(deps);
  const gatewayCallback = (c: Context) => isGatewayCallback(c.req.path);
  app.use(
    "/api/*",
    unless(gatewayCallback, crossSiteRefusal()),
    unless(gatewayCallback, originCheck(deps.env)),
    jsonBodyLimit(),
    unless(gatewayCallback, jsonOnly()),
  );
  // The development SMS inbox does not exist in production (docs/product.md#third-party-services):
  // nor do its routes in the compiled server (deps.ts devRoutes, loaded from edge-api/dev/).
  if (deps.env.NODE_ENV !== "production" && deps.devRoutes) {
    app.route("/api/dev", deps.devRoutes(deps));
  }

  // Outside /api: a scraper's GET, not the PWA's, so the API's guards do not apply to it.
  app.route("/metrics", metricsRoutes(deps));

  app
    .route("/api/auth", authRoutes(deps))
    .route("/api/cart", cartRoutes(deps))
    .route("/api/captcha", captchaRoutes(deps))
    .route("/api/health", healthRoutes(deps))
    .route("/api/ready", readyRoutes(deps))
    .route("/api/booking", bookingRoutes(deps))
    .route("/api/collection-windows", collectionWindowsRoutes(deps))
    .route("/api/centre-slots", centreSlotsRoutes(deps))
    .route("/api/my-bookings", myBookingsRoutes(deps))
    .route("/api/enquiries", enquiriesRoutes(deps))
    .route("/api/admin", adminRoutes(deps))
    .route("/api/transactions-history", transactionsRoutes(deps))
    .route("/api/users", usersRoutes(deps))
    .route("/api/orders", ordersRoutes(deps))
    .route("/api/payments", paymentsRoutes(deps))
    .route("/api/prescriptions", prescriptionsRoutes(deps))
    .route("/api/careers", careersRoutes(deps))
    .route("/api/reports", reportsRoutes(deps))
    .route("/api/sms", smsRoutes(deps))
    .route("/api/lis", lisRoutes(deps))
    .route("/api/shared-reports", sharedReportsRoutes(deps))
    .route("/api/technician", technicianRoutes(deps))
    .route("/api/openapi.json", openApiRoutes(app));
  return app;
}
