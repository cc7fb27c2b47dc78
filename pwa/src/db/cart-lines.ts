import type { CartRecord } from "./records.ts";
import { currentRowId } from "./records.ts";

/**
 * Pure cart rules the UI and the transactions share. No catalogue code here: the header imports
 * this on every page (cart-pricing.ts holds the rules that need the catalogue).
 */

export function emptyCart(today: string): CartRecord {
  return {
    id: currentRowId,
    tests: [],
    healthPackages: [],
    appointmentDetails: { place: "", date: today, time: "" },
    totalPayableAmount: null,
  };
}

/**
 * docs/product.md#cart-actions: the cart counter is tests plus packages (every line, offered here
 * or not).
 */
export function cartCount(cart: Pick<CartRecord, "tests" | "healthPackages"> | undefined): number {
  return cart ? cart.tests.length + cart.healthPackages.length : 0;
}

/** Sum of the lines the selected location offers; unavailable lines are excluded. */
export function cartSubtotal(cart: Pick<CartRecord, "tests" | "healthPackages">): number {
  const tests = cart.tests.reduce((sum, line) => sum + (line.available ? line.testPrice : 0), 0);
  const packages = cart.healthPackages.reduce(
    (sum, line) => sum + (line.available ? line.healthPackagePrice : 0),
    0,
  );
  return tests + packages;
}

export function hasUnavailableLines(cart: Pick<CartRecord, "tests" | "healthPackages">): boolean {
  return [...cart.tests, ...cart.healthPackages].some((line) => !line.available);
}
