/**
 * The built-in test gateway's HTTP side (mounted only while it is the payment adapter):
 *
 * - `GET /api/payments/test-gateway/:orderId`: the payment page of the order's open attempt, with
 *   "Pay successfully" and "Fail payment", each a form posting a token the gateway signed.
 * - `POST /api/payments/test-gateway/:orderId/result`: the gateway's callback. Only a verified
 *   token counts (a forged or altered one is 403); the result settles the attempt, the order and
 *   its transaction (paymentStatus, responseLog, updatedAt) once, then redirects to the
 *   confirmation or back to checkout with `payment=failed`. A repeat changes nothing.
 *
 * Neither needs the customer session: a real gateway's callback arrives without our cookies (and
 * cross-site), so the signature is what authenticates it. app.ts exempts the callback from the
 * JSON-only and Origin guards for that reason: a form post is not JSON, and this page's no-referrer
 * policy makes the browser send `Origin: null`.
 */
import { eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { orders } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { noStore } from "../../http/no-store.ts";
import { ORDER_ID_PATTERN } from "../../services/payments/order-id.ts";
import {
  confirmationPath,
  openAttemptOf,
  paymentFailedPath,
  settlePayment,
} from "../../services/payments/payments.service.ts";
import { isTestGateway, testGatewayPagePath } from "../../services/payments/test-gateway.ts";
import { gatewayStylesheet, messagePage, paymentPage } from "./gateway-page.ts";

/** Paths of signed gateway callbacks: app.ts lets them past the JSON-only and Origin guards. */
export const isGatewayCallbackPath = (path: string) =>
  /^\/api\/payments\/test-gateway\/[^/]+\/result\/?$/.test(path);

/**
 * A refusal worded for whoever asked: a person's browser (which accepts HTML, e.g. after a form
 * post) gets a small page, a program gets the API's usual JSON error.
 */
function refuse(
  c: Context,
  status: ContentfulStatusCode,
  error: string,
  page: { title: string; message: string; link?: { href: string; text: string } },
) {
  if ((c.req.header("accept") ?? "").includes("text/html")) {
    return c.html(messagePage(page.title, page.message, page.link), status);
  }
  return c.json({ error, message: page.message }, status);
}

export function paymentsRoutes(deps: AppDeps) {
  const { db, clock, logger, payments } = deps;
  const app = new Hono();
  if (!isTestGateway(payments)) return app;
  const gateway = payments;

  const findOrder = async (orderId: string) => {
    if (!ORDER_ID_PATTERN.test(orderId)) return undefined;
    const [order] = await db.select().from(orders).where(eq(orders.orderId, orderId));
    return order;
  };

  return app
    .use(noStore)
    .get("/test-gateway.css", (c) => {
      c.header("Content-Type", "text/css; charset=utf-8");
      return c.body(gatewayStylesheet, 200);
    })
    .get("/test-gateway/:orderId", async (c) => {
      const orderId = c.req.param("orderId");
      const order = await findOrder(orderId);
      if (!order) {
        return refuse(c, 404, "not-found", {
          title: "Payment not found",
          message: "There is no such order.",
        });
      }
      if (order.status === "paid") return c.redirect(confirmationPath(order.orderId), 303);
      const attempt = await openAttemptOf(db, order.id);
      if (!attempt) {
        return refuse(c, 409, "no-payment-waiting", {
          title: "No payment waiting",
          message: "This payment has already ended.",
          link: { href: paymentFailedPath(order.orderId), text: "Back to checkout" },
        });
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
    .post("/test-gateway/:orderId/result", async (c) => {
      const orderId = c.req.param("orderId");
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const token = typeof form.token === "string" ? form.token : "";
      const result = await gateway.verifyResult({ orderId, fields: { token } });
      if (!result) {
        logger.warn("payments.result-refused", { reason: "signature" });
        return refuse(c, 403, "invalid-payment-result", {
          title: "Payment result refused",
          message: "This payment result could not be verified.",
        });
      }
      const settled = await settlePayment(db, result, clock());
      if (settled.kind === "unknown-attempt" || settled.kind === "amount-mismatch") {
        logger.warn("payments.result-refused", { reason: settled.kind });
        return refuse(c, 409, "payment-result-mismatch", {
          title: "Payment result refused",
          message: "This payment result does not match the order.",
        });
      }
      logger.info("payments.settled", { outcome: settled.kind, orderId: settled.orderId });
      const paid = settled.kind === "paid" || (settled.kind === "unchanged" && settled.paid);
      return c.redirect(
        paid ? confirmationPath(settled.orderId) : paymentFailedPath(settled.orderId),
        303,
      );
    });
}
