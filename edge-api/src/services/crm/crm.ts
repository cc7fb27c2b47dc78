/**
 * Where a home-collection booking goes after it is stored: the CRM adapter. The one implementation
 * is LeadSquared's (leadsquared-crm.ts), pointed at the real account or, outside production, at
 * the built-in simulator (create-crm.ts).
 */

export interface CrmBooking {
  bookingId: string;
  /** bookingData, activity and leadDetails as the client sent them, with the form's fields. */
  payload: unknown;
  /**
   * True only on the booking route's own hand-off of a booking it just stored: the CRM cannot hold
   * it yet, so the adapter may skip its check for an earlier delivery. Retries leave it unset.
   */
  firstAttempt?: boolean;
}

/** `ok: true` only once the CRM holds the booking; any doubt is a failure, retried later. */
export type CrmResult = { ok: true } | { ok: false; reason: string };

export interface CrmAdapter {
  readonly kind: string;
  submitBooking(booking: CrmBooking): Promise<CrmResult>;
}
