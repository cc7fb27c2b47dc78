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
import { Hono } from "hono";
import { z } from "zod";
import type { AppDeps } from "../../deps.ts";
import {
  type CustomerVariables,
  currentCustomer,
  requireCustomer,
} from "../../http/customer-session.ts";
import { noStore } from "../../http/no-store.ts";
import { requestDeps, requestLogger } from "../../http/request-log.ts";
import { text } from "../../http/text-rule.ts";
import { jsonBody } from "../../http/validate.ts";
import { describeError } from "../../logger.ts";
import { drainVisitNotices } from "../../services/collection-visits/visit-notices.ts";
import { ORDER_ID_PATTERN } from "../../services/payments/order-id.ts";
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
import { gatewayStylesheet } from "./gateway-page.ts";
import { noPaymentWaiting, ownersOrder } from "./owner-order.ts";
import { paymentsDocs as docs } from "./payments.openapi.ts";
import {
  RAZORPAY_PAGE_SCRIPT_PATH,
  RAZORPAY_PAGE_STYLESHEET_PATH,
  razorpayPage,
  razorpayPageScript,
} from "./razorpay-page.ts";
import { razorpayWebhook } from "./razorpay-webhook.ts";

const VerifyBody = z.object({
  orderId: text().regex(ORDER_ID_PATTERN, "not an order id"),
  razorpay_order_id: text().max(64),
  razorpay_payment_id: text().max(64),
  razorpay_signature: text().max(128),
});

export function razorpayRoutes(deps: AppDeps, gateway: RazorpayGateway) {
  const { db, clock, logger } = deps;
  const nameOf = (path: string) => path.slice(path.lastIndexOf("/"));

  const verify = new Hono<{ Variables: CustomerVariables }>()
    .use(requireCustomer(deps))
    .post("/", docs.razorpayVerify, jsonBody(VerifyBody), async (c) => {
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
    .get(nameOf(RAZORPAY_PAGE_SCRIPT_PATH), docs.razorpayScript, (c) => {
      c.header("Content-Type", "text/javascript; charset=utf-8");
      return c.body(razorpayPageScript, 200);
    })
    .get(nameOf(RAZORPAY_PAGE_STYLESHEET_PATH), docs.razorpayStylesheet, (c) => {
      c.header("Content-Type", "text/css; charset=utf-8");
      return c.body(gatewayStylesheet, 200);
    })
    .get("/:orderId", docs.razorpayPage, async (c) => {
      const order = await ownersOrder(c, deps);
      if (order instanceof Response) return order;
      if (order.status === "paid") return c.redirect(confirmationPath(order.orderId), 303);
      const attempt = await openAttemptOf(db, order.id);
      const customer = await currentCustomer(c, deps);
      if (!attempt?.gatewayReference || !customer) {
        return noPaymentWaiting(c, order.orderId);
      }
      return c.html(
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
