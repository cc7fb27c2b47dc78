/**
 * The payment gateway's HTTP side: Razorpay's (razorpay.routes.ts) while it is the adapter, else
 * the built-in test gateway's (mounted only while it is the payment adapter, and never in
 * production: services/payments/create-payment-gateway.ts):
 *
 * - `GET /api/payments/test-gateway/:orderId`: the payment page of the order's open attempt, with
 *   "Pay successfully" and "Fail payment", each a form posting a token the gateway signed.
 * - `POST /api/payments/test-gateway/:orderId/result`: the gateway's callback. Only a verified
 *   token counts (a forged or altered one is 403); the result settles the attempt, the order and
 *   its transaction (paymentStatus, responseLog, updatedAt) once, then redirects to the
 *   confirmation or back to checkout with `payment=failed`. A repeat changes nothing.
 *
 * Both answer only the order's owner: the page hands out a token that marks the order paid, so
 * without the customer session it is 401, and for another customer's order 404 (never "someone
 * else's"). The page and its form post are same-site, so the SameSite=Strict session cookie
 * rides along. app.ts exempts the callback from the JSON-only and Origin guards: a form post is
 * not JSON, and this page's no-referrer policy makes the browser send `Origin: null`.
 */
import { type Context, Hono } from "hono";
import type { AppDeps } from "../../deps.ts";
import { noStore } from "../../http/no-store.ts";
import { requestDeps, requestLogger } from "../../http/request-log.ts";
import { drainVisitNotices } from "../../services/collection-visits/visit-notices.ts";
import {
  confirmationPath,
  openAttemptOf,
  paymentFailedPath,
  settlePayment,
} from "../../services/payments/payments.service.ts";
import { isRazorpayGateway } from "../../services/payments/razorpay-gateway.ts";
import { isTestGateway, testGatewayPagePath } from "../../services/payments/test-gateway.ts";
import { gatewayStylesheet, paymentPage } from "./gateway-page.ts";
import { noPaymentWaiting, ownersOrder as ownersOrderOf, refuse } from "./owner-order.ts";
import { paymentsDocs as docs } from "./payments.openapi.ts";
import { razorpayRoutes } from "./razorpay.routes.ts";

/**
 * Paths of signed gateway callbacks: app.ts lets them past the cross-site, JSON-only and Origin
 * guards. The test gateway's form post, and Razorpay's webhook (server to server, authenticated
 * by its signature over the raw body: razorpay-webhook.ts).
 */
export const isGatewayCallbackPath = (path: string) =>
  /^\/api\/payments\/(test-gateway\/[^/]+\/result|razorpay\/webhook)\/?$/.test(path);

export function paymentsRoutes(deps: AppDeps) {
  const { db, clock, logger, payments } = deps;
  if (isRazorpayGateway(payments))
    return new Hono().route("/razorpay", razorpayRoutes(deps, payments));
  const app = new Hono();
  // Even with a test gateway handed in by code, production never serves its pages.
  if (!isTestGateway(payments) || deps.env.NODE_ENV === "production") return app;
  const gateway = payments;

  const ownersOrder = (c: Context) => ownersOrderOf(c, deps);

  return app
    .use(noStore)
    .get("/test-gateway.css", docs.testGatewayStylesheet, (c) => {
      c.header("Content-Type", "text/css; charset=utf-8");
      return c.body(gatewayStylesheet, 200);
    })
    .get("/test-gateway/:orderId", docs.testGatewayPage, async (c) => {
      const order = await ownersOrder(c);
      if (order instanceof Response) return order;
      if (order.status === "paid") return c.redirect(confirmationPath(order.orderId), 303);
      const attempt = await openAttemptOf(db, order.id);
      if (!attempt) {
        return noPaymentWaiting(c, order.orderId);
      }
      return c.html(
        paymentPage({
          orderId: order.orderId,
          amount: attempt.amount,
          resultPath: `${testGatewayPagePath(order.orderId)}/result`,
          tokens: gateway.resultTokens({
            orderId: order.orderId,
            attemptId: attempt.id,
            amount: attempt.amount,
          }),
        }),
        200,
      );
    })
    .post("/test-gateway/:orderId/result", docs.testGatewayResult, async (c) => {
      const order = await ownersOrder(c);
      if (order instanceof Response) return order;
      const { orderId } = order;
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const token = typeof form.token === "string" ? form.token : "";
      const result = await gateway.verifyResult({ orderId, fields: { token } });
      if (!result) {
        requestLogger(c, logger).warn("payments.result-refused", { reason: "signature" });
        return refuse(c, 403, "invalid-payment-result", {
          title: "Payment result refused",
          message: "This payment result could not be verified.",
        });
      }
      const settled = await settlePayment(db, result, clock());
      // A paid order's visit was confirmed: its SMS leaves now (services/orders/order-visits.ts).
      if (settled.kind === "paid") void drainVisitNotices(requestDeps(c, deps));
      if (settled.kind === "unknown-attempt" || settled.kind === "amount-mismatch") {
        requestLogger(c, logger).warn("payments.result-refused", { reason: settled.kind });
        return refuse(c, 409, "payment-result-mismatch", {
          title: "Payment result refused",
          message: "This payment result does not match the order.",
        });
      }
      requestLogger(c, logger).info("payments.settled", {
        outcome: settled.kind,
        orderId: settled.orderId,
      });
      const paid = settled.kind === "paid" || (settled.kind === "unchanged" && settled.paid);
      return c.redirect(
        paid ? confirmationPath(settled.orderId) : paymentFailedPath(settled.orderId),
        303,
      );
    });
}
