import { healthPackages, type Location, labTests } from "@vyom/catalog";
import { repriceCart } from "./cart-reprice.ts";
import type { CartRecord } from "./records.ts";

/**
 * Re-pricing against the whole test and package catalogue, indexed by corpId. location.ts imports
 * this module dynamically so the catalogue data stays out of the first-load bundle: the location
 * selector is on every page, the data is only needed once the location actually changes.
 */
const tests = new Map(labTests.map((test) => [test.corpId, test]));
const packages = new Map(healthPackages.map((pkg) => [pkg.corpId, pkg]));

export function repriceFromCatalogue(cart: CartRecord, location: Location): CartRecord {
  return repriceCart(cart, location, {
    testByCorpId: (corpId) => tests.get(corpId),
    packageByCorpId: (corpId) => packages.get(corpId),
  });
}
