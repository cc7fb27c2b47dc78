/**
 * Stores new bookings, a batch per statement (db/statement-batches.ts): the bookings that arrive
 * while the last statement runs are written together in ONE statement (one round trip, one
 * commit), each with its client's count and its captcha's redemption and Idempotency-Key's claim
 * when there are any. For each booking, in arrival order, exactly as if it were alone:
 * - `hit` counts the request against the client's budget (rate-limit.ts's counter: a counter's
 *   hits in the batch add their number at once, and take the counts it passed through in arrival
 *   order); over the budget, nothing else is written for it (no redemption, claim or booking) and
 *   it answers `rate-limited` (services/rate-limit/form-limits.ts, `budgetCountedByWrite`,
 *   refuses the client's next requests before their bodies are read);
 * - `redeemed` records its captcha as used (ON CONFLICT DO NOTHING: a replay redeems nothing; of
 *   two bookings of the batch with one captcha, the first redeems it and the second is a replay);
 * - `claim` claims its key with the answer already in it, only once it redeemed (of two bookings
 *   of the batch with one key, the first claims and the second is a repeat of it);
 * - the booking row is inserted only from its claim, due for its CRM delivery at once
 *   (`crm_next_attempt_at` = its `created_at`: services/crm/crm-delivery.ts claims it from there),
 *   with its patient's date of birth (or approximate year) and gender, or marked without them
 *   (booking-patient.ts).
 * So a replayed captcha claims and books nothing; a concurrent duplicate of the key waits on the
 * claim's primary key for the statement holding it to commit (or roll back), then claims nothing
 * and reads the stored answer instead (same guarantees as `runIdempotent`). Rows are written in
 * the order of their unique keys, so two batches never wait on each other in a cycle.
 *
 * When a batch's statement fails, each of its bookings is written again in a statement of its
 * own (statement-batches.ts): one booking the database refuses never fails the others sent
 * beside it. The statement commits synchronously, as every booking does: the redemption rides on
 * that commit (docs/performance.md, figure 4).
 *
 * Each booking carries the reference drawn for it (services/references/new-reference.ts), in its
 * row and in its stored answer. A reference some row holds already fails the statement whole
 * (nothing of it stays: no count, no redemption, no claim); the booking is then written again with
 * a new one (`withFreshReference`), exactly as if it had just arrived.
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
import { statementBatches } from "../../db/statement-batches.ts";
import type { CaptchaRedemption } from "../captcha/captcha.ts";
import { hasStoredAnswer } from "../captcha/new-key-captcha.ts";
import {
  type IdempotentAnswer,
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

/** One booking as the batch statement takes it: text, as its arrays carry it. */
interface BookingWriteRow {
  hitKey: string;
  windowStart: string;
  windowEnd: string;
  limit: number;
  signature: string | null;
  captchaExpiresAt: string | null;
  key: string | null;
  requestHash: string;
  answer: string;
  bookingId: string;
  reference: string;
  name: string;
  mobile: string;
  date: string;
  pincode: string;
  policyValue: string;
  payload: string;
  birthDate: string | null;
  approxBirthYear: number | null;
  gender: string | null;
  detailsMissing: boolean;
  createdAt: string;
}

/** What the statement did for one booking. */
interface BookingWritten {
  /** The window's count this booking's hit made (for `afterHit`). */
  hits: number;
  /** Allowed, and its captcha redeemed now (or none to redeem). */
  redeemed: boolean;
  booked: boolean;
}

type Row = { ord: number | string; hits: number | string; redeemed: boolean; booked: boolean };

const columns = {
  hitKeys: ["hitKey", "text"],
  windowStarts: ["windowStart", "timestamptz"],
  windowEnds: ["windowEnd", "timestamptz"],
  limits: ["limit", "int"],
  signatures: ["signature", "text"],
  captchaExpiresAts: ["captchaExpiresAt", "timestamptz"],
  keys: ["key", "text"],
  requestHashes: ["requestHash", "text"],
  answers: ["answer", "jsonb"],
  bookingIds: ["bookingId", "uuid"],
  references: ["reference", "text"],
  names: ["name", "text"],
  mobiles: ["mobile", "text"],
  dates: ["date", "text"],
  pincodes: ["pincode", "text"],
  policyValues: ["policyValue", "text"],
  payloads: ["payload", "jsonb"],
  birthDates: ["birthDate", "text"],
  approxBirthYears: ["approxBirthYear", "int"],
  genders: ["gender", "text"],
  detailsMissing: ["detailsMissing", "boolean"],
  createdAts: ["createdAt", "timestamptz"],
} as const satisfies Record<string, readonly [keyof BookingWriteRow, string]>;

/**
 * The batch's statement, prepared once per database: planning its parts on every booking was a
 * large share of its time in PostgreSQL (docs/performance.md, figure 4).
 */
