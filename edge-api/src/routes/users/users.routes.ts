/**
 * The signed-in customer's own records (docs/product.md#api-calls; so checkout's members survive a
 * change of device): `GET /api/users/me` answers the user record as login does (with the cart:
 * lines and members, and the address sets); `PUT /api/users/:vyomId/members` replaces the cart
 * members, each checked as the checkout's form checks them (a date of birth not in the future,
 * nor more than 120 years ago). Both require the customer session; a vyomId that is not the
 * session's is 403.
 */
import { brandIdField } from "@vyom/catalog/brand";
import { indiaDate } from "@vyom/catalog/contract";
import { ApiRoutes } from "@vyom/catalog/contract/routes";
import { membersSchema } from "@vyom/catalog/contract/schemas";
import { Hono } from "hono";
import { z } from "zod";
import type { AppDeps } from "../../deps.ts";
import { type CustomerVariables, requireCustomer } from "../../http/customer-session.ts";
import { noStore } from "../../http/no-store.ts";
import { route, withRequest } from "../../openapi/route.ts";
import { saveMembers } from "../../services/members/members.ts";
import { findUserWithCart } from "../auth/accounts.ts";
import { abhaRoutes } from "./abha.routes.ts";
import { membersWithSelf } from "./members.ts";

export function usersRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  // A date of birth is checked against India's date by the API's clock, as the order checks it:
  // not after it, at most 120 years before it.
  const MembersRequest = z.object({ members: membersSchema(() => indiaDate(clock())) });
  return new Hono<{ Variables: CustomerVariables }>()
    .use(noStore)
    .use(requireCustomer(deps))
    .route("/me/abha", abhaRoutes(deps))
    .get("/me", ...route(ApiRoutes["GET /api/users/me"]), async (c) => {
      const user = await findUserWithCart(db, c.get("customer").mobileNumber);
      if (!user) return c.json({ error: "login-required" as const }, 401);
      return c.json({ user }, 200);
    })
    .put(
      `/:${brandIdField}/members`,
      ...route(withRequest(ApiRoutes["PUT /api/users/:vyomId/members"], { body: MembersRequest })),
      async (c) => {
        const customer = c.get("customer");
        if (c.req.valid("param")[brandIdField] !== customer.vyomId) {
          return c.json({ error: "forbidden" as const }, 403);
        }
        const members = membersWithSelf(customer, c.req.valid("json").members);
        await saveMembers(db, customer, members, clock());
        return c.json({ members }, 200);
      },
    );
}
