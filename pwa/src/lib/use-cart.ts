import { useSyncExternalStore } from "react";
import { emptyCart } from "@/db/cart-lines.ts";
import {
  onPendingCartAdds,
  pendingCartAdds,
  pendingCartAddsJournal,
} from "@/db/pending-cart-adds.ts";
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

const noJournal = () => null;

/**
 * Tests plus packages, for the header badge: the cart's lines (none until it has been read) and
 * the adds journaled but not yet in it (db/pending-cart-adds.ts), so an add tapped before
 * hydration counts at once and the number never drops back while it is handed over. The journal is
 * read after hydration (the prerendered page's count is the server's).
 */
export function useCartCount(): number {
  const cart = useCart();
  const journal = useSyncExternalStore(onPendingCartAdds, pendingCartAddsJournal, noJournal);
  const lines = [
    ...(cart?.tests ?? []).map((line) => `test:${line.corpId}`),
    ...(cart?.healthPackages ?? []).map((line) => `healthPackage:${line.corpId}`),
  ];
  return lines.length + pendingCartAdds(journal).filter((add) => !lines.includes(add)).length;
}
