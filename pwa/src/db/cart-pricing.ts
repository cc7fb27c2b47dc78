import type { HealthPackage, Location, TestEntry } from "@vyom/catalog";
import { priceOf } from "@vyom/catalog";
import type { CartPackageLine, CartTestLine } from "./records.ts";

/** A cart line priced for a location, or why it cannot be added there. */
export type LineResult<T> =
  | { ok: true; line: T }
  | { ok: false; reason: "not-offered"; location: Location };

export function testLine(test: TestEntry, location: Location): LineResult<CartTestLine> {
  const price = priceOf(test, location);
  if (!price.offered) return { ok: false, reason: "not-offered", location };
  return {
    ok: true,
    line: {
      testName: test.testName,
      testPrice: price.price,
      corpId: test.corpId,
      pageLink: test.testDetailsPageLink,
      available: true,
    },
  };
}

export function packageLine(pkg: HealthPackage, location: Location): LineResult<CartPackageLine> {
  const price = priceOf(pkg, location);
  if (!price.offered) return { ok: false, reason: "not-offered", location };
  return {
    ok: true,
    line: {
      healthPackageName: pkg.packageName,
      healthPackagePrice: price.price,
      corpId: pkg.corpId,
      pageLink: `/${pkg.slug}`,
      available: true,
    },
  };
}
