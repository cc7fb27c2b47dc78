/**
 * `POST /api/booking/`: the home-collection form. Stores the booking (once per Idempotency-Key),
 * then hands it to the CRM adapter. The CRM runs after the commit: a CRM outage marks the booking
 * `crm-failed` for a retry but never loses it or fails the visitor's request. A new booking needs
 * a solved captcha; a repeat of a stored key does not (booking-captcha.ts).
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { bookings } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { clientAddress } from "../../http/client-address.ts";
import { jsonBody } from "../../http/validate.ts";
import { describeError } from "../../logger.ts";
import {
  IDEMPOTENCY_HEADER,
  parseIdempotencyKey,
  runIdempotentWithAnswer,
} from "../../services/idempotency/idempotency.ts";
import { BookingRequest } from "./booking.schema.ts";
import { BOOKING_SCOPE, checkBookingCaptcha } from "./booking-captcha.ts";

interface BookingAnswer {
  status: "success";
  bookingId: string;
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
    const refusal = await checkBookingCaptcha(
      { db, captcha },
      { key, captcha: captchaValue, remoteIp: clientAddress(c) },
    );
    if (refusal) return c.json(refusal, 403);
    const now = clock();

    // The id is made here so the answer is known before the write: the idempotency claim is
    // stored with it, one transaction and one commit per new booking (docs/performance.md, 4).
    const bookingId = randomUUID();
    const outcome = await runIdempotentWithAnswer<BookingAnswer>(
      db,
      {
        scope: BOOKING_SCOPE,
        key,
        body,
        now,
        answer: { status: 200, body: { status: "success", bookingId } },
      },
      async (tx) => {
        await tx.insert(bookings).values({
          id: bookingId,
          idempotencyKey: key ?? null,
          name: body.name,
          mobileNumber: body.mobileNumber,
          collectionDate: body.date,
          pincode: body.pincode,
          policyValue: body.Policy_Value,
          payload: {
            bookingData: body.bookingData,
            activity: body.activity,
            leadDetails: body.leadDetails,
          },
          createdAt: now,
        });
      },
    );

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
