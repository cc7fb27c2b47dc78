import { useLiveQuery } from "dexie-react-hooks";
import { cartCount } from "@/db/cart-lines.ts";
import { readCart } from "@/db/cart-query.ts";
import type { CartRecord } from "@/db/records.ts";

/** The cart, live across tabs and writes; undefined for the first moment while it is read. */
export function useCart(): CartRecord | undefined {
  return useLiveQuery(readCart);
}

/** Tests plus packages, for the header badge (0 until the cart has been read). */
export function useCartCount(): number {
  return cartCount(useCart());
}
