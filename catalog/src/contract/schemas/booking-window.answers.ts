/**
 * The booking's 201 with its window token, and the answer to picking the booking's window
 * (booking-window.ts). zod/mini, answers only: the app imports them in its lazy chunks.
 */
import * as zm from "zod/mini";

/** The booking's 201: the write's answer plus the token that lets its submitter pick a window. */
export const BookingAccepted = zm.object({
  status: zm.literal("success"),
  id: zm.string(),
  /**
   * Its reference, "VY-7KQ4-M9RX" (catalog/src/contract/booking-reference.ts); absent only on a
   * repeat of a key first answered before bookings had one.
   */
  reference: zm.optional(zm.string()),
  windowToken: zm.string(),
});
export type BookingAccepted = zm.infer<typeof BookingAccepted>;

/** The window is the booking's: its visit, confirmed (the SMS is on its way). */
export const BookingWindowAnswer = zm.object({
  visit: zm.object({
    status: zm.string(),
    day: zm.string(),
    startsAt: zm.string(),
  }),
});
export type BookingWindowAnswer = zm.infer<typeof BookingWindowAnswer>;
