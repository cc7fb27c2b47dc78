/**
 * Stores a new booking in ONE statement (one round trip, one commit), with the captcha's
 * redemption and the Idempotency-Key's claim when there are any:
 * - `redeemed` records the captcha as used (ON CONFLICT DO NOTHING: a replay redeems nothing);
 * - `claim` claims the key with the answer already in it, only from a redeemed row;
 * - the booking row is inserted only from the claim's row.
 * So a replayed captcha claims and books nothing; a concurrent duplicate of the key waits on the
 * claim's primary key for the first statement to commit (or roll back), then claims nothing and
 * reads the stored answer instead (same guarantees as `runIdempotent`); a failed insert rolls
 * back the claim and the redemption with it. The statement commits synchronously, as every
 * booking does: the redemption rides on that commit (docs/performance.md, figure 4).
 */

import type { BookingRequest } from "@vyom/catalog/contract/schemas";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { bookings, idempotencyRecords, usedCaptchaChallenges } from "../../db/schema.ts";
import type { CaptchaRedemption } from "../captcha/captcha.ts";
import { hasStoredAnswer } from "../captcha/new-key-captcha.ts";
import {
  type IdempotentAnswer,
  type IdempotentOutcome,
  requestHashOf,
  storedOutcome,
} from "../idempotency/idempotency.ts";
import type { StoredAnswer } from "./outbox-write.ts";

/** The idempotency scope of bookings (and of their captcha rule). */
export const BOOKING_SCOPE = "booking";

export type BookingBody = Omit<BookingRequest, "captcha">;

export type BookingWrite = IdempotentOutcome<StoredAnswer> | { kind: "captcha-replayed" };

export async function writeBookingOnce(
  db: Database,
  request: {
    key: string | undefined;
    body: BookingBody;
    now: Date;
    bookingId: string;
    /** The captcha to redeem with the booking; none when it was checked already or not needed. */
    redemption: CaptchaRedemption | undefined;
  },
): Promise<BookingWrite> {
  const { key, body, now, bookingId, redemption } = request;
  // The answer is known before the write, so the claim stores it in the same statement.
  const answer: IdempotentAnswer<StoredAnswer> = {
    status: 201,
    body: { status: "success", id: bookingId },
  };
  const payload = {
    bookingData: body.bookingData,
    activity: body.activity,
    leadDetails: body.leadDetails,
  };
  const createdAt = now.toISOString();
  const requestHash = key === undefined ? "" : requestHashOf(body);
  const redeemed = redemption
    ? sql`INSERT INTO ${usedCaptchaChallenges} (signature, expires_at)
        VALUES (${redemption.signature}, ${redemption.expiresAt.toISOString()}::timestamptz)
        ON CONFLICT DO NOTHING
        RETURNING 1 AS one`
    : sql`SELECT 1 AS one`;
  const claim =
    key === undefined
      ? sql`SELECT NULL::text AS key FROM redeemed`
      : sql`INSERT INTO ${idempotencyRecords}
          (scope, key, request_hash, status_code, response_body, created_at)
        SELECT ${BOOKING_SCOPE}, ${key}, ${requestHash}, ${answer.status},
          ${JSON.stringify(answer.body)}::jsonb, ${createdAt}::timestamptz
        FROM redeemed
        ON CONFLICT DO NOTHING
        RETURNING key`;
  // `execute` is typed per driver; node-postgres and PGlite both answer `{ rows }`.
  const result = (await db.execute(sql`
    WITH redeemed AS (${redeemed}),
    claim AS (${claim}),
    booked AS (
      INSERT INTO ${bookings}
        (id, idempotency_key, name, mobile_number, collection_date, pincode, policy_value,
          payload, created_at)
      SELECT ${bookingId}::uuid, claim.key, ${body.name}, ${body.mobileNumber}, ${body.date},
        ${body.pincode}, ${body.Policy_Value}, ${JSON.stringify(payload)}::jsonb,
        ${createdAt}::timestamptz
      FROM claim
      RETURNING id
    )
    SELECT (SELECT count(*) FROM redeemed)::int AS redeemed,
      (SELECT count(*) FROM booked)::int AS booked`)) as unknown as {
    rows: { redeemed: number; booked: number }[];
  };
  const [row] = result.rows;
  if (row && row.booked > 0) return { kind: "fresh", ...answer };
  if (
    key === undefined ||
    (row?.redeemed === 0 && !(await hasStoredAnswer(db, BOOKING_SCOPE, key)))
  ) {
    // Nothing was claimed: the captcha had been redeemed before, and no stored answer waives it.
    return { kind: "captcha-replayed" };
  }
  return storedOutcome<StoredAnswer>(db, BOOKING_SCOPE, key, requestHash);
}
