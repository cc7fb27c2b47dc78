/** What Razorpay's webhook is answered (`POST /api/payments/razorpay/webhook`). zod/mini. */
import * as z from "zod/mini";

/** Acted on, a retry of an event already acted on, or an event the API does not act on. */
export const RazorpayWebhookAnswer = z.object({
  status: z.enum(["processed", "duplicate", "ignored"]),
});
