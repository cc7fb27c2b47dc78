/**
 * The payment gateways' HTTP side (edge-api/src/routes/payments/): the stylesheet of their pages,
 * Razorpay's page, Checkout's answer and webhook (mounted while Razorpay is the adapter), and the
 * built-in test gateway's page and result form (edge-api/dev/payments-sim/, development only).
 * The pages answer a person's browser HTML and a program JSON refusals (owner-order.ts).
 */
import { ErrorAnswer } from "../schemas/answers.ts";
import { PaymentVerifyAnswer } from "../schemas/orders.answers.ts";
import { RazorpayWebhookAnswer } from "../schemas/payments.answers.ts";
import {
  RazorpayVerifyBody,
  RazorpayWebhookEvent,
  TestGatewayResultForm,
} from "../schemas/payments.ts";
import {
  type Answer,
  customerSession,
  invalid,
  loginRequired,
  notFound,
  pathParameter,
  type RouteEntry,
  type RouteTable,
  refused,
} from "./route-entry.ts";

const orderIdParameter = pathParameter("orderId", "The order id (VYO-YYYYMMDD-XXXXXX)");

const file = (summary: string, media: string) =>
  ({
    summary,
    answers: { 200: ["The file", undefined, media] },
  }) as const satisfies RouteEntry;

/** A gateway's payment page of an order's open attempt. */
const paymentPage = (summary: string) =>
  ({
    summary,
    answers: {
      200: ["The payment page", undefined, "text/html"],
      303: ["The order is paid: to its confirmation"],
      401: loginRequired,
      404: notFound,
      409: refused("No payment waiting for the order (no-payment-waiting)"),
    },
    security: customerSession,
    parameters: [orderIdParameter],
  }) as const satisfies RouteEntry;

const refusedPage = (description: string) =>
  [`${description}; a browser is shown a page`, ErrorAnswer] as const satisfies Answer;

export const paymentsEntries = {
  "GET /api/payments/gateway.css": file(
    "The payment pages' stylesheet (either gateway's pages and refusals)",
    "text/css",
  ),
  "GET /api/payments/razorpay/:orderId": paymentPage(
    "The order's Razorpay payment page (opens Razorpay Checkout)",
  ),
  "GET /api/payments/razorpay/payment-page.js": file(
    "The Razorpay payment page's script",
    "text/javascript",
  ),
  "GET /api/payments/razorpay/payment-page.css": file(
    "The Razorpay payment page's stylesheet",
    "text/css",
  ),
  "POST /api/payments/razorpay/verify": {
    summary: "Razorpay Checkout's answer: verified by its signature and by Razorpay, settled once",
    request: { body: RazorpayVerifyBody },
    answers: {
      200: ["Paid or failed: where to go next", PaymentVerifyAnswer],
      202: ["Razorpay has not settled the payment yet", PaymentVerifyAnswer],
      400: invalid,
      401: loginRequired,
      403: refused("Not Razorpay's signature (invalid-payment-result)"),
      404: notFound,
      409: refused("The payment is not the attempt's (payment-result-mismatch)"),
      503: refused("Razorpay did not answer (payment-gateway-unavailable)"),
    },
    security: customerSession,
  },
  "POST /api/payments/razorpay/webhook": {
    summary:
      "Razorpay's webhook (server to server, authenticated by its signature over the raw body)",
    // Read from the raw bytes the signature covers, never by a validator.
    rawBody: { media: "application/json", schema: RazorpayWebhookEvent },
    answers: {
      200: ["Processed, a duplicate, or ignored", RazorpayWebhookAnswer],
      400: refused("Not an event, or no X-Razorpay-Event-Id (invalid-request)"),
      401: refused("Not Razorpay's signature (invalid-signature)"),
      503: refused("Razorpay should send it again (try-again)"),
    },
    parameters: [
      {
        name: "X-Razorpay-Signature",
        in: "header",
        required: true,
        schema: { type: "string" },
        description: "HMAC-SHA256 of the raw body with the webhook secret",
      },
      {
        name: "X-Razorpay-Event-Id",
        in: "header",
        required: true,
        schema: { type: "string" },
        description: "The event's id: each event acts once",
      },
    ],
  },
  "GET /api/payments/test-gateway/:orderId": paymentPage(
    "The built-in test gateway's payment page (never in production)",
  ),
  "POST /api/payments/test-gateway/:orderId/result": {
    summary: "The test gateway's signed result form post: settles the attempt once",
    rawBody: { media: "application/x-www-form-urlencoded", schema: TestGatewayResultForm },
    answers: {
      303: ["To the confirmation, or back to checkout with payment=failed"],
      401: refusedPage("No customer session (login-required)"),
      403: refusedPage("The result token is not the gateway's (invalid-payment-result)"),
      404: refusedPage("Not found, or not this caller's (not-found)"),
      409: refusedPage("The result does not match the order (payment-result-mismatch)"),
    },
    security: customerSession,
    parameters: [orderIdParameter],
  },
} as const satisfies RouteTable;
