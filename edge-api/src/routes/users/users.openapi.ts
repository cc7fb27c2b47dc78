/** How the customer's own records (users.routes.ts) appear in `GET /api/openapi.json`. */
import { MeAnswer, MembersAnswer } from "@vyom/catalog/contract/schemas";
import { describe, loginRequired, refused } from "../../openapi/describe.ts";

const customer = { security: [{ customerSession: [] }] };

export const usersDocs = {
  me: describe(
    "The signed-in customer's user record, with the cart and address sets",
    { 200: ["The user record", MeAnswer], 401: loginRequired },
    customer,
  ),
  members: describe(
    "Replaces the cart's members ('My Self' is rebuilt by the server)",
    {
      200: ["The members saved", MembersAnswer],
      401: loginRequired,
      403: refused("The vyomId is not the session's (forbidden)"),
    },
    customer,
  ),
};
