/**
 * The signed-in customer's own records (docs/product.md#api-calls; so checkout's members survive a
 * change of device): `GET /api/users/me` answers the user record as login does (with the cart:
 * lines and members, and the address sets); `PUT /api/users/:vyomId/members` replaces the cart
 * members. Both require the customer session; a vyomId that is not the session's is 403.
 */
import { brandIdField } from "@vyom/catalog/brand";
import { Hono } from "hono";
import { z } from "zod";
import type { AppDeps } from "../../deps.ts";
import { type CustomerVariables, requireCustomer } from "../../http/customer-session.ts";
import { noStore } from "../../http/no-store.ts";
import { text } from "../../http/text-rule.ts";
import { jsonBody, validate } from "../../http/validate.ts";
import { saveMembers } from "../../services/members/members.ts";
import { findUserWithCart } from "../auth/accounts.ts";
import { abhaRoutes } from "./abha.routes.ts";
import { Members } from "./members.schema.ts";
import { membersWithSelf } from "./members.ts";
import { usersDocs } from "./users.openapi.ts";

const VyomIdParam = z.object({ [brandIdField]: text().trim().min(1).max(64) });
const MembersRequest = z.object({ members: Members });

export function usersRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  return new Hono<{ Variables: CustomerVariables }>()
    .use(noStore)
    .use(requireCustomer(deps))
    .route("/me/abha", abhaRoutes(deps))
    .get("/me", usersDocs.me, async (c) => {
      const user = await findUserWithCart(db, c.get("customer").mobileNumber);
      if (!user) return c.json({ error: "login-required" as const }, 401);
      return c.json({ user }, 200);
    })
    .put(
      `/:${brandIdField}/members`,
      usersDocs.members,
      validate("param", VyomIdParam),
      jsonBody(MembersRequest),
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
