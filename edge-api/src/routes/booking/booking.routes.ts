/**
 * `POST /api/booking/`: the home-collection form. Stores the booking (once per Idempotency-Key),
 * then hands it to the CRM adapter. The CRM runs after the commit: a CRM outage marks the booking
 * `crm-failed` for a retry but never loses it or fails the visitor's request. A new booking needs
 * a solved captcha; a repeat of a stored key does not (services/captcha/new-key-captcha.ts).
 */
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import type { Database } from "../../db/client.ts";
import { bookings, idempotencyRecords } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { clientAddress } from "../../http/client-address.ts";
import { jsonBody } from "../../http/validate.ts";
import { describeError } from "../../logger.ts";
import { checkNewKeyCaptcha } from "../../services/captcha/new-key-captcha.ts";
import {
  IDEMPOTENCY_HEADER,
  type IdempotentAnswer,
  type IdempotentOutcome,
  parseIdempotencyKey,
  requestHashOf,
  storedOutcome,
} from "../../services/idempotency/idempotency.ts";
import { BookingRequest } from "./booking.schema.ts";

/** The idempotency scope of bookings (and of their captcha rule). */
const BOOKING_SCOPE = "booking";

interface BookingAnswer {
  status: "success";
  bookingId: string;
}

type BookingBody = Omit<BookingRequest, "captcha">;

/**
 * Stores a new booking once per Idempotency-Key in ONE statement (one round trip, one commit):
 * the CTE claims the key with the answer already in it, and the booking row is inserted only
 * from the claim's returned row. Same guarantees as `runIdempotent`: a concurrent duplicate's
 * `ON CONFLICT DO NOTHING` waits for the first statement to commit (or roll back) on the primary
 * key, then claims nothing and so inserts nothing; it reads the stored answer instead. If the
 * booking insert fails, the whole statement rolls back, the claim with it.
 */
async function writeBookingOnce(
  db: Database,
  request: {
    key: string | undefined;
    body: BookingBody;
    now: Date;
    bookingId: string;
    answer: IdempotentAnswer<BookingAnswer>;
  },
): Promise<IdempotentOutcome<BookingAnswer>> {
  const { key, body, now, bookingId, answer } = request;
  const payload = {
    bookingData: body.bookingData,
    activity: body.activity,
    leadDetails: body.leadDetails,
  };
  const row = {
    id: bookingId,
    idempotencyKey: key ?? null,
    name: body.name,
    mobileNumber: body.mobileNumber,
    collectionDate: body.date,
    pincode: body.pincode,
    policyValue: body.Policy_Value,
    payload,
    createdAt: now,
  };
  if (key === undefined) {
    await db.insert(bookings).values(row);
    return { kind: "fresh", ...answer };
  }
  const requestHash = requestHashOf(body);
  // `execute` is typed per driver; node-postgres and PGlite both answer `{ rows }`.
  const inserted = (await db.execute(sql`
    WITH claim AS (
      INSERT INTO ${idempotencyRecords}
        (scope, key, request_hash, status_code, response_body, created_at)
      VALUES (${BOOKING_SCOPE}, ${key}, ${requestHash}, ${answer.status},
        ${JSON.stringify(answer.body)}::jsonb, ${now.toISOString()}::timestamptz)
      ON CONFLICT DO NOTHING
      RETURNING key
    )
    INSERT INTO ${bookings}
      (id, idempotency_key, name, mobile_number, collection_date, pincode, policy_value, payload,
        created_at)
    SELECT ${bookingId}::uuid, claim.key, ${row.name}, ${row.mobileNumber}, ${row.collectionDate},
      ${row.pincode}, ${row.policyValue}, ${JSON.stringify(payload)}::jsonb,
      ${now.toISOString()}::timestamptz
    FROM claim
    RETURNING id`)) as unknown as { rows: unknown[] };
  if (inserted.rows.length > 0) return { kind: "fresh", ...answer };
  return storedOutcome<BookingAnswer>(db, BOOKING_SCOPE, key, requestHash);
}

export function bookingRoutes({ db, clock, crm, logger, captcha }: AppDeps) {
  return new Hono().post("/", jsonBody(BookingRequest), async (c) => {
    const key = parseIdempotencyKey(c.req.header(IDEMPOTENCY_HEADER));
    if (key instanceof Error) {
      return c.json(
        {
          error: "invalid-request" as const,
          issues: [{ path: IDEMPOTENCY_HEADER, message: key.message }],
        },
        400,
      );
    }
    // The captcha is checked, never stored, never hashed: each outbox attempt solves a fresh one.
    const { captcha: captchaValue, ...body } = c.req.valid("json");
    const refusal = await checkNewKeyCaptcha(
      { db, captcha },
      { scope: BOOKING_SCOPE, key, captcha: captchaValue, remoteIp: clientAddress(c) },
    );
    if (refusal) return c.json(refusal, 403);
    const now = clock();

    // The id is made here so the answer is known before the write: the idempotency claim is
    // stored with it, in the same statement as the booking (docs/performance.md, figure 4).
    const bookingId = randomUUID();
    const answer = { status: 200, body: { status: "success" as const, bookingId } };
    const outcome = await writeBookingOnce(db, { key, body, now, bookingId, answer });

    if (outcome.kind === "key-reused")
      return c.json({ error: "idempotency-key-reused" as const }, 422);
    if (outcome.kind === "fresh") {
      const { bookingId } = outcome.body;
      const status = await crm
        .submitBooking({ bookingId, payload: body })
        .then((result) => {
          if (result.ok) return "sent-to-crm" as const;
          logger.warn("crm.booking-rejected", { bookingId, reason: result.reason });
          return "crm-failed" as const;
        })
        .catch((error: unknown) => {
          logger.error("crm.booking-failed", { bookingId, ...describeError(error) });
          return "crm-failed" as const;
        });
      await db.update(bookings).set({ status }).where(eq(bookings.id, bookingId));
    }
    return c.json(outcome.body, 200);
  });
}
