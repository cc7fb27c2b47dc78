/**
 * What Transaction History reads from a payment gateway's stored answer (a payment attempt's
 * `gateway_response`, or a transaction's `responseLog`): how it was paid, the gateway's payment
 * id, and why a payment failed. Each gateway names these differently: Razorpay
 * (services/payments/razorpay-gateway.ts: `method`, `id`, `error_description`), the test gateway
 * (edge-api/dev/payments-sim/test-gateway.ts) and the transactions kept from the lab's earlier
 * gateway (edge-api/dev/demo-data/seed.ts: `mode`, `mihpayid`, `txnid`, `error_Message`).
 */

export type GatewayAnswer = Record<string, unknown>;

/** A stored answer as an object: JSON text (a responseLog) or jsonb; anything else is empty. */
export function gatewayAnswerOf(stored: unknown): GatewayAnswer {
  let value = stored;
  if (typeof stored === "string") {
    try {
      value = JSON.parse(stored);
    } catch {
      return {};
    }
  }
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as GatewayAnswer)
    : {};
}

const words = (value: unknown) =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : null;

/** The earlier gateway's (and the test gateway's) `mode` codes, as Razorpay's method words. */
const modes: Record<string, string> = {
  UPI: "upi",
  CC: "card",
  DC: "card",
  NB: "netbanking",
  TEST: "test",
};

/** How the customer paid, in lower case (`upi`, `card`, `netbanking`, `wallet`, `test`...). */
export function paymentMethodIn(answer: GatewayAnswer): string | null {
  const method = words(answer.method);
  if (method) return method.toLowerCase();
  const mode = words(answer.mode);
  if (!mode) return null;
  return modes[mode.toUpperCase()] ?? mode.toLowerCase();
}

/** The gateway's id of the payment: Razorpay's `pay_…`, else the earlier gateway's, else ours. */
export function paymentIdIn(answer: GatewayAnswer): string | null {
  const razorpay = words(answer.id);
  if (razorpay?.startsWith("pay_")) return razorpay;
  return words(answer.mihpayid) ?? words(answer.txnid);
}

/** Why a payment failed, in the gateway's words, when it said. */
export function failureReasonIn(answer: GatewayAnswer): string | null {
  const razorpay = words(answer.error_description);
  if (razorpay) return razorpay;
  const earlier = words(answer.error_Message);
  return earlier && earlier !== "No Error" ? earlier : null;
}

/**
 * A payment recorded at collection, as services/payments/payments.service.ts
 * (`markPaidAtCollection`) writes it into the transaction's responseLog.
 */
export function collectionIn(answer: GatewayAnswer): {
  method: string | null;
  recordedBy: string | null;
  at: string | null;
} {
  const recorded = gatewayAnswerOf(answer.paidAtCollection);
  const at = words(recorded.at);
  return {
    method: words(recorded.method),
    recordedBy: words(recorded.recordedBy),
    at: at && !Number.isNaN(Date.parse(at)) ? new Date(at).toISOString() : null,
  };
}
