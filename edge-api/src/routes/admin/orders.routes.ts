/**
 * The lab's side of "pay at collection": the technician collected the amount (cash or UPI to
 * them), and the admin records it, which pays the order (services/payments/payments.service.ts,
 * `markPaidAtCollection`). Marking it twice answers the same; an order paid online is refused.
 */
import { Hono } from "hono";
import { z } from "zod";
import type { AppDeps } from "../../deps.ts";
import { type AdminVariables, actorOf, requireAdmin } from "../../http/admin-session.ts";
import { requestLogger } from "../../http/request-log.ts";
import { text } from "../../http/text-rule.ts";
import { jsonBody, validate } from "../../http/validate.ts";
import { ORDER_ID_PATTERN } from "../../services/payments/order-id.ts";
import { markPaidAtCollection } from "../../services/payments/payments.service.ts";
import { adminDocs } from "./admin.openapi.ts";

const OrderPath = z.object({ orderId: text().regex(ORDER_ID_PATTERN, "unknown order id") });
const CollectedRequest = z.object({ method: z.enum(["cash", "upi"]) });

export function adminOrdersRoutes(deps: AppDeps) {
  return new Hono<{ Variables: AdminVariables }>().post(
    "/:orderId/paid-at-collection",
    adminDocs.paidAtCollection,
    requireAdmin(deps),
    validate("param", OrderPath),
    jsonBody(CollectedRequest),
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
