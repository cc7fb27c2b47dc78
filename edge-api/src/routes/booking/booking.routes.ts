/**
 * `POST /api/booking/`: the home-collection form, one of the outbox writes
 * (services/outbox-writes/outbox-write.ts: Idempotency-Key, captcha of a new key, stored once per
 * key, 201 `{ status: "success", id }`). The booking is handed to the CRM adapter after the answer
 * (services/crm/crm-handoff.ts): a CRM outage marks it `crm-failed` for a retry but never loses it
 * or delays the visitor. Each client has a budget of bookings (services/rate-limit/form-limits.ts),
 * counted first.
 */
import { randomUUID } from "node:crypto";
import { BookingRequest } from "@vyom/catalog/contract/schemas";
import { Hono } from "hono";
import type { AppDeps } from "../../deps.ts";
import { jsonBody } from "../../http/validate.ts";
import { outboxWrite } from "../../services/outbox-writes/outbox-write.ts";
import { BOOKING_SCOPE, writeBookingOnce } from "../../services/outbox-writes/write-booking.ts";
import { formLimits, perClientLimit } from "../../services/rate-limit/form-limits.ts";
import { bookingDocs } from "./booking.openapi.ts";

export function bookingRoutes(deps: AppDeps) {
  const { db, clock, crm, crmHandoff, logger } = deps;
  const limit = perClientLimit({ db, clock }, formLimits.booking);
  return new Hono().post("/", bookingDocs, limit, jsonBody(BookingRequest), async (c) => {
    const { captcha, ...body } = c.req.valid("json");
    // Made before the write: the key's claim stores the answer in the booking's own statement.
    const bookingId = randomUUID();
    const { response, outcome } = await outboxWrite(c, deps, {
      form: "booking",
      scope: BOOKING_SCOPE,
      captcha,
      storeRedeemsCaptcha: true,
      store: ({ key, redemption }) =>
        writeBookingOnce(db, { key, body, now: clock(), bookingId, redemption }),
    });
    if (outcome?.kind === "fresh") {
      crmHandoff.handOff({ bookingId, payload: body, firstAttempt: true }, { crm, logger });
    }
    return response;
  });
}
