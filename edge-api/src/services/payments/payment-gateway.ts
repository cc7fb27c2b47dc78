/**
 * The payment gateway adapter (docs/product.md#checkout-and-payment: each gateway is an adapter).
 * The API sends the customer to `startPayment`'s URL; the gateway later calls back with a result
 * that only `verifyResult` may turn into "paid". Nothing else in the API knows which gateway runs.
 */

export interface PaymentRequest {
  /** The human-readable order id (VYO-…), the merchant reference a gateway shows and echoes. */
  orderId: string;
  /** One payment attempt of the order: a gateway's transaction id, unique per attempt. */
  attemptId: string;
  /** Rupees. */
  amount: number;
  customer: { name: string; mobileNumber: string };
  /** What is being paid for, e.g. the product names. */
  description: string;
  /** The gateway's own id for this attempt, when an earlier startPayment returned one. */
  reference?: string | undefined;
}

export interface PaymentResult {
  orderId: string;
  attemptId: string;
  paid: boolean;
  /** Rupees the gateway says were charged (or asked for, when not paid). */
  amount: number;
  /** The gateway's answer as it should be kept (the transaction's responseLog). */
  response: Record<string, unknown>;
}

export interface RefundRequest {
  /** The gateway's id of the payment (paymentIdOf the succeeded attempt's response). */
  paymentId: string;
  /** Rupees. */
  amount: number;
  /**
   * Sent again unchanged when the answer was lost: the gateway answers the refund it made for
   * this key instead of refunding twice.
   */
  idempotencyKey: string;
  /** Our reference, printed by the gateway (at most 40 characters). */
  receipt: string;
  notes: Record<string, string>;
}

export interface RefundAnswer {
  refundId: string;
  /** Rupees. */
  amount: number;
  /** A gateway processes a refund later and says so (Razorpay's refund.processed webhook). */
  status: "pending" | "processed" | "failed";
}

export interface PaymentGateway {
  /** Stored with each attempt, e.g. "test". */
  readonly name: string;
  /**
   * Where to send the customer. A gateway that keeps its own id for the attempt (e.g. Razorpay's
   * order) returns it as `reference`; it is stored with the attempt and handed back next time.
   */
  startPayment(request: PaymentRequest): Promise<{ redirectUrl: string; reference?: string }>;
  /**
   * Checks a gateway callback for the order named in the callback's URL: the verified result, or
   * undefined when it is not authentic (forged, altered, expired, for another order).
   */
  verifyResult(input: {
    orderId: string;
    fields: Record<string, string>;
  }): Promise<PaymentResult | undefined>;
  /** The gateway's id of the payment in a verified result's `response`, which `refund` takes. */
  paymentIdOf(response: Record<string, unknown>): string | undefined;
  /** Gives money back for a payment; the same idempotency key never refunds twice. */
  refund(request: RefundRequest): Promise<RefundAnswer>;
}

/** The gateway could not be asked, or did not answer usefully: the customer may try again. */
export class PaymentGatewayUnavailable extends Error {
  override name = "PaymentGatewayUnavailable";
}
