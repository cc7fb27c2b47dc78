/**
 * `POST /api/cart/create`: creates the cart of the user named by vyomId, or replaces its lines
 * (members are kept). Answers `{ cartDoc: { _id } }` (docs/product.md#api-calls). It needs
 * the customer session and the session's own vyomId (401 / 403): nobody can rewrite another
 * customer's cart by naming their id. The PWA sends the device cart here after login and on
 * every change while online (the device cart wins).
 */
import { brandIdField } from "@vyom/catalog/brand";
import { ApiRoutes } from "@vyom/catalog/contract/routes";
import { Hono } from "hono";
import type { AppDeps } from "../../deps.ts";
import { type CustomerVariables, requireCustomer } from "../../http/customer-session.ts";
import { noStore } from "../../http/no-store.ts";
import { route } from "../../openapi/route.ts";
import { saveCart } from "../../services/cart/carts.ts";

export function cartRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  // The cart answers name the customer's family members: never cached.
  return new Hono<{ Variables: CustomerVariables }>()
    .use(noStore)
    .post(
      "/create",
      ...route(ApiRoutes["POST /api/cart/create"], requireCustomer(deps)),
      async (c) => {
        const body = c.req.valid("json");
        const vyomId = body[brandIdField];
        if (vyomId !== c.get("customer").vyomId)
          return c.json({ error: "forbidden" as const }, 403);
        const cart = await saveCart(
          db,
          vyomId,
          {
            tests: body.tests,
            healthPackages: body.healthPackages,
            bookingId: body.bookingId || null,
          },
          clock(),
        );
        if (!cart) return c.json({ error: "user-not-found" as const }, 404);
        return c.json({ cartDoc: { _id: cart.id } }, 200);
      },
    );
}
