/**
 * The payment gateway's HTTP side: Razorpay's (razorpay.routes.ts) while it is the adapter, else
 * the routes the built-in test gateway brings with it (edge-api/dev/payments-sim/, development
 * only: mounted while it is the payment adapter, and never in production,
 * services/payments/create-payment-gateway.ts). Either way `GET /api/payments/gateway.css`, the
 * look of the gateway pages and of their refusals (gateway-page.ts, owner-order.ts).
 */
import { ApiRoutes } from "@vyom/catalog/contract/routes";
import { Hono } from "hono";
import type { AppDeps } from "../../deps.ts";
import { hasOwnPages } from "../../development.ts";
import { noStore } from "../../http/no-store.ts";
import { route } from "../../openapi/route.ts";
import { isRazorpayGateway } from "../../services/payments/razorpay-gateway.ts";
import { GATEWAY_STYLESHEET, gatewayStylesheet } from "./gateway-page.ts";
import { razorpayRoutes } from "./razorpay.routes.ts";

/** Razorpay's webhook: server to server, authenticated by its signature over the raw body. */
const isRazorpayWebhookPath = (path: string) =>
  /^\/api\/payments\/razorpay\/webhook\/?$/.test(path);

/** The test gateway's pages, in the app `deps` builds: outside production only. */
const testGatewayOf = (deps: Pick<AppDeps, "env" | "payments">) =>
  deps.env.NODE_ENV !== "production" && hasOwnPages(deps.payments) ? deps.payments : undefined;

/**
 * Paths of signed gateway callbacks: app.ts lets them past the cross-site, JSON-only and Origin
 * guards. Razorpay's webhook (razorpay-webhook.ts), and the test gateway's result form post while
 * it runs.
 */
export function gatewayCallbackPaths(
  deps: Pick<AppDeps, "env" | "payments">,
): (path: string) => boolean {
  const testGateway = testGatewayOf(deps);
  return (path) => isRazorpayWebhookPath(path) || (testGateway?.isCallbackPath(path) ?? false);
}

export function paymentsRoutes(deps: AppDeps) {
  const app = new Hono().get(
    GATEWAY_STYLESHEET,
    noStore,
    ...route(ApiRoutes["GET /api/payments/gateway.css"]),
    (c) => {
      c.header("Content-Type", "text/css; charset=utf-8");
      return c.body(gatewayStylesheet, 200);
    },
  );
  const { payments } = deps;
  if (isRazorpayGateway(payments)) return app.route("/razorpay", razorpayRoutes(deps, payments));
  // Even with a test gateway handed in by code, production never serves its pages.
  const testGateway = testGatewayOf(deps);
  return testGateway ? app.route("/", testGateway.routes(deps)) : app;
}
