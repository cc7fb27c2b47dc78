import { cartCount, emptyCart } from "@/db/cart-lines.ts";
import type { CartRecord } from "@/db/records.ts";
import { todayInIndia } from "./dates.ts";
import { useStoredLive } from "./stored-live.ts";

const readCart = (storage: typeof import("@/db/live.ts")) => storage.readCart();
/** What readCart answers from an empty store. */
const noCart = () => emptyCart(todayInIndia());

/** The cart, live across tabs and writes; undefined for the first moment while it is read. */
export function useCart(): CartRecord | undefined {
  return useStoredLive(readCart, undefined, noCart);
}

/** Tests plus packages, for the header badge (0 until the cart has been read). */
export function useCartCount(): number {
  return cartCount(useCart());
}
