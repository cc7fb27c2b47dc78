/** How `POST /api/cart/create` (cart.routes.ts) appears in `GET /api/openapi.json`. */
import { CartCreateAnswer } from "@vyom/catalog/contract/schemas";
import { describe, loginRequired, notFound, refused } from "../../openapi/describe.ts";

export const cartDocs = describe(
  "Creates the customer's server cart, or replaces its lines (members are kept)",
  {
    200: ["The cart's id", CartCreateAnswer],
    401: loginRequired,
    403: refused("The vyomId is not the session's (forbidden)"),
    404: notFound,
  },
  { security: [{ customerSession: [] }] },
);
