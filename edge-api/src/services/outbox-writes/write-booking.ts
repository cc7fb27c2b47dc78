/**
 * Stores a new booking in ONE plain transaction, once per Idempotency-Key:
 * 1. the key's claim, with the answer already in it (the booking's id and reference are drawn
 *    first); a key stored before answers its stored booking (`replayed`), or `key-reused` when it
 *    came with another body; a concurrent duplicate waits on the claim's primary key for the
 *    first to commit (or roll back), then reads its answer;
 * 2. the captcha's redemption, when the route checked one (outbox-write.ts, `storeRedeemsCaptcha`):
 *    a captcha redeemed before fails the whole transaction, so a replayed captcha claims and books
 *    nothing (`captcha-replayed`);
 * 3. the booking row, due for its CRM delivery at once (`crm_next_attempt_at` = its `created_at`:
 *    services/crm/crm-delivery.ts claims it from there), with its patient's date of birth (or
 *    approximate year) and gender, or marked without them (booking-patient.ts).
 * The client's budget is counted before, by the route's first middleware (form-limits.ts), as for
 * every other form. A reference some row holds already fails the transaction whole; the booking is
 * then written again with a new one (`withFreshReference`), exactly as if it had just arrived.
 * The commit is synchronous, as every booking's is. docs/performance.md (figure 4) holds this
 * path to a quarter of a bare INSERT's throughput.
 */

import type { BookingRequest } from "@vyom/catalog/contract/schemas";
import type { Database } from "../../db/client.ts";
import { bookings, idempotencyRecords, usedCaptchaChallenges } from "../../db/schema.ts";
import type { CaptchaRedemption } from "../captcha/captcha.ts";
import {
  type IdempotentOutcome,
  requestHashOf,
  storedOutcome,
} from "../idempotency/idempotency.ts";
import { withFreshReference } from "../references/new-reference.ts";
import { bookingPatientOf } from "./booking-patient.ts";
import type { StoredAnswer } from "./outbox-write.ts";

/** The idempotency scope of bookings (and of their captcha rule). */
export const BOOKING_SCOPE = "booking";

export type BookingBody = Omit<BookingRequest, "captcha">;

export type BookingWrite = IdempotentOutcome<StoredAnswer> | { kind: "captcha-replayed" };

/** Thrown inside the transaction to roll back the key's claim when the captcha was used before. */
class CaptchaReplayed extends Error {}

export async function writeBookingOnce(
  db: Database,
  request: {
    key: string | undefined;
    body: BookingBody;
    now: Date;
    bookingId: string;
    /** Draws the booking's reference (AppDeps.newReference). */
    newReference: () => string;
    /** The captcha to redeem with the booking; none when it was checked already or not needed. */
    redemption: CaptchaRedemption | undefined;
  },
): Promise<BookingWrite> {
  const { key, body, now, bookingId, redemption } = request;
  const payload = {
    bookingData: body.bookingData,
    activity: body.activity,
    leadDetails: body.leadDetails,
  };
  const patient = bookingPatientOf(body, now);
  const requestHash = key === undefined ? "" : requestHashOf(body);
  try {
    return await withFreshReference(request.newReference, (reference) =>
      db.transaction(async (tx): Promise<BookingWrite> => {
        const answer: StoredAnswer = { status: "success", id: bookingId, reference };
        if (key !== undefined) {
          const claimed = await tx
            .insert(idempotencyRecords)
            .values({
              scope: BOOKING_SCOPE,
              key,
              requestHash,
              statusCode: 201,
              responseBody: answer,
              createdAt: now,
            })
            .onConflictDoNothing()
            .returning({ key: idempotencyRecords.key });
          if (claimed.length === 0) {
            return storedOutcome<StoredAnswer>(tx, BOOKING_SCOPE, key, requestHash);
          }
        }
        if (redemption) {
          const redeemed = await tx
            .insert(usedCaptchaChallenges)
            .values({ signature: redemption.signature, expiresAt: redemption.expiresAt })
            .onConflictDoNothing()
            .returning({ signature: usedCaptchaChallenges.signature });
          if (redeemed.length === 0) throw new CaptchaReplayed();
        }
        await tx.insert(bookings).values({
          id: bookingId,
          reference,
          idempotencyKey: key ?? null,
          name: body.name,
          mobileNumber: body.mobileNumber,
          collectionDate: body.date,
          pincode: body.pincode,
          policyValue: body.Policy_Value,
          payload,
          patientBirthDate: patient.birthDate,
          patientApproxBirthYear: patient.approxBirthYear,
          patientGender: patient.gender,
          patientDetailsMissing: patient.missing,
          createdAt: now,
          crmNextAttemptAt: now,
        });
        return { kind: "fresh", status: 201, body: answer };
      }),
    );
  } catch (error) {
    if (error instanceof CaptchaReplayed) return { kind: "captcha-replayed" };
    throw error;
  }
}
