/**
 * "My bookings" for the signed-in customer (docs/product.md#my-bookings). All routes need the
 * customer session; the origin guards of app.ts refuse cross-site requests.
 *
 * - `GET /api/my-bookings`: every order of the customer and every home-collection booking made
 *   with their mobile, newest first, with its timeline.
 * - `POST /api/my-bookings/:visitId/reschedule` `{ day, startsAt }`: moves the visit to another
 *   window of its area (collection-visits takeStep: twice at most, not within 2 hours). A window
 *   that just filled answers 409 with the next windows that have a place. Asking for the window
 *   the visit is already in answers it unchanged (a replay moves nothing).
 * - `POST /api/my-bookings/:visitId/cancel`: cancels it; an order paid online is refunded
 *   (services/payments/refunds.ts: one refund, however many cancels, at once or replayed). A
 *   cancelled visit answers as it is.
 * - `GET|PUT /api/my-bookings/sms-preferences`: the optional SMS turned off.
 *
 * Another customer's visit, or none, is 404 alike: nothing says whether it exists.
 */
import { myBookingsMessages, type OptionalSmsKind, optionalSmsKinds } from "@vyom/catalog/contract";
import { ApiRoutes } from "@vyom/catalog/contract/routes";
import type { MyBookingRefused } from "@vyom/catalog/contract/schemas";
import { type Context, Hono } from "hono";
import type { AppDeps } from "../../deps.ts";
import { type CustomerVariables, requireCustomer } from "../../http/customer-session.ts";
import { noStore } from "../../http/no-store.ts";
import { requestDeps } from "../../http/request-log.ts";
import { route } from "../../openapi/route.ts";
import {
  drainVisitNotices,
  mutedVisitMessages,
  muteVisitMessages,
} from "../../services/collection-visits/visit-notices.ts";
import { takeStep } from "../../services/collection-visits/visits.ts";
import {
  type BookingOwner,
  bookingOfVisit,
  bookingsOf,
  ownVisit,
} from "../../services/my-bookings/my-bookings.ts";
import { refundCancelledVisit } from "../../services/payments/refunds.ts";

type CustomerContext = Context<{ Variables: CustomerVariables }>;

/** Only the optional messages can be muted (the request's schema); the answer names no other. */
const optionalOnly = (kinds: readonly string[]) =>
  kinds.filter((kind): kind is OptionalSmsKind =>
    (optionalSmsKinds as readonly string[]).includes(kind),
  );

const ownerOf = (c: CustomerContext): BookingOwner => {
  const customer = c.get("customer");
  return { userId: customer.userId, mobileNumber: customer.mobileNumber };
};

const notFound = (c: CustomerContext) =>
  c.json(
    { error: "not-found", message: myBookingsMessages.notFound } satisfies MyBookingRefused,
    404,
  );

export function myBookingsRoutes(deps: AppDeps) {
  const { db, clock } = deps;

  async function answerBooking(c: CustomerContext, visitId: string) {
    const owner = ownerOf(c);
    const visit = await ownVisit(db, owner, visitId);
    const booking = visit ? await bookingOfVisit(db, owner, visit, clock()) : undefined;
    return booking ? c.json({ booking }, 200) : notFound(c);
  }

  return new Hono<{ Variables: CustomerVariables }>()
    .use(noStore)
    .use(requireCustomer(deps))
    .get("/", ...route(ApiRoutes["GET /api/my-bookings"]), async (c) => {
      const bookings = await bookingsOf(db, ownerOf(c), clock());
      return c.json({ bookings }, 200);
    })
    .get(
      "/sms-preferences",
      ...route(ApiRoutes["GET /api/my-bookings/sms-preferences"]),
      async (c) => {
        const muted = await mutedVisitMessages(db, c.get("customer").mobileNumber);
        return c.json({ muted: optionalOnly(muted), optional: [...optionalSmsKinds] }, 200);
      },
    )
    .put(
      "/sms-preferences",
      ...route(ApiRoutes["PUT /api/my-bookings/sms-preferences"]),
      async (c) => {
        const muted = await muteVisitMessages(db, {
          mobileNumber: c.get("customer").mobileNumber,
          muted: [...new Set(c.req.valid("json").muted)],
          now: clock(),
        });
        return c.json({ muted: optionalOnly(muted), optional: [...optionalSmsKinds] }, 200);
      },
    )
    .post(
      "/:visitId/reschedule",
      ...route(ApiRoutes["POST /api/my-bookings/:visitId/reschedule"]),
      async (c) => {
        const { visitId } = c.req.valid("param");
        const { day, startsAt } = c.req.valid("json");
        const customer = c.get("customer");
        const visit = await ownVisit(db, ownerOf(c), visitId);
        if (!visit) return notFound(c);
        if (visit.day === day && visit.startsAt === startsAt && visit.status !== "cancelled") {
          return answerBooking(c, visit.id);
        }
        if (!visit.areaId) {
          return c.json(
            { error: "refused" as const, message: "This booking has no window to move." },
            422,
          );
        }
        const outcome = await takeStep(db, {
          visitId: visit.id,
          request: { step: "reschedule", window: { areaId: visit.areaId, day, startsAt } },
          actor: `customer:${customer.mobileNumber}`,
          now: clock(),
        });
        switch (outcome.kind) {
          case "unknown-visit":
            return notFound(c);
          case "refused":
            return c.json({ error: "refused" as const, message: outcome.message }, 422);
          case "window-full":
            return c.json(
              {
                error: "window-full",
                message: outcome.message,
                alternatives: outcome.alternatives.map((w) => ({
                  day: w.day,
                  startsAt: w.startsAt,
                  endsAt: w.endsAt,
                  placesLeft: w.placesLeft,
                })),
              } satisfies MyBookingRefused,
              409,
            );
          case "done":
            void drainVisitNotices(requestDeps(c, deps));
            return answerBooking(c, visit.id);
        }
      },
    )
    .post(
      "/:visitId/cancel",
      ...route(ApiRoutes["POST /api/my-bookings/:visitId/cancel"]),
      async (c) => {
        const { visitId } = c.req.valid("param");
        const customer = c.get("customer");
        const visit = await ownVisit(db, ownerOf(c), visitId);
        if (!visit) return notFound(c);
        if (visit.status !== "cancelled") {
          const outcome = await takeStep(db, {
            visitId: visit.id,
            request: { step: "cancel", reason: c.req.valid("json").reason ?? "" },
            actor: `customer:${customer.mobileNumber}`,
            now: clock(),
          });
          if (outcome.kind === "unknown-visit") return notFound(c);
          if (outcome.kind === "done") void drainVisitNotices(requestDeps(c, deps));
          else {
            // Refused: unless a concurrent cancel got there first, say why.
            const again = await ownVisit(db, ownerOf(c), visit.id);
            if (again?.status !== "cancelled") {
              const message = outcome.kind === "refused" ? outcome.message : "";
              return c.json({ error: "refused", message } satisfies MyBookingRefused, 422);
            }
          }
        }
        await refundCancelledVisit(requestDeps(c, deps), { subject: visit.subject, now: clock() });
        return answerBooking(c, visit.id);
      },
    );
}
