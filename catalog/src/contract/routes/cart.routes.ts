/** `POST /api/cart/create` (edge-api/src/routes/cart/cart.routes.ts). */

import { CartCreateAnswer } from "../schemas/cart.answers.ts";
import { CartCreateRequest } from "../schemas/cart.ts";
import {
  customerSession,
  loginRequired,
  notFound,
  type RouteTable,
  refused,
} from "./route-entry.ts";

export const cartEntries = {
  "POST /api/cart/create": {
    summary: "Creates the customer's server cart, or replaces its lines (members are kept)",
    request: { body: CartCreateRequest },
    answers: {
      200: ["The cart's id", CartCreateAnswer],
      401: loginRequired,
      403: refused("The vyomId is not the session's (forbidden)"),
      404: notFound,
    },
    security: customerSession,
  },
} as const satisfies RouteTable;