function buildBookingStatement(db: Database) {
  const arrays = sql.join(
    Object.entries(columns).map(
      ([name, [, type]]) => sql`${sql.placeholder(name)}::${sql.raw(type)}[]`,
    ),
    sql`, `,
  );
  return prepareSql<Row>(
    db,
    "booking_writes",
    sql`
    WITH input AS (
      SELECT * FROM unnest(${arrays}) WITH ORDINALITY AS i(hit_key, window_start, window_end,
        hit_limit, signature, captcha_expires_at, key, request_hash, answer, booking_id, reference, name,
        mobile, collection_date, pincode, policy_value, payload, birth_date, approx_birth_year,
        gender, details_missing, created_at, ord)
    ),
    counters AS (
      SELECT hit_key, window_start, max(window_end) AS window_end, count(*)::int AS hits
      FROM input GROUP BY hit_key, window_start
    ),
    hit AS (
      INSERT INTO ${rateLimitCounters} (key, window_start, count, expires_at)
      SELECT hit_key, window_start, hits, window_end FROM counters ORDER BY hit_key, window_start
      ON CONFLICT (key, window_start) DO UPDATE SET count = ${rateLimitCounters}.count + excluded.count
      RETURNING key, window_start, count
    ),
    counted AS (
      SELECT input.*, hit.count - counters.hits + row_number() OVER (
          PARTITION BY input.hit_key, input.window_start ORDER BY input.ord)::int AS hits_now
      FROM input
      JOIN counters USING (hit_key, window_start)
      JOIN hit ON hit.key = input.hit_key AND hit.window_start = input.window_start
    ),
    allowed AS (SELECT * FROM counted WHERE hits_now <= hit_limit),
    first_use AS (
      SELECT DISTINCT ON (signature) ord, signature, captcha_expires_at FROM allowed
      WHERE signature IS NOT NULL ORDER BY signature, ord
    ),
    redeemed AS (
      INSERT INTO ${usedCaptchaChallenges} (signature, expires_at)
      SELECT signature, captcha_expires_at FROM first_use ORDER BY signature
      ON CONFLICT DO NOTHING
      RETURNING signature
    ),
    admitted AS (
      SELECT allowed.* FROM allowed WHERE signature IS NULL
      UNION ALL
      SELECT allowed.* FROM allowed
      JOIN first_use USING (ord)
      JOIN redeemed ON redeemed.signature = allowed.signature
    ),
    first_claim AS (
      SELECT DISTINCT ON (key) * FROM admitted WHERE key IS NOT NULL ORDER BY key, ord
    ),
    claim AS (
      INSERT INTO ${idempotencyRecords}
        (scope, key, request_hash, status_code, response_body, created_at)
      SELECT ${BOOKING_SCOPE}, key, request_hash, 201, answer, created_at
      FROM first_claim ORDER BY key
      ON CONFLICT DO NOTHING
      RETURNING key
    ),
    claimed AS (
      SELECT * FROM admitted WHERE key IS NULL
      UNION ALL
      SELECT first_claim.* FROM first_claim JOIN claim USING (key)
    ),
    booked AS (
      INSERT INTO ${bookings}
        (id, reference, idempotency_key, name, mobile_number, collection_date, pincode, policy_value,
          payload, patient_birth_date, patient_approx_birth_year, patient_gender,
          patient_details_missing, created_at, crm_next_attempt_at)
      SELECT booking_id, reference, key, name, mobile, collection_date, pincode, policy_value, payload,
        birth_date, approx_birth_year, gender, details_missing, created_at, created_at
      FROM claimed
      RETURNING id
    )
    SELECT counted.ord, counted.hits_now AS hits,
      EXISTS (SELECT 1 FROM admitted WHERE admitted.ord = counted.ord) AS redeemed,
      EXISTS (SELECT 1 FROM booked WHERE booked.id = counted.booking_id) AS booked
    FROM counted ORDER BY counted.ord`,
  );
}

/** Bookings in flight per process: one statement runs while the next batch gathers. */
const MAX_IN_FLIGHT = 1;
/** Bookings per statement at most. */
const MAX_BATCH = 200;

function bookingWrites(db: Database) {
  const statement = buildBookingStatement(db);
  const execute = async (batch: BookingWriteRow[]): Promise<BookingWritten[]> => {
    const values = Object.fromEntries(
      Object.entries(columns).map(([name, [field]]) => [name, batch.map((row) => row[field])]),
    );
    // One row per booking, in the batch's order (statement-batches.ts checks the count).
    const { rows } = await statement.execute(values);
    return rows.map((row) => ({
      hits: Number(row.hits),
      redeemed: row.redeemed,
      booked: row.booked,
    }));
  };
  return statementBatches(execute, { maxInFlight: MAX_IN_FLIGHT, maxBatch: MAX_BATCH });
}

const bookingWritesOf = new WeakMap<Database, ReturnType<typeof bookingWrites>>();

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
  const payload = {
    bookingData: body.bookingData,
    activity: body.activity,
    leadDetails: body.leadDetails,
  };
  const createdAt = now.toISOString();
  const patient = bookingPatientOf(body, now);
  const requestHash = key === undefined ? "" : requestHashOf(body);
  const { key: hitKey, start, end } = hitOf(budget.rule, budget.subject, now);
  const write = bookingWritesOf.get(db) ?? bookingWrites(db);
  bookingWritesOf.set(db, write);
  // The answer is known before the write, so the claim stores it in the same statement.
  const { row, answer } = await withFreshReference(request.newReference, async (reference) => {
    const answer: IdempotentAnswer<StoredAnswer> = {
      status: 201,
      body: { status: "success", id: bookingId, reference },
    };
    const row = await write({
      hitKey,
      windowStart: start.toISOString(),
      windowEnd: end.toISOString(),
      limit: budget.rule.limit,
      signature: redemption?.signature ?? null,
      captchaExpiresAt: redemption?.expiresAt.toISOString() ?? null,
      key: key ?? null,
      requestHash,
      answer: JSON.stringify(answer.body),
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
      createdAt,
    });
    return { row, answer };
  });
  const limit = afterHit(budget.rule, row.hits, now);
  if (!limit.allowed) return { kind: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds };
  if (row.booked) return { kind: "fresh", ...answer };
  if (key === undefined || (!row.redeemed && !(await hasStoredAnswer(db, BOOKING_SCOPE, key)))) {
    // Nothing was claimed: the captcha had been redeemed before, and no stored answer waives it.
    return { kind: "captcha-replayed" };
  }
  return storedOutcome<StoredAnswer>(db, BOOKING_SCOPE, key, requestHash);
}
