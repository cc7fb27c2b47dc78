/**
 * Stores a new booking in ONE statement (one round trip, one commit), with the client's count and
 * the captcha's redemption and the Idempotency-Key's claim when there are any:
 * - `hit` counts the request against the client's budget (rate-limit.ts's upsert); over the
 *   budget, nothing else is written (no redemption, claim or booking) and the write answers
 *   `rate-limited` (services/rate-limit/form-limits.ts, `budgetCountedByWrite`, refuses the
 *   client's next requests before their bodies are read);
 * - `redeemed` records the captcha as used (ON CONFLICT DO NOTHING: a replay redeems nothing);
 * - `claim` claims the key with the answer already in it, only from a redeemed row;
 * - the booking row is inserted only from the claim's row, due for its CRM delivery at once
 *   (`crm_next_attempt_at` = its `created_at`: services/crm/crm-delivery.ts claims it from there).
 * So a replayed captcha claims and books nothing; a concurrent duplicate of the key waits on the
 * claim's primary key for the first statement to commit (or roll back), then claims nothing and
 * reads the stored answer instead (same guarantees as `runIdempotent`); a failed insert rolls
 * back the claim and the redemption with it. The statement commits synchronously, as every
 * booking does: the redemption rides on that commit (docs/performance.md, figure 4).
 */

import type { BookingRequest } from "@vyom/catalog/contract/schemas";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { type PreparedSql, prepareSql } from "../../db/prepared-sql.ts";
import { bookings, idempotencyRecords, usedCaptchaChallenges } from "../../db/schema.ts";
import type { CaptchaRedemption } from "../captcha/captcha.ts";
import { hasStoredAnswer } from "../captcha/new-key-captcha.ts";
import {
  type IdempotentAnswer,
  type IdempotentOutcome,
  requestHashOf,
  storedOutcome,
} from "../idempotency/idempotency.ts";
import {
  afterHit,
  countingUpsertSql,
  hitOf,
  type RateLimitRule,
} from "../rate-limit/rate-limit.ts";
import type { StoredAnswer } from "./outbox-write.ts";

/** The idempotency scope of bookings (and of their captcha rule). */
export const BOOKING_SCOPE = "booking";

export type BookingBody = Omit<BookingRequest, "captcha">;

export type BookingWrite =
  | IdempotentOutcome<StoredAnswer>
  | { kind: "captcha-replayed" }
  | { kind: "rate-limited"; retryAfterSeconds: number };

type BookingRow = { hits: number; redeemed: number; booked: number };

/**
 * The booking's statement, one per shape (with or without a captcha to redeem, with or without
 * an Idempotency-Key), prepared once per database: planning its five parts on every booking was
 * a large share of its time in PostgreSQL (docs/performance.md, figure 4).
 */
function buildBookingStatement(db: Database, shape: { redeems: boolean; keyed: boolean }) {
  const value = (name: string) => sql.placeholder(name);
  const redeemed = shape.redeems
    ? sql`INSERT INTO ${usedCaptchaChallenges} (signature, expires_at)
        SELECT ${value("signature")}, ${value("captchaExpiresAt")}::timestamptz
        FROM allowed
        ON CONFLICT DO NOTHING
        RETURNING 1 AS one`
    : sql`SELECT 1 AS one FROM allowed`;
  const claim = shape.keyed
    ? sql`INSERT INTO ${idempotencyRecords}
          (scope, key, request_hash, status_code, response_body, created_at)
        SELECT ${value("scope")}, ${value("key")}, ${value("requestHash")}, ${value("status")},
          ${value("answer")}::jsonb, ${value("createdAt")}::timestamptz
        FROM redeemed
        ON CONFLICT DO NOTHING
        RETURNING key`
    : sql`SELECT NULL::text AS key FROM redeemed`;
  const name = `booking_write_${shape.redeems ? "r" : "n"}${shape.keyed ? "k" : "n"}`;
  return prepareSql<BookingRow>(
    db,
    name,
    sql`
    WITH hit AS (${countingUpsertSql({ key: value("hitKey"), start: value("windowStart"), end: value("windowEnd") })}),
    allowed AS (SELECT 1 FROM hit WHERE hit.count <= ${value("limit")}),
    redeemed AS (${redeemed}),
    claim AS (${claim}),
    booked AS (
      INSERT INTO ${bookings}
        (id, idempotency_key, name, mobile_number, collection_date, pincode, policy_value,
          payload, created_at, crm_next_attempt_at)
      SELECT ${value("bookingId")}::uuid, claim.key, ${value("name")}, ${value("mobile")},
        ${value("date")}, ${value("pincode")}, ${value("policyValue")}, ${value("payload")}::jsonb,
        ${value("createdAt")}::timestamptz, ${value("createdAt")}::timestamptz
      FROM claim
      RETURNING id
    )
    SELECT (SELECT count FROM hit) AS hits,
      (SELECT count(*) FROM redeemed)::int AS redeemed,
      (SELECT count(*) FROM booked)::int AS booked`,
  );
}

const bookingStatements = new WeakMap<Database, Map<string, PreparedSql<BookingRow>>>();

function bookingStatement(db: Database, shape: { redeems: boolean; keyed: boolean }) {
  let statements = bookingStatements.get(db);
  if (!statements) {
    statements = new Map();
    bookingStatements.set(db, statements);
  }
  const id = `${shape.redeems}:${shape.keyed}`;
  let statement = statements.get(id);
  if (!statement) {
    statement = buildBookingStatement(db, shape);
    statements.set(id, statement);
  }
  return statement;
}

export async function writeBookingOnce(
  db: Database,
  request: {
    key: string | undefined;
    body: BookingBody;
    now: Date;
    bookingId: string;
    /** The captcha to redeem with the booking; none when it was checked already or not needed. */
    redemption: CaptchaRedemption | undefined;
    /** The client's budget (form-limits.ts), counted in this statement. */
    budget: { rule: RateLimitRule; subject: string };
  },
): Promise<BookingWrite> {
  const { key, body, now, bookingId, redemption, budget } = request;
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
  const { key: hitKey, start, end } = hitOf(budget.rule, budget.subject, now);
  const result = await bookingStatement(db, {
    redeems: redemption !== undefined,
    keyed: key !== undefined,
  }).execute({
    hitKey,
    windowStart: start.toISOString(),
    windowEnd: end.toISOString(),
    limit: budget.rule.limit,
    signature: redemption?.signature ?? null,
    captchaExpiresAt: redemption?.expiresAt.toISOString() ?? null,
    scope: BOOKING_SCOPE,
    key: key ?? null,
    requestHash,
    status: answer.status,
    answer: JSON.stringify(answer.body),
    bookingId,
    name: body.name,
    mobile: body.mobileNumber,
    date: body.date,
    pincode: body.pincode,
    policyValue: body.Policy_Value,
    payload: JSON.stringify(payload),
    createdAt,
  });
  const [row] = result.rows;
  const limit = afterHit(budget.rule, row?.hits ?? 1, now);
  if (!limit.allowed) return { kind: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds };
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
