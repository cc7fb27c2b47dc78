import {
  type HealthPackage,
  labTests,
  packageBySlug,
  priceOf,
  type TestEntry,
  testBySlug,
} from "@vyom/catalog";

/** Catalogue items the db tests use; prices are read through priceOf, never hard-coded. */
function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`catalogue fixture missing: ${what}`);
  return value;
}

export const cbc: TestEntry = must(testBySlug("cbc-test"), "cbc-test");
export const thyroid: TestEntry = must(testBySlug("thyroid-test"), "thyroid-test");
export const premium: HealthPackage = must(
  packageBySlug("health-package-premium"),
  "health-package-premium",
);
export const elite: HealthPackage = must(packageBySlug("health-package-elite"), "elite");

/** A test Chennai offers and Tirunelveli does not. */
export const notInTirunelveli: TestEntry = must(
  labTests.find(
    (test) => priceOf(test, "chennai").offered && !priceOf(test, "tirunelveli").offered,
  ),
  "a test not offered in Tirunelveli",
);

export function priceIn(item: TestEntry | HealthPackage, location: Parameters<typeof priceOf>[1]) {
  const price = priceOf(item, location);
  if (!price.offered)
    throw new Error(`${"testName" in item ? item.testName : item.packageName} is NA`);
  return price.price;
}
