/**
 * Stores a new booking in ONE statement (a plain transaction of four writes), once per
 * Idempotency-Key:
 * 0. the client's count against its budget (rate-limit.ts's counting upsert, form-limits.ts
 *    `budgetCountedByWrite`): over the budget nothing else is written, no redemption, claim or
 *    row, and the write answers `rate-limited`;
 * 1. the captcha's redemption, when the route checked one (outbox-write.ts,
 *    `storeRedeemsCaptcha`): a captcha redeemed before admits nothing, so a replayed captcha
 *    claims and books nothing (`captcha-replayed`, unless its key's answer is stored);
 * 2. the key's claim, with the answer already in it (the booking's id and reference are drawn
 *    first); a key stored before answers its stored booking (`replayed`), or `key-reused` when it
 *    came with another body; a concurrent duplicate waits on the claim's primary key for the
 *    first to commit (or roll back), then reads its answer;
 * 3. the booking row, only from its claim, due for its CRM delivery at once
 *    (`crm_next_attempt_at` = its `created_at`: services/crm/crm-delivery.ts claims it from
 *    there), with its patient's date of birth (or approximate year) and gender, or marked without
 *    them (booking-patient.ts), and the language of its SMS.
 * Counting the budget here rather than in a statement of its own before the body is read saves a
 * round trip per booking (docs/performance.md, figure 4). A reference some row holds already
 * fails the statement whole; the booking is then written again with a new one
 * (`withFreshReference`), exactly as if it had just arrived.
 * The commit is synchronous, as every booking's is. One prepared statement rather than a
 * transaction of five round trips through the query builder: that cost about 1 ms of the API's
 * CPU per booking, under a quarter of a bare INSERT's throughput (docs/performance.md, figure 4).
 */

import type { BookingRequest } from "@vyom/catalog/contract/schemas";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { prepareSql } from "../../db/prepared-sql.ts";
import {
  bookings,
  idempotencyRecords,
  rateLimitCounters,
  usedCaptchaChallenges,
} from "../../db/schema.ts";
import type { CaptchaRedemption } from "../captcha/captcha.ts";
import { hasStoredAnswer } from "../captcha/new-key-captcha.ts";
import {
  type IdempotentOutcome,
  requestHashOf,
  storedOutcome,
} from "../idempotency/idempotency.ts";
import { afterHit, hitOf, type RateLimitRule } from "../rate-limit/rate-limit.ts";
import { withFreshReference } from "../references/new-reference.ts";
import { bookingPatientOf } from "./booking-patient.ts";
import type { StoredAnswer } from "./outbox-write.ts";

/** The idempotency scope of bookings (and of their captcha rule). */
export const BOOKING_SCOPE = "booking";

export type BookingBody = Omit<BookingRequest, "captcha">;

export type BookingWrite =
  | IdempotentOutcome<StoredAnswer>
  | { kind: "captcha-replayed" }
  | { kind: "rate-limited"; retryAfterSeconds: number };

type Row = { hits: number; redeemed: boolean; booked: boolean };

const value = (name: string, type: string) => sql`${sql.placeholder(name)}::${sql.raw(type)}`;

/**
 * The booking's one statement, prepared once per database (planning it on every booking was a
 * large share of its time in PostgreSQL, and building it a large share of the API's): the
 * client's count, then the captcha's redemption only within the budget, then the key's claim
 * only if the captcha was redeemed now (or none was to redeem), then the row only from its claim
 * (or with no key). One statement is one commit: a booking the database refuses (a taken
 * reference, a NUL) leaves nothing of it, its count included.
 */
