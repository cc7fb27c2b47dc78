/**
 * The lab's side of "pay at collection": the technician collected the amount (cash or UPI to
 * them), and the admin records it, which pays the order (services/payments/payments.service.ts,
 * `markPaidAtCollection`). Marking it twice answers the same; an order paid online is refused.
 */
import { ApiRoutes } from "@vyom/catalog/contract/routes";
import { Hono } from "hono";
import type { AppDeps } from "../../deps.ts";
import { type AdminVariables, actorOf, requireAdmin } from "../../http/admin-session.ts";
import { requestLogger } from "../../http/request-log.ts";
import { route } from "../../openapi/route.ts";
import { markPaidAtCollection } from "../../services/payments/payments.service.ts";

export function adminOrdersRoutes(deps: AppDeps) {
  return new Hono<{ Variables: AdminVariables }>().post(
    "/:orderId/paid-at-collection",
    ...route(ApiRoutes["POST /api/admin/orders/:orderId/paid-at-collection"], requireAdmin(deps)),
    async (c) => {
      const { orderId } = c.req.valid("param");
      const { method } = c.req.valid("json");
      const outcome = await markPaidAtCollection(deps.db, {
        orderId,
        method,
        actor: actorOf(c.get("admin")),
        now: deps.clock(),
      });
      switch (outcome.kind) {
        case "unknown-order":
          return c.json({ error: "not-found" as const }, 404);
        case "not-at-collection":
          return c.json(
            {
              error: "not-paid-at-collection" as const,
              message: "This order is not paid at collection.",
            },
            409,
          );
        case "paid":
        case "unchanged":
          requestLogger(c, deps.logger).info("order.paid-at-collection", {
            orderId,
            method,
            changed: outcome.kind === "paid",
          });
          return c.json({ orderId, status: "paid" as const }, 200);
      }
    },
  );
}
