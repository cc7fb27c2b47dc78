/**
 * The gateway pages' shared rules: only the order's owner gets its payment page (401 without the
 * customer session, 404 for anyone else's order, never "someone else's"), and a refusal is worded
 * for whoever asked: a person's browser (which accepts HTML) gets a small page, a program the
 * API's usual JSON error.
 */
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppDeps } from "../../deps.ts";
import { currentCustomer } from "../../http/customer-session.ts";
import { ORDER_ID_PATTERN } from "../../services/payments/order-id.ts";
import { ownOrder, paymentFailedPath } from "../../services/payments/payments.service.ts";
import { htmlAnswer, messagePage } from "./gateway-page.ts";

export function refuse<Status extends ContentfulStatusCode, Code extends string>(
  c: Context,
  status: Status,
  error: Code,
  page: { title: string; message: string; link?: { href: string; text: string } },
) {
  if ((c.req.header("accept") ?? "").includes("text/html")) {
    return htmlAnswer(c, messagePage(page.title, page.message, page.link), status);
  }
  return c.json({ error, message: page.message }, status);
}

/** Both gateways' answer when the order has no open payment attempt (it ended, or never began). */
export function noPaymentWaiting(c: Context, orderId: string) {
  return refuse(c, 409, "no-payment-waiting", {
    title: "No payment waiting",
    message: "This payment has already ended.",
    link: { href: paymentFailedPath(orderId), text: "Back to checkout" },
  });
}

/** The order in the path if it is the signed-in customer's, else the refusal to send. */
export async function ownersOrder(c: Context, deps: AppDeps) {
  const customer = await currentCustomer(c, deps);
  if (!customer) {
    return refuse(c, 401, "login-required", {
      title: "Sign in to pay",
      message: "Sign in on this device to pay for your order.",
      link: { href: "/login", text: "Sign in" },
    });
  }
  const orderId = c.req.param("orderId") ?? "";
  const order = ORDER_ID_PATTERN.test(orderId)
    ? await ownOrder(deps.db, customer.userId, orderId)
    : undefined;
  return (
    order ??
    refuse(c, 404, "not-found", { title: "Payment not found", message: "There is no such order." })
  );
}