function buildBookingStatement(db: Database) {
  const signature = value("signature", "text");
  const key = value("key", "text");
  return prepareSql<Row>(
    db,
    "booking_write",
    sql`
    WITH hit AS (
      INSERT INTO ${rateLimitCounters} (key, window_start, count, expires_at)
      VALUES (${value("hitKey", "text")}, ${value("windowStart", "timestamptz")}, 1,
        ${value("windowEnd", "timestamptz")})
      ON CONFLICT (key, window_start) DO UPDATE SET count = ${rateLimitCounters}.count + 1
      RETURNING count
    ),
    within AS (
      SELECT WHERE (SELECT count FROM hit) <= ${value("limit", "int")}
    ),
    redeemed AS (
      INSERT INTO ${usedCaptchaChallenges} (signature, expires_at)
      SELECT ${signature}, ${value("captchaExpiresAt", "timestamptz")} FROM within
      WHERE ${signature} IS NOT NULL
      ON CONFLICT DO NOTHING
      RETURNING signature
    ),
    admitted AS (
      SELECT FROM within WHERE ${signature} IS NULL OR EXISTS (SELECT 1 FROM redeemed)
    ),
    claim AS (
      INSERT INTO ${idempotencyRecords}
        (scope, key, request_hash, status_code, response_body, created_at)
      SELECT ${BOOKING_SCOPE}, ${key}, ${value("requestHash", "text")}, 201,
        ${value("answer", "jsonb")}, ${value("createdAt", "timestamptz")}
      FROM admitted WHERE ${key} IS NOT NULL
      ON CONFLICT DO NOTHING
      RETURNING key
    ),
    booked AS (
      INSERT INTO ${bookings}
        (id, reference, idempotency_key, name, mobile_number, collection_date, pincode, policy_value,
          payload, patient_birth_date, patient_approx_birth_year, patient_gender,
          patient_details_missing, language, created_at, crm_next_attempt_at)
      SELECT ${value("bookingId", "uuid")}, ${value("reference", "text")}, ${key},
        ${value("name", "text")}, ${value("mobile", "text")}, ${value("date", "text")},
        ${value("pincode", "text")}, ${value("policyValue", "text")}, ${value("payload", "jsonb")},
        ${value("birthDate", "text")}, ${value("approxBirthYear", "int")},
        ${value("gender", "text")}, ${value("detailsMissing", "boolean")},
        ${value("language", "text")}, ${value("createdAt", "timestamptz")}, ${value("createdAt", "timestamptz")}
      FROM admitted WHERE ${key} IS NULL OR EXISTS (SELECT 1 FROM claim)
      RETURNING id
    )
    SELECT (SELECT count FROM hit) AS hits, EXISTS (SELECT 1 FROM redeemed) AS redeemed,
      EXISTS (SELECT 1 FROM booked) AS booked`,
  );
}

const statementOf = new WeakMap<Database, ReturnType<typeof buildBookingStatement>>();

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
    /** The client's budget (form-limits.ts), counted in this statement. */
    budget: { rule: RateLimitRule; subject: string };
  },
): Promise<BookingWrite> {
  const { key, body, now, bookingId, redemption, budget } = request;
  const hit = hitOf(budget.rule, budget.subject, now);
  const payload = {
    bookingData: body.bookingData,
    activity: body.activity,
    leadDetails: body.leadDetails,
  };
  const patient = bookingPatientOf(body, now);
  const requestHash = key === undefined ? "" : requestHashOf(body);
  const statement = statementOf.get(db) ?? buildBookingStatement(db);
  statementOf.set(db, statement);
  const { row, answer } = await withFreshReference(request.newReference, async (reference) => {
    const answer: StoredAnswer = { status: "success", id: bookingId, reference };
    const { rows } = await statement.execute({
      hitKey: hit.key,
      windowStart: hit.start.toISOString(),
      windowEnd: hit.end.toISOString(),
      limit: budget.rule.limit,
      signature: redemption?.signature ?? null,
      captchaExpiresAt: redemption?.expiresAt.toISOString() ?? null,
      key: key ?? null,
      requestHash,
      answer: JSON.stringify(answer),
      createdAt: now.toISOString(),
      bookingId,
      reference,
      name: body.name,
      mobile: body.mobileNumber,
      date: body.date,
      pincode: body.pincode,
      policyValue: body.Policy_Value,
      payload: JSON.stringify(payload),
      birthDate: patient.birthDate,
      approxBirthYear: patient.approxBirthYear,
      gender: patient.gender,
      detailsMissing: patient.missing,
      // The schema's default applies to a body parsed by it; a body built in code may lack it.
      language: body.language ?? "en",
    });
    const [row] = rows;
    if (!row) throw new Error("the booking statement answered no row");
    return { row, answer };
  });
  const counted = afterHit(budget.rule, row.hits, now);
  if (!counted.allowed)
    return { kind: "rate-limited", retryAfterSeconds: counted.retryAfterSeconds };
  if (row.booked) return { kind: "fresh", status: 201, body: answer };
  const replayedCaptcha = redemption !== undefined && !row.redeemed;
  if (key === undefined || (replayedCaptcha && !(await hasStoredAnswer(db, BOOKING_SCOPE, key)))) {
    // Nothing was claimed: the captcha had been redeemed before, and no stored answer waives it.
    return { kind: "captcha-replayed" };
  }
  return storedOutcome<StoredAnswer>(db, BOOKING_SCOPE, key, requestHash);
}
