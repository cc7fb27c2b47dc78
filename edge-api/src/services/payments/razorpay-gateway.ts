/**
 * The Razorpay payment adapter, over Razorpay's REST API v1 as documented at razorpay.com/docs
 * ("API Reference › Orders › Create an Order / Fetch an Order With Id", "Payments › Fetch a
 * Payment With Id / Capture a Payment", "Refunds › Create a Normal Refund (Idempotent Request)", "Errors"; "Payment Gateway › Web
 * Integration › Standard Checkout › Integration Steps": create the order on the server, open
 * Checkout with its id, verify `razorpay_signature` on the server). Basic auth with the key id and
 * secret; amounts in paise.
 *
 * Plain fetch rather than the official `razorpay` Node SDK (2.9.x): the SDK fixes its host to
 * https://api.razorpay.com (no option, so it cannot talk to the simulator), has no time-out, turns
 * a network failure into a TypeError (its error normaliser reads `err.response.status`), and
 * compares signatures with `===`.
 *
 * Guarantees:
 * - The Razorpay order's amount is the attempt's, which the server priced itself (routes/orders);
 *   its `receipt` is the attempt id and its notes carry the order id, so a payment is mapped back
 *   only through what the server wrote, never through what the browser says.
 * - "Paid" only for a payment Razorpay itself reports `captured`, fetched with the secret key after
 *   the signature checked out: a browser cannot claim a payment, nor move one to another order.
 *   A payment left `authorized` (an account set to capture manually) is captured here first.
 * - Every call ends within `timeoutMs`; any HTTP error, network failure, malformed answer or
 *   time-out is a RazorpayUnavailable (logged by status and Razorpay's error code only).
 */
import { z } from "zod";
import {
  type PaymentGateway,
  PaymentGatewayUnavailable,
  type PaymentResult,
} from "./payment-gateway.ts";
import { hmacHex, paymentSignature, sameSignature } from "./razorpay-signature.ts";

export const RAZORPAY_GATEWAY_NAME = "razorpay";
export const RAZORPAY_API_URL = "https://api.razorpay.com";
export const RAZORPAY_CHECKOUT_SCRIPT = "https://checkout.razorpay.com/v1/checkout.js";
export const RAZORPAY_TIMEOUT_MS = 10_000;

export interface RazorpayConfig {
  /** https://api.razorpay.com, or the simulator's URL (edge-api/dev/razorpay-sim/). */
  apiUrl: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** Razorpay could not be asked or did not answer usefully; safe to log (no keys, no payload). */
export class RazorpayUnavailable extends PaymentGatewayUnavailable {
  override name = "RazorpayUnavailable";
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(`Razorpay answered ${status || "nothing"} (${code})`);
  }
}

const RazorpayId = (prefix: string) =>
  z.string().regex(new RegExp(`^${prefix}_[A-Za-z0-9]{6,40}$`));
export const RazorpayOrderId = RazorpayId("order");
export const RazorpayPaymentId = RazorpayId("pay");

const OrderAnswer = z.looseObject({
  id: RazorpayOrderId,
  amount: z.number().int(),
  receipt: z.string().nullish(),
  notes: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).nullish(),
});
const PaymentAnswer = z.looseObject({
  id: RazorpayPaymentId,
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(["created", "authorized", "captured", "refunded", "failed"]),
  order_id: RazorpayOrderId.nullish(),
});
const RefundAnswer = z.looseObject({
  id: z.string().regex(/^rfnd_[A-Za-z0-9]{6,40}$/),
  amount: z.number().int(),
  payment_id: RazorpayPaymentId,
  status: z.enum(["pending", "processed", "failed"]),
});
const ErrorAnswer = z.object({ error: z.object({ code: z.string().regex(/^[A-Z_]{1,64}$/) }) });

/** A payment as Razorpay reports it: settled (paid or failed), or still under way. */
export type RazorpayPaymentState = PaymentResult | { pending: true; orderId: string };

export interface RazorpayGateway extends PaymentGateway {
  readonly name: typeof RAZORPAY_GATEWAY_NAME;
  readonly keyId: string;
  /** Where Checkout's script comes from: Razorpay's, or the simulator's stand-in. */
  readonly checkoutScriptUrl: string;
  /** The payment's state from Razorpay itself; undefined when it is not one of our orders. */
  paymentState(paymentId: string): Promise<RazorpayPaymentState | undefined>;
  /** Whether Checkout's answer carries Razorpay's signature over its order and payment ids. */
  isAuthenticCheckout(fields: Record<string, string>): boolean;
  /** Whether `signature` is Razorpay's X-Razorpay-Signature over exactly these bytes. */
  isAuthenticWebhook(rawBody: Uint8Array, signature: string): boolean;
}

export const razorpayPagePath = (orderId: string) =>
  `/api/payments/razorpay/${encodeURIComponent(orderId)}`;

