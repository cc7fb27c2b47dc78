import type { HealthPackage, Location, TestEntry } from "@vyom/catalog";
import { priceOf } from "@vyom/catalog";
import type { CartRecord } from "./records.ts";

export interface CatalogueLookup {
  testByCorpId(corpId: string): TestEntry | undefined;
  packageByCorpId(corpId: string): HealthPackage | undefined;
}

/**
 * The cart as it is priced in `location`. A line the location does not offer (or the catalogue
 * no longer has) is kept with its last price and `available: false`, so the person sees what
 * happened instead of finding it silently gone; totals skip it, and it becomes available again
 * when they switch back. The payable total is cleared because the prices it was made from changed.
 */
export function repriceCart(
  cart: CartRecord,
  location: Location,
  catalogue: CatalogueLookup,
): CartRecord {
  return {
    ...cart,
    tests: cart.tests.map((line) => {
      const test = catalogue.testByCorpId(line.corpId);
      const price = test ? priceOf(test, location) : { offered: false as const };
      return price.offered
        ? { ...line, testPrice: price.price, available: true }
        : { ...line, available: false };
    }),
    healthPackages: cart.healthPackages.map((line) => {
      const pkg = catalogue.packageByCorpId(line.corpId);
      const price = pkg ? priceOf(pkg, location) : { offered: false as const };
      return price.offered
        ? { ...line, healthPackagePrice: price.price, available: true }
        : { ...line, available: false };
    }),
    totalPayableAmount: null,
  };
}
