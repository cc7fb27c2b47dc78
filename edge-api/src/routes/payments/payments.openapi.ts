/**
 * How the payment gateway's routes (payments.routes.ts, razorpay.routes.ts, razorpay-webhook.ts)
 * appear in `GET /api/openapi.json`: only those of the gateway the app runs with are mounted (the
 * test gateway's own: edge-api/dev/payments-sim/test-gateway.openapi.ts).
 */
import { ErrorAnswer, PaymentVerifyAnswer } from "@vyom/catalog/contract/schemas";
import { z } from "zod";
import {
  describe,
  loginRequired,
  notFound,
  pathParameter,
  refused,
} from "../../openapi/describe.ts";

export const orderIdParameter = pathParameter("orderId", "The order id (VYO-YYYYMMDD-XXXXXX)");
export const customerSession = { security: [{ customerSession: [] }] };
/** A gateway's payment page of an order (Razorpay's here; the test gateway's in edge-api/dev/). */
export const paymentPageDocs = (summary: string) =>
  describe(
    summary,
    {
      200: ["The payment page", undefined, "text/html"],
      303: ["The order is paid: to its confirmation"],
      401: loginRequired,
      404: notFound,
      409: refused("No payment waiting for the order (no-payment-waiting)"),
    },
    { ...customerSession, parameters: [orderIdParameter] },
  );
const asset = (summary: string, media: string) =>
  describe(summary, { 200: ["The file", undefined, media] });

export const paymentsDocs = {
  stylesheet: asset(
    "The payment pages' stylesheet (either gateway's pages and refusals)",
    "text/css",
  ),
  razorpayVerify: describe(
    "Razorpay Checkout's answer: verified by its signature and by Razorpay, settled once",
    {
      200: ["Paid or failed: where to go next", PaymentVerifyAnswer],
      202: ["Razorpay has not settled the payment yet", PaymentVerifyAnswer],
      401: loginRequired,
      403: refused("Not Razorpay's signature (invalid-payment-result)"),
      404: notFound,
      409: refused("The payment is not the attempt's (payment-result-mismatch)"),
      503: refused("Razorpay did not answer (payment-gateway-unavailable)"),
    },
    customerSession,
  ),
  razorpayWebhook: describe(
    "Razorpay's webhook (server to server, authenticated by its signature over the raw body)",
    {
      200: [
        "Processed, a duplicate, or ignored",
        z.object({ status: z.enum(["processed", "duplicate", "ignored"]) }),
      ],
      400: ["Not an event", ErrorAnswer],
      401: refused("Not Razorpay's signature (invalid-signature)"),
      503: refused("Razorpay should send it again (try-again)"),
    },
    {
      parameters: [
        { name: "X-Razorpay-Signature", in: "header", required: true, schema: { type: "string" } },
      ],
      requestBody: { content: { "application/json": { schema: { type: "object" } } } },
    },
  ),
  razorpayScript: asset("The Razorpay payment page's script", "text/javascript"),
  razorpayStylesheet: asset("The Razorpay payment page's stylesheet", "text/css"),
  razorpayPage: paymentPageDocs("The order's Razorpay payment page (opens Razorpay Checkout)"),
};
