/**
 * `POST /api/orders`' answers and the order the confirmation shows, zod/mini: checkout checks them
 * without the request's classic zod (orders.ts).
 */
import * as z from "zod/mini";
import { locationIds } from "../../location-ids.ts";
import { appointmentPlaces } from "../appointments.ts";
import { addressKinds } from "../members.ts";
import { AddressSetRecord } from "./auth.answers.ts";

export const orderStatuses = [
  "payment-pending",
  "payment-failed",
  "paid",
  "pay-at-collection",
  /** To be paid at collection; its place is held until the customer confirms it. */
  "awaiting-confirmation",
] as const;

const lineKind = z.enum(["test", "healthPackage", "scan"]);

/** Where the customer goes next for an order: the gateway's page, or its confirmation. */
export const PaymentStepAnswer = z.object({
  orderId: z.string(),
  /** The reference the customer is told, "VY-7KQ4-M9RX" (catalog/src/contract/booking-reference.ts). */
  reference: z.string(),
  amount: z.number(),
  status: z.enum(orderStatuses),
  redirectUrl: z.nullable(z.string()),
});

/** The order as the confirmation and retry screens show it. */
export const OrderAnswer = z.object({
  order: z.object({
    orderId: z.string(),
    /** The reference the customer is told, "VY-7KQ4-M9RX" (catalog/src/contract/booking-reference.ts). */
    reference: z.string(),
    status: z.enum(orderStatuses),
    paid: z.boolean(),
    amount: z.number(),
    location: z.string(),
    lines: z.array(
      z.object({
        kind: lineKind,
        corpId: z.string(),
        name: z.string(),
        price: z.number(),
        memberName: z.string(),
      }),
    ),
    appointment: z.object({
      place: z.enum(appointmentPlaces),
      date: z.string(),
      timeSlot: z.string(),
      postMealTimeSlot: z.optional(z.string()),
      centreId: z.optional(z.string()),
    }),
    address: z.nullable(z.extend(AddressSetRecord, { kind: z.enum(addressKinds) })),
    createdAt: z.string(),
    /**
     * While the order awaits its confirmation: when its place stops being held (ISO time; it may
     * have passed, and confirming then books the place only if it is still free).
     */
    heldUntil: z.optional(z.string()),
  }),
});

/** A line the order's location does not offer (422 `not-offered`). */
export const NotOfferedAnswer = z.object({
  error: z.literal("not-offered"),
  message: z.string(),
  location: z.string(),
  lines: z.array(z.object({ kind: lineKind, corpId: z.string(), name: z.nullable(z.string()) })),
});

/**
 * 422 `priced-elsewhere`: the order's `location` is not the city its address or centre is priced
 * for (catalog/src/contract/price-location.ts); nothing was booked. `location` is the city to
 * price it for again, `sentLocation` the one the order named.
 */
export const PricedElsewhereAnswer = z.object({
  error: z.literal("priced-elsewhere"),
  message: z.string(),
  location: z.enum(locationIds),
  sentLocation: z.enum(locationIds),
});
export type PricedElsewhereAnswer = z.infer<typeof PricedElsewhereAnswer>;

/** The payment gateway's checkout answer (`POST /api/payments/razorpay/verify`). */
export const PaymentVerifyAnswer = z.union([
  z.object({ status: z.enum(["paid", "payment-failed"]), redirectUrl: z.string() }),
  z.object({ status: z.literal("payment-pending") }),
]);

/**
 * 409 `window-full`: the chosen window filled while the customer was deciding; nothing was
 * booked. `alternatives` are the next windows with places, to pick from.
 */
export const WindowFullAnswer = z.object({
  error: z.literal("window-full"),
  message: z.string(),
  alternatives: z.array(
    z.object({
      day: z.string(),
      startsAt: z.string(),
      endsAt: z.string(),
      placesLeft: z.number(),
      suitsFasting: z.boolean(),
    }),
  ),
});
export type WindowFullAnswer = z.infer<typeof WindowFullAnswer>;
