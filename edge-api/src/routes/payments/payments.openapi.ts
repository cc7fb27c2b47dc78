/**
 * How the payment gateway's routes (payments.routes.ts, razorpay.routes.ts, razorpay-webhook.ts)
 * appear in `GET /api/openapi.json`: only those of the gateway the app runs with are mounted.
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

const orderId = pathParameter("orderId", "The order id (VYO-YYYYMMDD-XXXXXX)");
const customer = { security: [{ customerSession: [] }] };
const page = (summary: string) =>
  describe(
    summary,
    {
      200: ["The payment page", undefined, "text/html"],
      303: ["The order is paid: to its confirmation"],
      401: loginRequired,
      404: notFound,
      409: refused("No payment waiting for the order (no-payment-waiting)"),
    },
    { ...customer, parameters: [orderId] },
  );
const asset = (summary: string, media: string) =>
  describe(summary, { 200: ["The file", undefined, media] });

export const paymentsDocs = {
  testGatewayStylesheet: asset("The test gateway page's stylesheet", "text/css"),
  testGatewayPage: page("The built-in test gateway's payment page (never in production)"),
  testGatewayResult: describe(
    "The test gateway's signed result form post: settles the attempt once",
    {
      303: ["To the confirmation, or back to checkout with payment=failed"],
      401: loginRequired,
      403: refused("The result token is not the gateway's (invalid-payment-result)"),
      404: notFound,
      409: refused("The result does not match the order (payment-result-mismatch)"),
    },
    {
      ...customer,
      parameters: [orderId],
      requestBody: {
        content: {
          "application/x-www-form-urlencoded": {
            schema: { type: "object", properties: { token: { type: "string" } } },
          },
        },
      },
    },
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
    customer,
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
  razorpayPage: page("The order's Razorpay payment page (opens Razorpay Checkout)"),
};
