/**
 * An order's money state in words (docs/product.md#admin), from the state the server worked out
 * (catalog/src/contract/schemas/transactions.answers.ts): one line for the list and the CSV's
 * Payment Status column, e.g. "Refunded ₹1,200 on 28 Nov 2026". Dates are India's calendar days.
 */
import { formatDate, formatPrice } from "@/lib/format.ts";
import type { Transaction } from "./admin-api.ts";

export type Money = Transaction["money"];
export type MoneyStatus = Money["status"];

const methodLabels: Record<string, string> = {
  upi: "UPI",
  card: "card",
  netbanking: "net banking",
  wallet: "wallet",
  emi: "EMI",
  paylater: "pay later",
  test: "the test gateway",
  cash: "cash",
};

/** A payment method as a phrase ("UPI", "net banking"); one we do not know, as the gateway said. */
export const methodLabel = (method: string) => methodLabels[method] ?? method;

const on = (at: string | null) => (at ? ` on ${formatDate(at)}` : "");

/** How it was paid, e.g. "Paid online by UPI", "Paid in cash at collection". */
export function paidWords(payment: NonNullable<Money["payment"]>): string {
  const { method } = payment;
  if (payment.channel === "at-collection") {
    if (method === "cash") return "Paid in cash at collection";
    return method ? `Paid by ${methodLabel(method)} at collection` : "Paid at collection";
  }
  if (method === "test") return "Paid online at the test gateway";
  return method ? `Paid online by ${methodLabel(method)}` : "Paid online";
}

export function moneyWords(money: Money): string {
  const { payment, refund } = money;
  switch (money.status) {
    case "paid-online":
    case "paid-at-collection":
      return payment ? `${paidWords(payment)}${on(payment.at)}` : "Paid";
    case "refund-started":
      return refund
        ? `Refund of ${formatPrice(refund.amount)} started${on(refund.startedAt)}`
        : "Refund started";
    case "refunded":
      return refund
        ? `Refunded ${formatPrice(refund.amount)}${on(refund.settledAt ?? refund.startedAt)}`
        : "Refunded";
    case "refund-failed":
      return refund
        ? `Refund of ${formatPrice(refund.amount)} failed${on(refund.settledAt)}`
        : "Refund failed";
    case "cancelled-unpaid":
      return "Cancelled before payment";
    case "awaiting-payment":
      return "Awaiting payment";
    case "payment-failed":
      return "Payment failed";
    case "awaiting-collection":
      return "To be paid at collection";
  }
}

/** How the list's badge looks: money taken, given back or closed, waiting, or gone wrong. */
export function moneyTone(status: MoneyStatus): "paid" | "closed" | "waiting" | "failed" {
  switch (status) {
    case "paid-online":
    case "paid-at-collection":
      return "paid";
    case "refunded":
    case "cancelled-unpaid":
      return "closed";
    case "refund-started":
    case "awaiting-payment":
    case "awaiting-collection":
      return "waiting";
    case "refund-failed":
    case "payment-failed":
      return "failed";
  }
}
