/**
 * `POST /api/booking/`: the home-collection form. Stores the booking (once per Idempotency-Key),
 * answers, and hands it to the CRM adapter after the answer (services/crm/crm-handoff.ts): a CRM
 * outage marks the booking `crm-failed` for a retry but never loses it or delays the visitor. A new booking needs
 * a solved captcha; a repeat of a stored key does not (services/captcha/new-key-captcha.ts). Each
 * client has a budget of bookings (services/rate-limit/form-limits.ts), counted first.
 */
import { randomUUID } from "node:crypto";
import { BookingRequest } from "@vyom/catalog/contract/schemas";
import { Hono } from "hono";
import type { AppDeps } from "../../deps.ts";
import { clientAddress } from "../../http/client-address.ts";
import { jsonBody } from "../../http/validate.ts";
import {
  checkNewKeyCaptchaForWrite,
  replayedCaptcha,
} from "../../services/captcha/new-key-captcha.ts";
import { IDEMPOTENCY_HEADER, parseIdempotencyKey } from "../../services/idempotency/idempotency.ts";
import { formLimits, perClientLimit } from "../../services/rate-limit/form-limits.ts";
import { bookingDocs } from "./booking.openapi.ts";
import { BOOKING_SCOPE, writeBookingOnce } from "./write-booking.ts";

export function bookingRoutes(deps: AppDeps) {
  const { db, clock, crm, crmHandoff, logger, captcha, metrics } = deps;
  const limit = perClientLimit({ db, clock }, formLimits.booking);
  return new Hono().post("/", bookingDocs, limit, jsonBody(BookingRequest), async (c) => {
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
    const gate = await checkNewKeyCaptchaForWrite(
      { db, captcha },
      { scope: BOOKING_SCOPE, key, captcha: captchaValue, remoteIp: clientAddress(c) },
    );
    if ("refusal" in gate) return c.json(gate.refusal, 403);
    const now = clock();

    // The id is made here so the answer is known before the write: the idempotency claim is
    // stored with it, in the same statement as the booking (write-booking.ts).
    const bookingId = randomUUID();
    const answer = { status: 200, body: { status: "success" as const, bookingId } };
    const { redemption } = gate;
    const outcome = await writeBookingOnce(db, { key, body, now, bookingId, answer, redemption });

    if (outcome.kind === "captcha-replayed") return c.json(replayedCaptcha, 403);
    metrics.outboxWrite("booking", outcome.kind);
    if (outcome.kind === "key-reused")
      return c.json({ error: "idempotency-key-reused" as const }, 422);
    if (outcome.kind === "fresh") {
      const handoff = { bookingId: outcome.body.bookingId, payload: body, firstAttempt: true };
      crmHandoff.handOff(handoff, { crm, logger });
    }
    return c.json(outcome.body, 200);
  });
}
