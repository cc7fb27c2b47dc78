/**
 * The built-in test gateway's HTTP side, mounted under /api/payments by
 * src/routes/payments/payments.routes.ts while it is the payment adapter, and never in production
 * (src/services/payments/create-payment-gateway.ts; only the sources have this file):
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
 * rides along. app.ts exempts the callback from the JSON-only and Origin guards
 * (isTestGatewayCallbackPath): a form post is not JSON, and this page's no-referrer policy makes
 * the browser send `Origin: null`.
 */
import { ApiRoutes } from "@vyom/catalog/contract/routes";
import { TestGatewayResultForm } from "@vyom/catalog/contract/schemas";
import { type Context, Hono } from "hono";
import type { AppDeps } from "../../src/deps.ts";
import { noStore } from "../../src/http/no-store.ts";
import { requestDeps, requestLogger } from "../../src/http/request-log.ts";
import { route } from "../../src/openapi/route.ts";
import { htmlAnswer } from "../../src/routes/payments/gateway-page.ts";
import {
  noPaymentWaiting,
  ownersOrder as ownersOrderOf,
  refuse,
} from "../../src/routes/payments/owner-order.ts";
import { drainVisitNotices } from "../../src/services/collection-visits/visit-notices.ts";
import {
  confirmationPath,
  openAttemptOf,
  paymentFailedPath,
  settlePayment,
} from "../../src/services/payments/payments.service.ts";
import type { TestGateway } from "./test-gateway.ts";
import { testGatewayPagePath } from "./test-gateway.ts";
import { testPaymentPage } from "./test-gateway-page.ts";

/** The result's form post: app.ts lets it past the cross-site, JSON-only and Origin guards. */
export const isTestGatewayCallbackPath = (path: string) =>
  /^\/api\/payments\/test-gateway\/[^/]+\/result\/?$/.test(path);

export function testGatewayRoutes(deps: AppDeps, gateway: TestGateway) {
  const { db, clock, logger } = deps;
  const ownersOrder = (c: Context) => ownersOrderOf(c, deps);

  return new Hono()
    .use(noStore)
    .get(
      "/test-gateway/:orderId",
      ...route(ApiRoutes["GET /api/payments/test-gateway/:orderId"]),
      async (c) => {
        const order = await ownersOrder(c);
        if (order instanceof Response) return order;
        if (order.status === "paid") return c.redirect(confirmationPath(order.orderId), 303);
        const attempt = await openAttemptOf(db, order.id);
        if (!attempt) {
          return noPaymentWaiting(c, order.orderId);
        }
        return htmlAnswer(
          c,
          testPaymentPage({
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
      },
    )
    .post(
      "/test-gateway/:orderId/result",
      // The form is read below, by its schema: a JSON validator would refuse a form post.
      ...route(ApiRoutes["POST /api/payments/test-gateway/:orderId/result"]),
      async (c) => {
        const order = await ownersOrder(c);
        if (order instanceof Response) return order;
        const { orderId } = order;
        const form = await c.req.parseBody().catch(() => ({}));
        const token = TestGatewayResultForm.safeParse(form).data?.token ?? "";
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
      },
    );
}
