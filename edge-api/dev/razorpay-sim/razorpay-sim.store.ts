/**
 * What the Razorpay simulator holds: orders, payments and refunds as Razorpay's API reports them,
 * the webhooks it sent, and switches for tests (the next answers fail, or come late).
 */
import { randomInt } from "node:crypto";

const ID_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
export const razorpayId = (prefix: string) => {
  let id = `${prefix}_`;
  for (let i = 0; i < 14; i++) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return id;
};

export interface SimOrder {
  id: string;
  entity: "order";
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: "created" | "attempted" | "paid";
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
}

export interface SimPayment {
  id: string;
  entity: "payment";
  amount: number;
  currency: string;
  status: "authorized" | "captured" | "failed" | "refunded";
  order_id: string;
  method: "upi";
  amount_refunded: number;
  refund_status: "partial" | "full" | null;
  captured: boolean;
  error_code: string | null;
  error_description: string | null;
  notes: Record<string, string>;
  created_at: number;
}

export interface SimRefund {
  id: string;
  entity: "refund";
  amount: number;
  currency: string;
  payment_id: string;
  notes: Record<string, string>;
  receipt: string | null;
  /** Razorpay answers a new refund `pending`, and later reports it `processed` or `failed`. */
  status: "pending" | "processed" | "failed";
  speed_requested: "normal" | "optimum";
  speed_processed: "normal";
  created_at: number;
}

/** One webhook delivery: exactly the bytes and headers Razorpay would post. */
export interface SimWebhook {
  eventId: string;
  event:
    | "payment.authorized"
    | "payment.captured"
    | "payment.failed"
    | "refund.processed"
    | "refund.failed";
  body: string;
  headers: Record<string, string>;
}

export interface RazorpaySimulatorStore {
  orders: Map<string, SimOrder>;
  payments: Map<string, SimPayment>;
  refunds: Map<string, SimRefund>;
  /** X-Refund-Idempotency keys seen: the body they came with and the refund they made. */
  refundKeys: Map<string, { body: string; refundId: string }>;
  webhooks: SimWebhook[];
  /**
   * How long a refund stays `pending` before it is processed (and its webhook sent); `manual`:
   * until a test calls `settleRefund`.
   */
  refundDelayMs: number | "manual";
  /** How the pending refunds end: `processed`, or `failed` (the bank refused it). */
  refundOutcome: "processed" | "failed";
  /** Ends a pending refund now, with `refundOutcome` (set by the simulator's app). */
  settleRefund(refundId: string): void;
  /** The next `count` API calls answer this status (Razorpay's error shape) instead. */
  failNext(status: number, count?: number): void;
  /** Every API answer waits this long first (time-out tests). */
  delayMs: number;
  /**
   * The account's "Payment Capture" setting: `automatic` captures a payment at once; `manual`
   * leaves it `authorized` until the merchant captures it (`POST /v1/payments/:id/capture`).
   */
  capture: "automatic" | "manual";
  takeFailure(): number | undefined;
}

export function createRazorpaySimulatorStore(): RazorpaySimulatorStore {
  const failures: number[] = [];
  return {
    orders: new Map(),
    payments: new Map(),
    refunds: new Map(),
    refundKeys: new Map(),
    webhooks: [],
    refundDelayMs: 200,
    refundOutcome: "processed",
    settleRefund: () => {
      throw new Error("the simulator's app settles refunds; none is running on this store");
    },
    delayMs: 0,
    capture: "automatic",
    failNext(status, count = 1) {
      for (let i = 0; i < count; i++) failures.push(status);
    },
    takeFailure: () => failures.shift(),
  };
}
