/**
 * What the technician collects at the door, in the dispatcher's words (docs/product.md#booking-desk),
 * said the same on the desk's visit and on the technician's own page:
 * an order paid at collection is its amount in cash or UPI; an order paid online (or whose payment
 * was already recorded) is nothing; a post-meal visit is never charged again (its order is paid at
 * the fasting visit); a home-collection booking carries no price (the lab quotes it on the call).
 */
import type { DeskVisit } from "@vyom/catalog/contract/schemas";
import { formatPrice } from "./format.ts";

/** "₹2,249 " through the one formatter (format.ts), or nothing when the visit carries no amount. */
const rupees = (amount: number | null) => (amount === null ? "" : `${formatPrice(amount)} `);

export function collectWords(visit: Pick<DeskVisit, "kind" | "subject" | "payment" | "amount">) {
  if (visit.kind === "booking") return "No price on this booking: the amount is agreed on the call";
  if (visit.subject.endsWith(":post-meal")) return "Nothing: the order is paid at its first visit";
  switch (visit.payment) {
    case "pay-at-collection":
      return `Collect ${rupees(visit.amount)}(pay at collection: cash or UPI)`;
    case "paid":
      return `Nothing to collect: ${rupees(visit.amount)}paid`;
    case "awaiting-confirmation":
      return `${rupees(visit.amount)}to pay at collection, once the customer confirms`;
    default:
      return `Not paid yet ${rupees(visit.amount)}(${visit.payment ?? "no payment"})`.trim();
  }
}
