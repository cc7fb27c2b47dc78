import { readCart } from "./cart-query.ts";
import { db } from "./database.ts";
import { readLocation } from "./location.ts";
import type { ServerCartLines } from "./server-cart-lines.ts";

export type { ServerCartLines } from "./server-cart-lines.ts";

/**
 * After a login: the lines of the server cart (added on another device) join this device's cart.
 * The device wins: its own lines, including ones added offline, stay exactly as they are, and
 * nothing is removed. One transaction, so a line added meanwhile in another tab is not lost.
 */
export async function mergeServerCart(server: ServerCartLines): Promise<void> {
  // Loaded before the transaction opens (an IndexedDB transaction cannot wait for a chunk).
  const { withServerLines } = await import("./server-cart-lines.ts");
  await db.transaction("rw", db.cart, db.settings, async () => {
    const cart = await readCart();
    const next = withServerLines(cart, server, await readLocation());
    if (next !== cart) await db.cart.put(next);
  });
}
