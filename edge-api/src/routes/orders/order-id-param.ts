/** The `:orderId` of the order routes (orders.routes.ts, order-confirm.routes.ts). */
import { z } from "zod";
import { text } from "../../http/text-rule.ts";
import { ORDER_ID_PATTERN } from "../../services/payments/order-id.ts";

export const OrderIdParam = z.object({
  orderId: text().regex(ORDER_ID_PATTERN, "not an order id"),
});
