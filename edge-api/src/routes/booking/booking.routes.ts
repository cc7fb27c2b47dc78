/**
 * `POST /api/booking/`: the home-collection form (with its patient's date of birth or age, and
 * gender; a booking queued before the form asked for them is taken without, marked so), one of
 * the outbox writes
 * (services/outbox-writes/outbox-write.ts: Idempotency-Key, captcha of a new key, stored once per
 * key, 201 `{ status: "success", id, reference }`, the reference the person is told: "VY-7KQ4-M9RX",
 * services/references/new-reference.ts). The booking is committed `received` before the answer;
 * the route only nudges the CRM delivery's job queue (services/crm/crm-handoff.ts), whose job
 * claims and delivers it off the request (services/crm/crm-delivery-job.ts): a CRM outage marks it `crm-failed` for a retry
 * but never loses it or delays the visitor. Each client has a budget of bookings (services/rate-limit/form-limits.ts),
 * counted in the booking's own statement; a client refused already is refused first. Its 201 also carries the booking's `windowToken`, the submitter's proof for:
 *
 * `POST /api/booking/:bookingId/window` `{ token, startsAt }`: picks the booking's collection
 * window on its date (docs/product.md#collection-windows): claims and books the place, opens the
 * visit and confirms it (the SMS leaves). A wrong token is 404, as an unknown booking is; without
 * a customer session of the booking's own number it is 403 `number-not-proven` (anyone can type a
 * number into the form: the booking then stays a callback request); a number's fifth pick of the
 * day is 429; a second pick is 409 (the desk or My bookings moves a visit); a window that just
 * filled is 409 with the next windows with places.
 *
 * A booking sent with a session of its own number is proven at once (`number_proven_at`): it is
 * the customer's in My bookings, and its lead details reach the CRM (services/crm/leadsquared-booking.ts).
 */
import { randomUUID } from "node:crypto";
import { indiaDate } from "@vyom/catalog/contract";
import { ApiRoutes } from "@vyom/catalog/contract/routes";
import {
  type BookingAccepted,
  type BookingWindowAnswer,
  bookingRequestSchema,
  type WindowFullAnswer,
} from "@vyom/catalog/contract/schemas";
import { Hono } from "hono";
import type { AppDeps } from "../../deps.ts";
import { clientGroup } from "../../http/client-address.ts";
import { currentCustomer } from "../../http/customer-session.ts";
import { requestDeps } from "../../http/request-log.ts";
import { route, withRequest } from "../../openapi/route.ts";
import {
  bookingWindowToken,
  bookingWindowTokenMatches,
  markNumberProven,
  pickBookingWindow,
} from "../../services/booking-windows/booking-windows.ts";
import { drainVisitNotices } from "../../services/collection-visits/visit-notices.ts";
import { outboxWrite } from "../../services/outbox-writes/outbox-write.ts";
import { BOOKING_SCOPE, writeBookingOnce } from "../../services/outbox-writes/write-booking.ts";
import { budgetCountedByWrite, formLimits } from "../../services/rate-limit/form-limits.ts";

export function bookingRoutes(deps: AppDeps) {
  const { db, clock, crm, crmHandoff, logger, env } = deps;
  // Counted in the booking's own statement, one round trip (form-limits.ts budgetCountedByWrite).
  const budget = budgetCountedByWrite({ db, clock }, formLimits.booking);
  // A date of birth is checked against India's date by the API's clock: not after it, at most
  // 120 years before it.
  const booking = withRequest(ApiRoutes["POST /api/booking"], {
    body: bookingRequestSchema(() => indiaDate(clock())),
  });
  return new Hono()
    .post("/", ...route(booking, budget.middleware), async (c) => {
      const { captcha, ...body } = c.req.valid("json");
      // Made before the write: the key's claim stores the answer in the booking's transaction.
      const bookingId = randomUUID();
      const { response, outcome } = await outboxWrite(c, deps, {
        form: "booking",
        scope: BOOKING_SCOPE,
        captcha,
        storeRedeemsCaptcha: true,
        // The token is derived, not stored: a repeat of the key (same submission) gets it again.
        accepted: (answer) =>
          ({
            ...answer,
            windowToken: bookingWindowToken(env.SECRET_KEY, answer.id),
          }) satisfies BookingAccepted,
        store: async ({ key, redemption }) => {
          const now = clock();
          const written = await writeBookingOnce(db, {
            key,
            body,
            now,
            bookingId,
            newReference: deps.newReference,
            redemption,
            budget: { rule: budget.rule, subject: clientGroup(c) },
          });
          budget.counted(c, written.kind !== "rate-limited", now);
          return written;
        },
      });
      if (outcome?.kind === "fresh") {
        // Before the hand-off, so the CRM delivery sees it; a delivery that claims it first
        // treats it as unproven, which only withholds the lead's name.
        const customer = await currentCustomer(c, deps);
        if (customer?.mobileNumber === body.mobileNumber) {
          await markNumberProven(db, bookingId, clock());
        }
        crmHandoff.bookingStored({ bookingId, crm, logger });
      }
      return response;
    })
    .post(
      "/:bookingId/window",
      ...route(ApiRoutes["POST /api/booking/:bookingId/window"]),
      async (c) => {
        const { bookingId } = c.req.valid("param");
        const { token, startsAt } = c.req.valid("json");
        if (!bookingWindowTokenMatches(env.SECRET_KEY, bookingId, token)) {
          return c.json({ error: "not-found" as const }, 404);
        }
        const customer = await currentCustomer(c, deps);
        const picked = await pickBookingWindow(db, {
          bookingId,
          startsAt,
          now: clock(),
          provenMobile: customer?.mobileNumber,
        });
        switch (picked.kind) {
          case "picked": {
            void drainVisitNotices(requestDeps(c, deps));
            const { id: _id, ...visit } = picked.visit;
            return c.json({ visit } satisfies BookingWindowAnswer, 200);
          }
          case "unknown-booking":
            return c.json({ error: "not-found" as const }, 404);
          case "number-not-proven":
            return c.json({ error: "number-not-proven" as const, message: picked.message }, 403);
          case "too-many":
            c.header("Retry-After", String(picked.retryAfterSeconds));
            return c.json(
              {
                error: "rate-limited" as const,
                message: picked.message,
                retryAfter: picked.retryAfterSeconds,
              },
              429,
            );
          case "not-served":
            return c.json({ error: "not-served" as const, message: picked.message }, 422);
          case "refused":
            return c.json({ error: "invalid-window" as const, message: picked.message }, 422);
          case "chosen-before":
            return c.json({ error: "window-chosen" as const, message: picked.message }, 409);
          case "full":
            return c.json(
              {
                error: "window-full" as const,
                message: picked.message,
                alternatives: picked.alternatives.map(({ capacity: _capacity, ...w }) => w),
              } satisfies WindowFullAnswer,
              409,
            );
        }
      },
    );
}
