/**
 * Where a home-collection booking goes after it is stored. The development adapter has nothing to
 * call: the booking is already in the database, which is what the admin bookings list reads, so it
 * only reports success. A real CRM (LeadSquared takes the spec's activity/leadDetails shape) is
 * one more implementation of CrmAdapter.
 */
import type { Logger } from "../../logger.ts";

export interface CrmBooking {
  bookingId: string;
  /** bookingData, activity and leadDetails as the client sent them (spec section 7). */
  payload: unknown;
}

export type CrmResult = { ok: true } | { ok: false; reason: string };

export interface CrmAdapter {
  readonly kind: string;
  submitBooking(booking: CrmBooking): Promise<CrmResult>;
}

export function createDevCrm(logger: Logger): CrmAdapter {
  return {
    kind: "dev",
    async submitBooking(booking) {
      logger.info("crm.dev.booking-stored", { bookingId: booking.bookingId });
      return { ok: true };
    },
  };
}
