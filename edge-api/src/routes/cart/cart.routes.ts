/**
 * `POST /api/cart/create`: creates the cart of the user named by vyomId, or replaces its lines
 * (members are kept). Answers `{ cartDoc: { _id } }` (docs/product.md#api-calls). It needs
 * the customer session and the session's own vyomId (401 / 403): nobody can rewrite another
 * customer's cart by naming their id. The PWA sends the device cart here after login and on
 * every change while online (the device cart wins).
 */
import { brandIdField } from "@vyom/catalog/brand";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { carts, users } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { type CustomerVariables, requireCustomer } from "../../http/customer-session.ts";
import { noStore } from "../../http/no-store.ts";
import { jsonBody } from "../../http/validate.ts";
import { cartDocs } from "./cart.openapi.ts";
import { CartCreateRequest } from "./cart.schema.ts";

export function cartRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  // The cart answers name the customer's family members: never cached.
  return new Hono<{ Variables: CustomerVariables }>()
    .use(noStore)
    .post("/create", cartDocs, requireCustomer(deps), jsonBody(CartCreateRequest), async (c) => {
      const body = c.req.valid("json");
      const vyomId = body[brandIdField];
      if (vyomId !== c.get("customer").vyomId) return c.json({ error: "forbidden" as const }, 403);
      const [user] = await db
        .select({ id: users.id, name: users.name, mobileNumber: users.mobileNumber })
        .from(users)
        .where(eq(users.vyomId, vyomId))
        .limit(1);
      if (!user) return c.json({ error: "user-not-found" as const }, 404);

      const now = clock();
      const lines = {
        tests: body.tests,
        healthPackages: body.healthPackages,
        bookingId: body.bookingId || null,
        updatedAt: now,
      };
      const [cart] = await db
        .insert(carts)
        .values({
          userId: user.id,
          vyomId,
          ...lines,
          members: [
            { name: user.name, relation: "My Self", mobileNumber: user.mobileNumber, vyomId },
          ],
          createdAt: now,
        })
        .onConflictDoUpdate({
          target: carts.userId,
          set: { ...lines, vyomId },
        })
        .returning({ id: carts.id });
      if (!cart) throw new Error("cart upsert returned no row");
      return c.json({ cartDoc: { _id: cart.id } }, 200);
    });
}