export function createRazorpayGateway(config: RazorpayConfig): RazorpayGateway {
  const apiUrl = config.apiUrl.replace(/\/+$/, "");
  const doFetch = config.fetch ?? fetch;
  const timeoutMs = config.timeoutMs ?? RAZORPAY_TIMEOUT_MS;
  const authorization = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString("base64")}`;

  async function call<T>(
    schema: z.ZodType<T>,
    path: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<T> {
    let response: Response;
    try {
      response = await doFetch(`${apiUrl}/v1${path}`, {
        method: body === undefined ? "GET" : "POST",
        headers: {
          authorization,
          accept: "application/json",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...extraHeaders,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: "error",
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === "TimeoutError";
      throw new RazorpayUnavailable(0, timedOut ? "TIMEOUT" : "NETWORK_ERROR");
    }
    const answer: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const parsed = ErrorAnswer.safeParse(answer);
      throw new RazorpayUnavailable(response.status, parsed.data?.error.code ?? "UNKNOWN");
    }
    const parsed = schema.safeParse(answer);
    if (!parsed.success) throw new RazorpayUnavailable(response.status, "MALFORMED_ANSWER");
    return parsed.data;
  }

  const noteOf = (notes: z.output<typeof OrderAnswer>["notes"], key: string) =>
    notes && !Array.isArray(notes) && typeof notes[key] === "string" ? notes[key] : undefined;

  /**
   * Captures an authorized payment. The checkout's return and the webhook may capture the same
   * payment at once (on two servers): the one Razorpay refuses reads the payment again.
   */
  async function capture(paymentId: string, amount: number) {
    try {
      return await call(PaymentAnswer, `/payments/${paymentId}/capture`, {
        amount,
        currency: "INR",
      });
    } catch (error) {
      if (!(error instanceof RazorpayUnavailable) || error.status !== 400) throw error;
      return call(PaymentAnswer, `/payments/${paymentId}`);
    }
  }

  async function paymentState(paymentId: string): Promise<RazorpayPaymentState | undefined> {
    if (!RazorpayPaymentId.safeParse(paymentId).success) return undefined;
    let payment = await call(PaymentAnswer, `/payments/${paymentId}`);
    if (!payment.order_id || payment.currency !== "INR") return undefined;
    const order = await call(OrderAnswer, `/orders/${payment.order_id}`);
    const orderId = noteOf(order.notes, "order_id");
    const attemptId = order.receipt;
    if (!orderId || !attemptId) return undefined;
    // An account that captures manually leaves the payment authorized, and Razorpay refunds an
    // authorized payment nobody captures within days: the customer paid, so capture it, for the
    // amount of the order we created from our own prices.
    if (payment.status === "authorized" && payment.amount === order.amount) {
      payment = await capture(paymentId, payment.amount);
    }
    if (payment.status === "created" || payment.status === "authorized") {
      return { pending: true, orderId };
    }
    return {
      orderId,
      attemptId,
      // A refunded payment was captured first: the order was paid.
      paid: payment.status === "captured" || payment.status === "refunded",
      amount: payment.amount / 100,
      response: { gateway: RAZORPAY_GATEWAY_NAME, ...payment },
    };
  }

  function isAuthenticCheckout(fields: Record<string, string>): boolean {
    const expected = paymentSignature(
      config.keySecret,
      fields.razorpay_order_id ?? "",
      fields.razorpay_payment_id ?? "",
    );
    return sameSignature(fields.razorpay_signature ?? "", expected);
  }

  return {
    name: RAZORPAY_GATEWAY_NAME,
    keyId: config.keyId,
    checkoutScriptUrl:
      apiUrl === RAZORPAY_API_URL ? RAZORPAY_CHECKOUT_SCRIPT : `${apiUrl}/v1/checkout.js`,

    async startPayment(request) {
      const redirectUrl = razorpayPagePath(request.orderId);
      if (request.reference) return { redirectUrl, reference: request.reference };
      const order = await call(OrderAnswer, "/orders", {
        amount: request.amount * 100,
        currency: "INR",
        receipt: request.attemptId,
        notes: { order_id: request.orderId },
      });
      if (order.amount !== request.amount * 100) {
        throw new RazorpayUnavailable(200, "AMOUNT_CHANGED");
      }
      return { redirectUrl, reference: order.id };
    },

    isAuthenticCheckout,

    async verifyResult({ orderId, fields }) {
      if (!isAuthenticCheckout(fields)) return undefined;
      const state = await paymentState(fields.razorpay_payment_id ?? "");
      if (!state || "pending" in state || state.orderId !== orderId) return undefined;
      if (state.response.order_id !== fields.razorpay_order_id) return undefined;
      return state;
    },

    paymentState,

    paymentIdOf(response) {
      return RazorpayPaymentId.safeParse(response.id).data;
    },

    /**
     * "Refunds › Create a Normal Refund (Idempotent Request)": `X-Refund-Idempotency` (10+ letters,
     * digits, hyphens, underscores) makes a retry with the same body answer the first refund.
     */
    async refund({ paymentId, amount, idempotencyKey, receipt, notes }) {
      if (!RazorpayPaymentId.safeParse(paymentId).success) {
        throw new RazorpayUnavailable(400, "BAD_PAYMENT_ID");
      }
      const refund = await call(
        RefundAnswer,
        `/payments/${paymentId}/refund`,
        { amount: amount * 100, speed: "normal", receipt: receipt.slice(0, 40), notes },
        { "x-refund-idempotency": idempotencyKey },
      );
      return { refundId: refund.id, amount: refund.amount / 100, status: refund.status };
    },

    isAuthenticWebhook(rawBody, signature) {
      return sameSignature(signature, hmacHex(config.webhookSecret, rawBody));
    },
  };
}

export function isRazorpayGateway(gateway: PaymentGateway): gateway is RazorpayGateway {
  return gateway.name === RAZORPAY_GATEWAY_NAME && "paymentState" in gateway;
}
