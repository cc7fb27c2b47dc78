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
  status: "processed";
  speed_processed: "normal";
  created_at: number;
}

/** One webhook delivery: exactly the bytes and headers Razorpay would post. */
export interface SimWebhook {
  eventId: string;
  event: "payment.authorized" | "payment.captured" | "payment.failed" | "refund.processed";
  body: string;
  headers: Record<string, string>;
}

export interface RazorpaySimulatorStore {
  orders: Map<string, SimOrder>;
  payments: Map<string, SimPayment>;
  refunds: Map<string, SimRefund>;
  webhooks: SimWebhook[];
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
    webhooks: [],
    delayMs: 0,
    capture: "automatic",
    failNext(status, count = 1) {
      for (let i = 0; i < count; i++) failures.push(status);
    },
    takeFailure: () => failures.shift(),
  };
}
