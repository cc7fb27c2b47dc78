/**
 * Checkout (docs/product.md#checkout-and-payment, docs/decisions/004-checkout-orders-payments.md).
 * All routes need the customer session.
 *
 * - `POST /api/orders` (Idempotency-Key required): prices every line from the catalogue for the
 *   city where the sample is taken: the home collection address's service area, or the centre
 *   (order-price-location.ts). The client's `location` must name that city, else 422
 *   `priced-elsewhere` naming both; client prices are never read; a line not offered there is
 *   422, named. Then, in ONE database transaction with the idempotency record, creates the order,
 *   its unpaid transaction (the admin screen's row) and the first payment attempt, and saves the
 *   members and the address set with the user. `payment: "at-collection"` (cash or UPI to the
 *   technician) opens no attempt: a home collection's place is only held
 *   (`awaiting-confirmation`) until the customer confirms it, a centre visit is confirmed at once
 *   (`pay-at-collection`; the admin marks it paid). A repeat with the same key answers the same
 *   order: a double click or a retried request never books twice. Answers where to pay, or to
 *   confirm (`redirectUrl`). One account and one
 *   address hold a bounded share of the places (services/orders/order-limits.ts): past it, 422
 *   `order-limit` or 429, with a message, and nothing is booked. A member an order line is for
 *   must have a date of birth (or age) and a gender (the lab's reference ranges need them): else
 *   422 `member-details-missing` naming the member, and nothing is booked.
 * - `GET /api/orders/:orderId`: the customer's own order (404 for anyone else's), with when its
 *   place stops being held while it awaits its confirmation.
 * - `POST /api/orders/:orderId/payments`: a new payment attempt for an unpaid order (or the one
 *   still open), never a new order; a paid order answers its confirmation, one awaiting its
 *   confirmation where to confirm it.
 * - `POST /api/orders/:orderId/confirm`: the customer confirms their order paid at collection
 *   (services/orders/order-confirmation.ts): its place is booked, its visit opened and confirmed,
 *   and its SMS sent, once; a hold that ran out is booked only if its window still has room, else
 *   409 `no-longer-free` with the message to choose another time.
 */
import { locationNames } from "@vyom/catalog";
import {
  indiaDate,
  missingDetailsProblem,
  windowChoiceProblem,
  windowMessages,
} from "@vyom/catalog/contract";
import { ApiRoutes } from "@vyom/catalog/contract/routes";
import { orderRequestSchema, type WindowFullAnswer } from "@vyom/catalog/contract/schemas";
import { Hono } from "hono";
import type { AppDeps } from "../../deps.ts";
import { type CustomerVariables, requireCustomer } from "../../http/customer-session.ts";
import { noStore } from "../../http/no-store.ts";
import { requestDeps, requestLogger } from "../../http/request-log.ts";
import { route, withRequest } from "../../openapi/route.ts";
import { drainVisitNotices } from "../../services/collection-visits/visit-notices.ts";
import {
  IDEMPOTENCY_HEADER,
  parseIdempotencyKey,
  runIdempotent,
} from "../../services/idempotency/idempotency.ts";
import { heldUntilOf } from "../../services/orders/order-confirmation.ts";
import { orderLimitRefusal, orderLimits } from "../../services/orders/order-limits.ts";
import {
  claimOrderWindows,
  type OrderWindowsOutcome,
  slotStart,
  windowNeedsOfLines,
} from "../../services/orders/order-visits.ts";
import { placeOrder } from "../../services/orders/orders.ts";
import {
  claimScanSlot,
  type ScanSlotOutcome,
  scanAtCentre,
} from "../../services/orders/scan-slot.ts";
import { ownOrder, retryPayment } from "../../services/payments/payments.service.ts";
import { limitClient } from "../../services/rate-limit/form-limits.ts";
import { membersWithSelf } from "../users/members.ts";
import { appointmentProblem } from "./appointment.ts";
import { nextStep, toOrderResponse } from "./order-answers.ts";
import { orderConfirmRoutes } from "./order-confirm.routes.ts";
import { priceLocationOf } from "./order-price-location.ts";
import { priceOrderLines } from "./order-pricing.ts";

