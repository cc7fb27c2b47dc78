/**
 * The details dialog's money timeline (docs/product.md#admin): every step the money took, oldest
 * first, each with the ids and reasons a finance person looks up at the gateway. The steps can
 * only happen in this order (failed attempts, the payment, the cancellation, its refund), so they
 * are listed in it rather than sorted by times a record may lack.
 */
import { formatPrice } from "@/lib/format.ts";
import { type Money, moneyWords, paidWords } from "./money-words.ts";

export interface MoneyStep {
  /** ISO 8601; null when the record does not say when. */
  at: string | null;
  text: string;
}

export function moneyTimeline(money: Money): MoneyStep[] {
  const steps: MoneyStep[] = money.failedAttempts.map((attempt) => ({
    at: attempt.at,
    text: attempt.reason
      ? `Payment attempt failed: ${attempt.reason}`
      : "Payment attempt failed (the gateway gave no reason)",
  }));
  const { payment, refund } = money;
  if (payment) {
    const id = payment.paymentId ? `, payment id ${payment.paymentId}` : "";
    const who = payment.recordedBy ? `, recorded by ${payment.recordedBy}` : "";
    steps.push({ at: payment.at, text: `${paidWords(payment)}${id}${who}` });
  }
  if (money.cancelledAt) {
    steps.push({
      at: money.cancelledAt,
      text: payment ? "Booking cancelled" : "Booking cancelled before payment",
    });
  }
  if (refund) {
    const amount = formatPrice(refund.amount);
    steps.push({ at: refund.startedAt, text: `Refund of ${amount} started` });
    const id = refund.refundId ? `, refund id ${refund.refundId}` : "";
    if (refund.status === "refunded")
      steps.push({ at: refund.settledAt, text: `Refunded ${amount}${id}` });
    if (refund.status === "failed")
      steps.push({ at: refund.settledAt, text: `Refund of ${amount} failed${id}` });
  }
  // Still waiting: the timeline ends with what it waits for.
  if (money.status === "awaiting-payment" || money.status === "awaiting-collection")
    steps.push({ at: null, text: moneyWords(money) });
  return steps;
}
