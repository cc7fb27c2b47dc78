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
   * True only on the first delivery claim of a new booking (crm-delivery.ts): no earlier attempt
   * can have reached the CRM, so the adapter may skip its check for an earlier delivery. A claim
   * taken again after one lapsed, and every retry, leave it unset.
   */
  firstAttempt?: boolean;
  /**
   * The booking's number was proven the booker's (bookings.number_proven_at). Unset: anyone may
   * have typed it, so the adapter changes nothing on a lead that exists (its name, its source).
   */
  numberProven?: boolean;
}

/**
 * `ok: true` only once the CRM holds the booking; any doubt is a failure, retried later.
 * `rateLimited`: the CRM refused a call for its rate limit (LeadSquared's 429).
 */
export type CrmResult = { ok: true } | { ok: false; reason: string; rateLimited?: true };

export interface CrmAdapter {
  readonly kind: string;
  /**
   * The most calls one submission makes to a CRM that rate-limits its account: the delivery and
   * the retry take them from the shared call budget (crm-call-budget.ts) before they claim a
   * booking. Unset (tests' fakes, which call no CRM): not paced.
   */
  readonly callsPerBooking?: { readonly firstAttempt: number; readonly retry: number };
  submitBooking(booking: CrmBooking): Promise<CrmResult>;
}
