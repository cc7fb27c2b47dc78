/**
 * The customer's cart as the API stores it (docs/product.md#data): one row per account, its lines
 * replaced by the device's cart (the device cart wins), its members kept.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { type CartPackageLine, type CartTestLine, carts, users } from "../../db/schema.ts";

export interface CartLines {
  tests: CartTestLine[];
  healthPackages: CartPackageLine[];
  bookingId: string | null;
}

/**
 * Creates the cart of the account with this vyomId ('My Self' as its one member) or replaces its
 * lines. Answers the cart's id, or undefined when no account has the vyomId.
 */
export async function saveCart(
  db: Database,
  vyomId: string,
  cartLines: CartLines,
  now: Date,
): Promise<{ id: string } | undefined> {
  const [user] = await db
    .select({ id: users.id, name: users.name, mobileNumber: users.mobileNumber })
    .from(users)
    .where(eq(users.vyomId, vyomId))
    .limit(1);
  if (!user) return undefined;

  const lines = { ...cartLines, updatedAt: now };
  const [cart] = await db
    .insert(carts)
    .values({
      userId: user.id,
      vyomId,
      ...lines,
      members: [{ name: user.name, relation: "My Self", mobileNumber: user.mobileNumber, vyomId }],
      createdAt: now,
    })
    .onConflictDoUpdate({
      target: carts.userId,
      set: { ...lines, vyomId },
    })
    .returning({ id: carts.id });
  if (!cart) throw new Error("cart upsert returned no row");
  return cart;
}
