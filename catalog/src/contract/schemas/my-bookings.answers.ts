/**
 * The answers of `/api/my-bookings` (docs/product.md#my-bookings), in zod/mini only: the app
 * checks them with these very schemas in its lazy chunk, and this module pulls no zod classic in.
 */
import * as zm from "zod/mini";
import { deskVisitStatuses } from "../desk.ts";
import { optionalSmsKinds, timelineKinds } from "../my-bookings.ts";

// ---- Answers ----

const WindowOf = zm.object({
  day: zm.string(),
  startsAt: zm.string(),
  endsAt: zm.optional(zm.string()),
});

export const TimelineEntry = zm.object({
  kind: zm.enum(timelineKinds),
  at: zm.string(),
  window: zm.optional(WindowOf),
  technician: zm.optional(
    zm.object({ firstName: zm.string(), phone: zm.string(), arrivingBy: zm.string() }),
  ),
  test: zm.optional(zm.string()),
  amount: zm.optional(zm.number()),
  by: zm.optional(zm.enum(["customer", "lab"])),
});

export const MyBooking = zm.object({
  /** "order:<orderId>" or "booking:<id>": stable across syncs. */
  key: zm.string(),
  kind: zm.enum(["order", "booking"]),
  /** Its one reference, "VY-7KQ4-M9RX" (catalog/src/contract/booking-reference.ts), order or booking. */
  reference: zm.string(),
  createdAt: zm.string(),
  /** Whom the samples are taken from, with their tests. */
  members: zm.array(
    zm.object({ name: zm.string(), relation: zm.string(), tests: zm.array(zm.string()) }),
  ),
  /** Rupees; null for a booking priced later. */
  amount: zm.nullable(zm.number()),
  payment: zm.enum(["paid-online", "pay-at-collection", "paid-at-collection", "unpaid", "none"]),
  status: zm.enum(deskVisitStatuses),
  /** The home collection, when there is one: what reschedule and cancel act on. */
  visit: zm.nullable(
    zm.object({
      id: zm.string(),
      pincode: zm.nullable(zm.string()),
      window: zm.nullable(WindowOf),
      /** Before collection and outside the 2-hour cut-off. */
      canChange: zm.boolean(),
      reschedulesLeft: zm.number(),
    }),
  ),
  refund: zm.nullable(
    zm.object({ status: zm.enum(["started", "refunded", "failed"]), amount: zm.number() }),
  ),
  /** A visit to a centre (a scan's slot): the centre, its address, the day and the slot. */
  centre: zm.optional(
    zm.object({
      id: zm.string(),
      name: zm.string(),
      address: zm.string(),
      day: zm.string(),
      timeSlot: zm.string(),
      /**
       * Paid online after its hold ran out and the slot filled meanwhile: the money stays paid,
       * no place is booked, and the lab calls to choose another slot.
       */
      slotLapsed: zm.optional(zm.literal(true)),
    }),
  ),
  timeline: zm.array(TimelineEntry),
});
export type MyBooking = zm.infer<typeof MyBooking>;

export const MyBookingsAnswer = zm.object({ bookings: zm.array(MyBooking) });
export type MyBookingsAnswer = zm.infer<typeof MyBookingsAnswer>;

export const MyBookingChanged = zm.object({ booking: MyBooking });

export const MyBookingRefused = zm.object({
  error: zm.enum(["refused", "window-full", "not-found"]),
  message: zm.string(),
  /** For window-full: the next windows with a place. */
  alternatives: zm.optional(
    zm.array(
      zm.object({
        day: zm.string(),
        startsAt: zm.string(),
        endsAt: zm.string(),
        placesLeft: zm.number(),
      }),
    ),
  ),
});
export type MyBookingRefused = zm.infer<typeof MyBookingRefused>;

export const SmsPreferencesAnswer = zm.object({
  muted: zm.array(zm.enum(optionalSmsKinds)),
  optional: zm.array(zm.enum(optionalSmsKinds)),
});
export type SmsPreferencesAnswer = zm.infer<typeof SmsPreferencesAnswer>;
