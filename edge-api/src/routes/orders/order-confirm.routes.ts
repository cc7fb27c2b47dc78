/**
 * `POST /api/orders/:orderId/confirm`, mounted inside orders.routes.ts behind its customer session:
 * the customer confirms their order paid at collection (services/orders/order-confirmation.ts).
 * Its place is booked, its visit opened and confirmed and its SMS sent, once: a replay answers
 * the same order. Anyone else's order is 404; an order paid online is 409 `not-to-confirm`; a
 * hold that ran out is booked if its window still has room, else 409 `no-longer-free` with the
 * message to choose another time; the account's limits, read again, may refuse it (422
 * `order-limit`).
 */
import { orderConfirmMessages } from "@vyom/catalog/contract";
import { ApiRoutes } from "@vyom/catalog/contract/routes";
import { Hono } from "hono";
import type { AppDeps } from "../../deps.ts";
import type { CustomerVariables } from "../../http/customer-session.ts";
import { requestDeps } from "../../http/request-log.ts";
import { route } from "../../openapi/route.ts";
import { drainVisitNotices } from "../../services/collection-visits/visit-notices.ts";
import { confirmAtCollection } from "../../services/orders/order-confirmation.ts";
import { confirmOrderVisits } from "../../services/orders/order-visits.ts";
import { toOrderResponse } from "./order-answers.ts";

export function orderConfirmRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  return new Hono<{ Variables: CustomerVariables }>().post(
    "/:orderId/confirm",
    ...route(ApiRoutes["POST /api/orders/:orderId/confirm"]),
    async (c) => {
      const now = clock();
      const outcome = await confirmAtCollection(db, {
        userId: c.get("customer").userId,
        orderId: c.req.valid("param").orderId,
        now,
      });
      switch (outcome.kind) {
        case "not-found":
          return c.json({ error: "not-found" as const }, 404);
        case "paid-online":
          return c.json(
            { error: "not-to-confirm" as const, message: orderConfirmMessages.paidOnline },
            409,
          );
        case "limit":
          return c.json({ error: "order-limit" as const, message: outcome.message }, 422);
        case "no-longer-free":
          return c.json(
            { error: "no-longer-free" as const, message: orderConfirmMessages.noLongerFree },
            409,
          );
        case "confirmed":
          if (outcome.visitIds.length > 0) {
            // Only now is the visit confirmed and its SMS queued (none on a replay).
            await confirmOrderVisits(db, outcome.visitIds, now);
            void drainVisitNotices(requestDeps(c, deps));
          }
          return c.json({ order: toOrderResponse(outcome.order) }, 200);
      }
    },
  );
}
