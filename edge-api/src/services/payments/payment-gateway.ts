/**
 * The payment gateway adapter (decisions.md: "a real gateway is one more adapter"). The API sends
 * the customer to `startPayment`'s URL; the gateway later calls back with a result that only
 * `verifyResult` may turn into "paid". Nothing else in the API knows which gateway runs.
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

export interface PaymentGateway {
  /** Stored with each attempt, e.g. "test". */
  readonly name: string;
  startPayment(request: PaymentRequest): Promise<{ redirectUrl: string }>;
  /**
   * Checks a gateway callback for the order named in the callback's URL: the verified result, or
   * undefined when it is not authentic (forged, altered, expired, for another order).
   */
  verifyResult(input: {
    orderId: string;
    fields: Record<string, string>;
  }): Promise<PaymentResult | undefined>;
}
