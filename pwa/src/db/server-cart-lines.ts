import { healthPackages, type Location, labTests, priceOf } from "@vyom/catalog";
import type { CartPackageLine, CartRecord, CartTestLine } from "./records.ts";

/**
 * The server cart's lines this device's cart lacks, made into device lines priced for `location`
 * (one the location does not offer comes in unavailable, as a re-priced line would). Catalogue
 * data: cart-merge.ts imports this module dynamically, so it stays out of the first load.
 */
export interface ServerCartLines {
  tests: readonly { corpId: string; testPrice?: number }[];
  healthPackages: readonly { corpId: string; healthPackagePrice?: number }[];
}

const tests = new Map(labTests.map((test) => [test.corpId, test]));
const packages = new Map(healthPackages.map((pkg) => [pkg.corpId, pkg]));

export function withServerLines(
  cart: CartRecord,
  server: ServerCartLines,
  location: Location,
): CartRecord {
  const newTests: CartTestLine[] = [];
  for (const line of server.tests) {
    const test = tests.get(line.corpId);
    const known = cart.tests.some((l) => l.corpId === line.corpId);
    if (!test || known || newTests.some((l) => l.corpId === line.corpId)) continue;
    const price = priceOf(test, location);
    newTests.push({
      testName: test.testName,
      testPrice: price.offered ? price.price : (line.testPrice ?? 0),
      corpId: test.corpId,
      pageLink: test.testDetailsPageLink,
      available: price.offered,
    });
  }
  const newPackages: CartPackageLine[] = [];
  for (const line of server.healthPackages) {
    const pkg = packages.get(line.corpId);
    const known = cart.healthPackages.some((l) => l.corpId === line.corpId);
    if (!pkg || known || newPackages.some((l) => l.corpId === line.corpId)) continue;
    const price = priceOf(pkg, location);
    newPackages.push({
      healthPackageName: pkg.packageName,
      healthPackagePrice: price.offered ? price.price : (line.healthPackagePrice ?? 0),
      corpId: pkg.corpId,
      pageLink: `/${pkg.slug}`,
      available: price.offered,
    });
  }
  if (newTests.length === 0 && newPackages.length === 0) return cart;
  return {
    ...cart,
    tests: [...cart.tests, ...newTests],
    healthPackages: [...cart.healthPackages, ...newPackages],
    totalPayableAmount: null,
  };
}
