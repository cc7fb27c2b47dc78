import { defaultLocation, type Location, parseLocation } from "@vyom/catalog";
import { db } from "./database.ts";

/** The selected location: stored in IndexedDB, Chennai until the person picks another. */
export async function readLocation(): Promise<Location> {
  const row = await db.settings.get("location");
  // A value written by an older build that is no longer a location falls back to the default.
  return parseLocation(row?.value, defaultLocation);
}

/**
 * Select a location (docs/product.md#locations-and-prices: an unknown value keeps the current one)
 * and re-price the cart for it, in one transaction so the cart is never priced for a different city
 * than shown. Resolves to the location now selected.
 */
export async function setLocation(value: unknown): Promise<Location> {
  // Loaded before the transaction opens: an IndexedDB transaction does not survive waiting for
  // anything but its own requests.
  const { repriceFromCatalogue } = await import("./reprice-from-catalogue.ts");
  return db.transaction("rw", db.settings, db.cart, async () => {
    const current = await readLocation();
    const next = parseLocation(value, current);
    if (next === current) return current;
    await db.settings.put({ key: "location", value: next });
    const cart = await db.cart.get("current");
    if (cart) await db.cart.put(repriceFromCatalogue(cart, next));
    return next;
  });
}
