/**
 * A hero-form booking's collection window (docs/product.md#collection-windows): the booking is
 * anonymous (a mobile number and a captcha), so who may pick its window is whoever holds its
 * window token, an HMAC of its id under SECRET_KEY given only in the booking's own 201 answer
 * (docs/security.md, "Picking a booking's window"), AND is signed in as the booking's number: a
 * pick books a place and texts that number, so the number must be proven to be the picker's, not
 * merely typed into the form (docs/security.md, "An anonymous booking books windows and texts
 * any number"). Nothing is stored for the token: a repeat of the booking's Idempotency-Key gets
 * the same token, and no table holds one to leak.
 *
 * One window per booking: the pick locks the booking's row, so two picks at once act one after the
 * other, and the second finds the visit the first opened.
 */
import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import { windowMessages } from "@vyom/catalog/contract";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { bookings, collectionVisits } from "../../db/schema.ts";
import type { Transaction } from "../../db/types.ts";
import { openVisit, takeStep } from "../collection-visits/visits.ts";
import {
  areaOfPincode,
  claimWindow,
  confirmClaim,
  type WindowPlaces,
} from "../collection-windows/collection-windows.ts";
import { consume, type RateLimitRule, refund } from "../rate-limit/rate-limit.ts";

export const bookingHolder = (bookingId: string) => `booking:${bookingId}`;

/**
 * The token's HMAC key, derived from SECRET_KEY once per secret: deriving it (HKDF) on every
 * booking's answer was about a twentieth of the booking's CPU (docs/performance.md, figure 4).
 * A process has one SECRET_KEY; tests make a few.
 */
const tokenKeys = new Map<string, Buffer>();
function tokenKey(secretKey: string): Buffer {
  let key = tokenKeys.get(secretKey);
  if (!key) {
    key = Buffer.from(
      hkdfSync("sha256", secretKey, "vyom-booking-window", "booking-window-token", 32),
    );
    tokenKeys.set(secretKey, key);
  }
  return key;
}

/** The booking's window token (43 base64url characters). */
export function bookingWindowToken(secretKey: string, bookingId: string): string {
  return createHmac("sha256", tokenKey(secretKey)).update(bookingId).digest("base64url");
}

export function bookingWindowTokenMatches(
  secretKey: string,
  bookingId: string,
  token: string,
): boolean {
  const expected = Buffer.from(bookingWindowToken(secretKey, bookingId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The booking was sent with a session of its own number (see `bookings.numberProvenAt`). */
export async function markNumberProven(db: Database | Transaction, bookingId: string, now: Date) {
  await db
    .update(bookings)
    .set({ numberProvenAt: sql`coalesce(${bookings.numberProvenAt}, ${now})` })
    .where(eq(bookings.id, bookingId));
}

export type PickOutcome =
  | { kind: "picked"; visit: { id: string; status: string; day: string; startsAt: string } }
  | { kind: "unknown-booking" }
  /** The picker is not signed in as the booking's number. */
  | { kind: "number-not-proven"; message: string }
  /** The number picked its day's share of windows already. */
  | { kind: "too-many"; message: string; retryAfterSeconds: number }
  | { kind: "not-served"; message: string }
  | { kind: "chosen-before"; message: string }
  | { kind: "full"; message: string; alternatives: WindowPlaces[] }
  | { kind: "refused"; message: string };

/**
 * Windows a number may pick for its hero-form bookings in a day: a person books themselves, and
 * may rebook; far beyond that is one session filling a day's places.
 */
export const windowPicksPerNumber: RateLimitRule = {
  name: "booking-window-picks-number",
  limit: 4,
  windowMs: 24 * 60 * 60_000,
};

/**
 * Claims and books the window for the booking and opens its visit; the caller has checked the
 * token, and `provenMobile` is the number the picker's session proved by OTP (none: no session,
 * which is refused like another number). The booking is then marked proven, and the visit is
 * confirmed by "system" (the customer's SMS is queued).
 */
export async function pickBookingWindow(
  db: Database,
  input: { bookingId: string; startsAt: string; now: Date; provenMobile: string | undefined },
): Promise<PickOutcome> {
  const { bookingId, startsAt, now } = input;
  const holder = bookingHolder(bookingId);
  const [booking] = await db
    .select({ pincode: bookings.pincode, mobileNumber: bookings.mobileNumber })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!booking) return { kind: "unknown-booking" };
  if (booking.mobileNumber !== input.provenMobile) {
    return { kind: "number-not-proven", message: windowMessages.numberNotProven };
  }
  const provenMobile = booking.mobileNumber;
  const area = await areaOfPincode(db, booking.pincode);
  if (!area) return { kind: "not-served", message: windowMessages.notServed };
  // Counted before the pick (concurrent picks cannot all read "under the limit"); a pick that
  // books nothing gives its count back below.
  const picks = await consume(db, windowPicksPerNumber, provenMobile, now);
  if (!picks.allowed) {
    const { retryAfterSeconds } = picks;
    return { kind: "too-many", message: windowMessages.tooManyPicks, retryAfterSeconds };
  }

  const outcome = await db.transaction(async (tx): Promise<PickOutcome> => {
    const [locked] = await tx
      .select()
      .from(bookings)
      .where(eq(bookings.id, bookingId))
      .for("update");
    if (!locked) return { kind: "unknown-booking" };
    const [visit] = await tx
      .select({ id: collectionVisits.id })
      .from(collectionVisits)
      .where(eq(collectionVisits.subject, holder));
    if (visit) return { kind: "chosen-before", message: windowMessages.chosenBefore };
    const window = { areaId: area.id, day: locked.collectionDate, startsAt };
    const claim = await claimWindow(tx, { ...window, holder, now });
    if (claim.kind === "full") {
      return { kind: "full", message: windowMessages.full, alternatives: claim.alternatives };
    }
    if (claim.kind === "started") return { kind: "refused", message: windowMessages.started };
    if (claim.kind === "no-such-window")
      return { kind: "refused", message: windowMessages.noWindow };
    // Nobody pays for a booking: the place is booked at once.
    await confirmClaim(tx, { holder, now });
    await markNumberProven(tx, bookingId, now);
    const payload = locked.payload as { bookingData?: { testDetails?: unknown } };
    const details = payload.bookingData?.testDetails;
    const opened = await openVisit(tx, {
      subject: holder,
      mobileNumber: locked.mobileNumber,
      tests: typeof details === "string" && details.trim() !== "" ? [details.trim()] : [],
      window,
      now,
    });
    return {
      kind: "picked",
      visit: { id: opened.id, status: opened.status, day: window.day, startsAt },
    };
  });
  if (outcome.kind !== "picked") {
    await refund(db, windowPicksPerNumber, provenMobile, now);
    return outcome;
  }
  const confirmed = await takeStep(db, {
    visitId: outcome.visit.id,
    request: { step: "confirm" },
    actor: "system",
    now,
  });
  return confirmed.kind === "done"
    ? { kind: "picked", visit: { ...outcome.visit, status: confirmed.visit.status } }
    : outcome;
}
