/**
 * What the payment gateways send the API (edge-api/src/routes/payments/, and the test gateway's
 * form in edge-api/dev/payments-sim/): Razorpay Checkout's signed answer, Razorpay's webhook
 * events, the test gateway's result form. Checkout's answer is JSON a validator reads; the
 * webhook's body is read by its handler from the raw bytes its signature covers, and the form by
 * its handler, with these schemas.
 */
import { z } from "zod";
import { ORDER_ID_PATTERN } from "../order-id.ts";
import { text } from "./text.ts";

const razorpayId = (prefix: string) => text().regex(new RegExp(`^${prefix}_[A-Za-z0-9]{6,40}$`));

/** `POST /api/payments/razorpay/verify`: Checkout's answer, signed over `order_id|payment_id`. */
export const RazorpayVerifyBody = z.object({
  orderId: text().regex(ORDER_ID_PATTERN, "not an order id"),
  razorpay_order_id: text().max(64),
  razorpay_payment_id: text().max(64),
  razorpay_signature: text().max(128),
});

/** `X-Razorpay-Event-Id`: each webhook event acts once. */
export const RazorpayEventId = razorpayId("evt");

/** The part of a Razorpay webhook event the API reads (`POST /api/payments/razorpay/webhook`). */
export const RazorpayWebhookEvent = z.object({
  event: text().max(100),
  payload: z.object({
    payment: z.object({ entity: z.object({ id: razorpayId("pay") }) }).optional(),
    refund: z
      .object({
        entity: z.object({
          id: razorpayId("rfnd"),
          notes: z
            .union([z.object({ refund_id: text().max(40).optional() }), z.array(z.unknown())])
            .optional(),
        }),
      })
      .optional(),
  }),
});

/** The test gateway's result form (development only): the token the gateway signed. */
export const TestGatewayResultForm = z.object({ token: text().max(2048) });

// ---- Answers ----
// In payments.answers.ts, zod/mini (the checkout's verify answer: orders.answers.ts).
export * from "./payments.answers.ts";
