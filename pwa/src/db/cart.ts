import { msg } from "@lingui/core/macro";
import { type HealthPackage, type Location, locationNames, type TestEntry } from "@vyom/catalog";
import { i18n } from "@/i18n/runtime.tsx";
import { announce } from "@/lib/app-notices.ts";
import { isIsoDate, todayInIndia } from "@/lib/dates.ts";
import { emptyCart } from "./cart-lines.ts";
import { packageLine, testLine } from "./cart-pricing.ts";
import { readCart } from "./cart-query.ts";
import { db } from "./database.ts";
import { readLocation } from "./location.ts";
import {
  forgetPendingCartAdds,
  pendingCartAdds,
  settlePendingCartAdd,
} from "./pending-cart-adds.ts";
import type { AppointmentDetails, CartRecord } from "./records.ts";

/**
 * The cart actions of docs/product.md#cart-actions. Each runs in one read-write transaction over
 * the cart and the selected location, so two tabs adding at once cannot lose a line and a price is
 * always the one of the location stored at that moment. UI code calls these, never the tables.
 */

export type CartRefusal =
  | { ok: false; reason: "not-offered"; location: Location }
  | { ok: false; reason: "already-in-cart" | "not-in-cart" | "invalid-date" };
export type CartResult = { ok: true } | CartRefusal;

const ok: CartResult = { ok: true };
const alreadyInCart: CartRefusal = { ok: false, reason: "already-in-cart" };

function changeCart(
  change: (cart: CartRecord, location: Location) => CartRecord | CartRefusal,
): Promise<CartResult> {
  return db.transaction("rw", db.cart, db.settings, async () => {
    const next = change(await readCart(), await readLocation());
    if ("ok" in next) return next;
    await db.cart.put(next);
    return ok;
  });
}

/** Add a test priced for the selected location; refused when the location does not offer it. */
export function addTestToCart(test: TestEntry): Promise<CartResult> {
  return changeCart((cart, location) => {
    const made = testLine(test, location);
    if (!made.ok) return made;
    if (cart.tests.some((line) => line.corpId === made.line.corpId)) return alreadyInCart;
    return { ...cart, tests: [...cart.tests, made.line], totalPayableAmount: null };
  });
}

/** Add a health package; refused when the selected location does not offer it. */
export function addPackageToCart(pkg: HealthPackage): Promise<CartResult> {
  return changeCart((cart, location) => {
    const made = packageLine(pkg, location);
    if (!made.ok) return made;
    if (cart.healthPackages.some((line) => line.corpId === made.line.corpId)) return alreadyInCart;
    return {
      ...cart,
      healthPackages: [...cart.healthPackages, made.line],
      totalPayableAmount: null,
    };
  });
}

let handOvers = Promise.resolve();

/**
 * Stores the adds that were tapped but not yet stored (db/pending-cart-adds.ts), each once: one
 * already in the cart is settled as it is, so a reload, a second tab or a tap both journaled and
 * made again after hydration adds nothing twice. The item and its price come from the catalogue;
 * an entry the catalogue does not know is dropped, and a journal that cannot be read is removed.
 * One hand-over at a time in this tab, each after the last (a failed one does not stop the next).
 */
export function applyPendingCartAdds(): Promise<void> {
  handOvers = handOvers.then(handOver, handOver);
  return handOvers;
}

async function handOver(): Promise<void> {
  const adds = pendingCartAdds();
  if (adds.length === 0) {
    forgetPendingCartAdds();
    return;
  }
  // The catalogue's data (the test list is ~15 KB gz) only when there is something to hand over.
  const { catalogueItem } = await import("./catalogue-item.ts");
  for (const add of new Set(adds)) {
    const item = catalogueItem(add);
    const result = item
      ? await (item.type === "healthPackage" ? addPackageToCart(item) : addTestToCart(item))
      : undefined;
    settlePendingCartAdd(add, result?.ok === true || result?.reason === "already-in-cart");
    // Tapped on a page priced for another city (a prerendered page is priced for the default one
    // until it hydrates): the person saw it added, so they are told it was not.
    if (item && result?.ok === false && result.reason === "not-offered") {
      const name = item.type === "healthPackage" ? item.packageName : item.testName;
      const city = locationNames[result.location];
      announce(i18n._(msg`${name} is not available in ${city}, so it was not added to your cart.`));
    }
  }
}

/** Remove the test or package with this name (docs/product.md#cart-actions: "remove one line"). */
export function removeFromCart(name: string): Promise<CartResult> {
  return changeCart((cart) => {
    const tests = cart.tests.filter((line) => line.testName !== name);
    const healthPackages = cart.healthPackages.filter((line) => line.healthPackageName !== name);
    if (
      tests.length === cart.tests.length &&
      healthPackages.length === cart.healthPackages.length
    ) {
      return { ok: false, reason: "not-in-cart" };
    }
    return { ...cart, tests, healthPackages, totalPayableAmount: null };
  });
}

export function removeAllTests(): Promise<CartResult> {
  return changeCart((cart) => ({ ...cart, tests: [], totalPayableAmount: null }));
}

export function removeAllPackages(): Promise<CartResult> {
  return changeCart((cart) => ({ ...cart, healthPackages: [], totalPayableAmount: null }));
}

export function setTotalPayable(amount: number | null): Promise<CartResult> {
  return changeCart((cart) => ({ ...cart, totalPayableAmount: amount }));
}

/** Update any of place, date (`YYYY-MM-DD`, not in the past) and time. */
export function updateAppointment(details: Partial<AppointmentDetails>): Promise<CartResult> {
  return changeCart((cart) => {
    const date = details.date;
    if (date !== undefined && (!isIsoDate(date) || date < todayInIndia())) {
      return { ok: false, reason: "invalid-date" };
    }
    return { ...cart, appointmentDetails: { ...cart.appointmentDetails, ...details } };
  });
}

/** Back to the initial empty cart (the historic reset for an unknown cart action). */
export async function clearCart(): Promise<void> {
  await db.cart.put(emptyCart(todayInIndia()));
}

/**
 * After a paid order: its lines leave the cart (matched by kind and corpId), and only they: a
 * line added meanwhile, in another tab, stays.
 */
export function removeOrderedLines(
  ordered: readonly { kind: string; corpId: string }[],
): Promise<CartResult> {
  const has = (kind: string, corpId: string) =>
    ordered.some((line) => line.kind === kind && line.corpId === corpId);
  return changeCart((cart) => ({
    ...cart,
    tests: cart.tests.filter((line) => !has("test", line.corpId)),
    healthPackages: cart.healthPackages.filter((line) => !has("healthPackage", line.corpId)),
    totalPayableAmount: null,
  }));
}
