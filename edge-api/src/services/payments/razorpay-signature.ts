/**
 * Razorpay's two signatures, both HMAC-SHA256 in lower-case hex ("Payment Gateway › Integration
 * Steps › Verify Payment Signature" and "Webhooks › Validate and Test Webhooks" at
 * razorpay.com/docs): Checkout's `razorpay_signature` over `order_id|payment_id` keyed with the
 * API key secret, and a webhook's `X-Razorpay-Signature` over the raw body keyed with the webhook
 * secret. Shared by the adapter, the webhook route and the simulator, so they cannot drift apart.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export const hmacHex = (secret: string, message: string | Uint8Array) =>
  createHmac("sha256", secret).update(message).digest("hex");

/** Constant-time: compares digests of both sides, so neither length nor content leaks. */
export function sameSignature(given: string, expected: string): boolean {
  const a = createHmac("sha256", "compare").update(given).digest();
  const b = createHmac("sha256", "compare").update(expected).digest();
  return timingSafeEqual(a, b) && given.length === expected.length;
}

export const paymentSignature = (keySecret: string, orderId: string, paymentId: string) =>
  hmacHex(keySecret, `${orderId}|${paymentId}`);