/** Thrown inside the placing transaction when the account holds its share of places already. */
class LimitRefusal extends Error {
  constructor(readonly reason: string) {
    super(`order limit: ${reason}`);
  }
}

/** Thrown inside the placing transaction so that a scan slot it cannot hold books nothing. */
class SlotRefusal extends Error {
  constructor(readonly outcome: Exclude<ScanSlotOutcome, { kind: "held" }>) {
    super(`order scan slot refused: ${outcome.kind}`);
  }
}

/** Thrown inside the placing transaction so that a window it cannot hold books nothing. */
class WindowRefusal extends Error {
  constructor(readonly outcome: Exclude<OrderWindowsOutcome, { kind: "held" }>) {
    super(`order window refused: ${outcome.kind}`);
  }
}

export function ordersRoutes(deps: AppDeps) {
  const { db, clock, payments } = deps;
  // A member's date of birth is checked against the API's own day: none may be in the future.
  const place = withRequest(ApiRoutes["POST /api/orders"], {
    body: orderRequestSchema(() => indiaDate(clock())),
  });
  return new Hono<{ Variables: CustomerVariables }>()
    .use(noStore)
    .use(requireCustomer(deps))
    .post("/", ...route(place), async (c) => {
      const key = parseIdempotencyKey(c.req.header(IDEMPOTENCY_HEADER));
      if (key === undefined || key instanceof Error) {
        const message = key?.message ?? "Idempotency-Key is required: one per order attempt";
        return c.json(
          { error: "invalid-request" as const, issues: [{ path: IDEMPOTENCY_HEADER, message }] },
          400,
        );
      }
      const limited = await limitClient(c, deps, orderLimits.perClient);
      if (limited) return limited;
      const customer = c.get("customer");
      const body = c.req.valid("json");
      const now = clock();

      const problem = appointmentProblem(body.appointment, now);
      if (problem) return c.json({ error: problem.error, message: problem.message }, 422);
      // Priced for the city where the sample is taken, which the client's location must name.
      const city = await priceLocationOf(db, body);
      if (city.kind === "not-priced") {
        requestLogger(c, deps.logger).error("orders.area-not-priced", { areaId: city.areaId });
      }
      if (city.kind !== "priced") return c.json(city.body, 422);
      const { location, area } = city;
      const priced = priceOrderLines(body.lines, location);
      if (!priced.ok) {
        const names = priced.refused.map((line) => line.name ?? `item ${line.corpId}`);
        return c.json(
          {
            error: "not-offered" as const,
            message: `${names.join(", ")} ${names.length === 1 ? "is" : "are"} not available in ${locationNames[location]}`,
            location,
            lines: priced.refused,
          },
          422,
        );
      }

      const members = membersWithSelf(customer, body.members);
      // The lab's reference ranges need each sampled person's date of birth (or age) and gender;
      // members stored before the app asked for them are named, to be completed at checkout.
      const missing = missingDetailsProblem(
        members,
        body.lines.map((line) => line.memberIndex),
      );
      if (missing) {
        return c.json({ error: "member-details-missing" as const, message: missing }, 422);
      }
      const home = body.appointment.place === "home";
      const address = home ? (body.address ?? null) : null;
      // Windows that suit the tests, said before anything is booked.
      const windowProblem = home
        ? windowChoiceProblem(
            windowNeedsOfLines(priced.lines),
            slotStart(body.appointment.timeSlot),
            body.appointment.postMealTimeSlot && slotStart(body.appointment.postMealTimeSlot),
          )
        : undefined;
      if (windowProblem) {
        return c.json({ error: "invalid-appointment" as const, message: windowProblem }, 422);
      }
      const { centreId, ...homeAppointment } = body.appointment;
      const appointment = home
        ? homeAppointment
        : {
            place: body.appointment.place,
            date: body.appointment.date,
            timeSlot: body.appointment.timeSlot,
            centreId,
          };
      let outcome: Awaited<ReturnType<typeof runIdempotent<{ orderId: string }>>>;
      try {
        outcome = await runIdempotent<{ orderId: string }>(
          db,
          // Per customer: another customer's key can neither collide with nor replay this one.
          { scope: `orders:${customer.userId}`, key, body, now },
          async (tx) => {
            const refusal = await orderLimitRefusal(tx, {
              userId: customer.userId,
              date: appointment.date,
              payment: body.payment,
              areaId: area?.id,
              scanAt: scanAtCentre(priced.lines, centreId),
              now,
            });
            if (refusal) throw new LimitRefusal(refusal);
            const order = await placeOrder(
              tx,
              {
                customer,
                idempotencyKey: key,
                location,
                lines: priced.lines,
                amount: priced.amount,
                members,
                appointment,
                address,
                payment: body.payment,
                language: body.language,
                gateway: payments.name,
                newReference: deps.newReference,
              },
              now,
            );
            if (area) {
              // The place is held in the order's own transaction: a full window books nothing.
              // Paid online or at collection, it is booked later: by the payment, or by the
              // customer's confirmation (services/orders/order-confirmation.ts).
              const held = await claimOrderWindows(tx, { areaId: area.id, order, now });
              if (held.kind !== "held") throw new WindowRefusal(held);
            }
            // A scan's slot at its centre, held (paid online) or booked (paid at the centre) in
            // the same transaction: a full slot books nothing (services/orders/scan-slot.ts).
            const slot = await claimScanSlot(tx, { order, now });
            if (slot.kind !== "held") throw new SlotRefusal(slot);
            return { status: 201, body: { orderId: order.orderId } };
          },
        );
      } catch (error) {
        if (error instanceof LimitRefusal) {
          return c.json({ error: "order-limit" as const, message: error.reason }, 422);
        }
        if (error instanceof SlotRefusal) {
          const { outcome: slotRefusal } = error;
          return slotRefusal.kind === "full"
            ? c.json({ error: "slot-full" as const, message: slotRefusal.message }, 409)
            : c.json({ error: "invalid-appointment" as const, message: slotRefusal.message }, 422);
        }
        if (!(error instanceof WindowRefusal)) throw error;
        const refusal = error.outcome;
        if (refusal.kind === "full") {
          return c.json(
            {
              error: "window-full" as const,
              message: windowMessages.full,
              alternatives: refusal.alternatives.map(({ capacity: _capacity, ...w }) => w),
            } satisfies WindowFullAnswer,
            409,
          );
        }
        return c.json({ error: "invalid-appointment" as const, message: refusal.message }, 422);
      }
      if (outcome.kind === "key-reused") {
        return c.json({ error: "idempotency-key-reused" as const }, 422);
      }
      const order = await ownOrder(db, customer.userId, outcome.body.orderId);
      if (!order) throw new Error("an idempotent order answer names no order of its customer");
      // A scan paid at the centre is booked with the order: its SMS leaves now (scan-notice.ts).
      if (outcome.kind === "fresh" && order.status === "pay-at-collection")
        void drainVisitNotices(requestDeps(c, deps));
      return nextStep(deps, c, order, outcome.kind === "fresh" ? 201 : 200);
    })
    .get("/:orderId", ...route(ApiRoutes["GET /api/orders/:orderId"]), async (c) => {
      const order = await ownOrder(db, c.get("customer").userId, c.req.valid("param").orderId);
      if (!order) return c.json({ error: "not-found" as const }, 404);
      return c.json({ order: toOrderResponse(order, await heldUntilOf(db, order)) }, 200);
    })
    .post(
      "/:orderId/payments",
      ...route(ApiRoutes["POST /api/orders/:orderId/payments"]),
      async (c) => {
        const order = await ownOrder(db, c.get("customer").userId, c.req.valid("param").orderId);
        if (!order) return c.json({ error: "not-found" as const }, 404);
        // Paid at collection: there is nothing to pay now, only the booking to confirm.
        if (order.status === "awaiting-confirmation") return nextStep(deps, c, order, 200);
        const retried = await retryPayment(db, order.id, payments.name, clock());
        if (retried.kind === "too-many") {
          return c.json({ error: "too-many-attempts" as const }, 409);
        }
        return nextStep(deps, c, retried.order, 200);
      },
    )
    .route("/", orderConfirmRoutes(deps));
}
