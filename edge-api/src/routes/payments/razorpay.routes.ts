/**
 * Razorpay's HTTP side (mounted while Razorpay is the payment adapter:
 * services/payments/create-payment-gateway.ts):
 *
 * - `GET /api/payments/razorpay/:orderId`: the owner's payment page for the order's open attempt
 *   and its Razorpay order (razorpay-page.ts); a paid order redirects to its confirmation.
 * - `POST /api/payments/razorpay/verify` (the owner's session, JSON): Checkout's answer. A
 *   signature that is not Razorpay's over `order_id|payment_id` is 403 before anything else is
 *   looked at; then the payment's state is fetched from Razorpay itself, and must belong to the
 *   attempt's own Razorpay order. Settles once (settlePayment); a repeat answers the same.
 * - `POST /api/payments/razorpay/webhook`: razorpay-webhook.ts.
 */
import { ApiRoutes } from "@vyom/catalog/contract/routes";
import { Hono } from "hono";
import type { AppDeps } from "../../deps.ts";
import {
  type CustomerVariables,
  currentCustomer,
  requireCustomer,
} from "../../http/customer-session.ts";
import { noStore } from "../../http/no-store.ts";
import { requestDeps, requestLogger } from "../../http/request-log.ts";
import { describeError } from "../../logger.ts";
import { route } from "../../openapi/route.ts";
import { drainVisitNotices } from "../../services/collection-visits/visit-notices.ts";
import {
  attemptByGatewayReference,
  confirmationPath,
  openAttemptOf,
  ownOrder,
  paymentFailedPath,
  settlePayment,
} from "../../services/payments/payments.service.ts";
import {
  type RazorpayGateway,
  RazorpayUnavailable,
} from "../../services/payments/razorpay-gateway.ts";
import { gatewayStylesheet, htmlAnswer } from "./gateway-page.ts";
import { noPaymentWaiting, ownersOrder } from "./owner-order.ts";
import {
  RAZORPAY_PAGE_SCRIPT,
  RAZORPAY_PAGE_STYLESHEET,
  razorpayPage,
  razorpayPageScript,
} from "./razorpay-page.ts";
import { razorpayWebhook } from "./razorpay-webhook.ts";

export function razorpayRoutes(deps: AppDeps, gateway: RazorpayGateway) {
  const { db, clock, logger } = deps;

  const verify = new Hono<{ Variables: CustomerVariables }>()
    .use(requireCustomer(deps))
    .post("/", ...route(ApiRoutes["POST /api/payments/razorpay/verify"]), async (c) => {
      const body = c.req.valid("json");
      const order = await ownOrder(db, c.get("customer").userId, body.orderId);
      if (!order) return c.json({ error: "not-found" as const }, 404);
      if (!gateway.isAuthenticCheckout(body)) {
        requestLogger(c, logger).warn("payments.result-refused", { reason: "signature" });
        return c.json({ error: "invalid-payment-result" as const }, 403);
      }
      if (order.status === "paid") {
        return c.json(
          { status: "paid" as const, redirectUrl: confirmationPath(order.orderId) },
          200,
        );
      }
      const attempt = await attemptByGatewayReference(db, order.id, body.razorpay_order_id);
      let state: Awaited<ReturnType<RazorpayGateway["paymentState"]>>;
      try {
        state = attempt ? await gateway.paymentState(body.razorpay_payment_id) : undefined;
      } catch (error) {
        if (!(error instanceof RazorpayUnavailable)) throw error;
        requestLogger(c, logger).warn("payments.razorpay-unavailable", describeError(error));
        return c.json({ error: "payment-gateway-unavailable" as const }, 503);
      }
      const mismatch =
        !state ||
        state.orderId !== order.orderId ||
        ("attemptId" in state &&
          (state.attemptId !== attempt?.id || state.response.order_id !== body.razorpay_order_id));
      if (!state || mismatch) {
        requestLogger(c, logger).warn("payments.result-refused", { reason: "mismatch" });
        return c.json({ error: "payment-result-mismatch" as const }, 409);
      }
      if ("pending" in state) return c.json({ status: "payment-pending" as const }, 202);
      const settled = await settlePayment(db, state, clock());
      // A paid order's visit was confirmed: its SMS leaves now (services/orders/order-visits.ts).
      if (settled.kind === "paid") void drainVisitNotices(requestDeps(c, deps));
      if (settled.kind === "unknown-attempt" || settled.kind === "amount-mismatch") {
        requestLogger(c, logger).warn("payments.result-refused", { reason: settled.kind });
        return c.json({ error: "payment-result-mismatch" as const }, 409);
      }
      requestLogger(c, logger).info("payments.settled", {
        outcome: settled.kind,
        orderId: order.orderId,
      });
      const paid = settled.kind === "paid" || (settled.kind === "unchanged" && settled.paid);
      return paid
        ? c.json({ status: "paid" as const, redirectUrl: confirmationPath(order.orderId) }, 200)
        : c.json(
            { status: "payment-failed" as const, redirectUrl: paymentFailedPath(order.orderId) },
            200,
          );
    });

  return new Hono()
    .use(noStore)
    .route("/verify", verify)
    .route("/webhook", razorpayWebhook(deps, gateway))
    .get(
      RAZORPAY_PAGE_SCRIPT,
      ...route(ApiRoutes["GET /api/payments/razorpay/payment-page.js"]),
      (c) => {
        c.header("Content-Type", "text/javascript; charset=utf-8");
        return c.body(razorpayPageScript, 200);
      },
    )
    .get(
      RAZORPAY_PAGE_STYLESHEET,
      ...route(ApiRoutes["GET /api/payments/razorpay/payment-page.css"]),
      (c) => {
        c.header("Content-Type", "text/css; charset=utf-8");
        return c.body(gatewayStylesheet, 200);
      },
    )
    .get("/:orderId", ...route(ApiRoutes["GET /api/payments/razorpay/:orderId"]), async (c) => {
      const order = await ownersOrder(c, deps);
      if (order instanceof Response) return order;
      if (order.status === "paid") return c.redirect(confirmationPath(order.orderId), 303);
      const attempt = await openAttemptOf(db, order.id);
      const customer = await currentCustomer(c, deps);
      if (!attempt?.gatewayReference || !customer) {
        return noPaymentWaiting(c, order.orderId);
      }
      return htmlAnswer(
        c,
        razorpayPage({
          orderId: order.orderId,
          amount: attempt.amount,
          keyId: gateway.keyId,
          razorpayOrderId: attempt.gatewayReference,
          checkoutScriptUrl: gateway.checkoutScriptUrl,
          failedUrl: paymentFailedPath(order.orderId),
          customer,
        }),
        200,
      );
    });
}
