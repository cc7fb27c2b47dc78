import { type HealthPackage, healthPackages, labTests, type TestEntry } from "@vyom/catalog";

/**
 * The catalogue's own test or package for a journaled add (db/pending-cart-adds.ts:
 * `test:<corpId>` or `healthPackage:<corpId>`), which any page could have written: an entry of
 * another shape, or naming what the catalogue lacks, finds nothing. db/cart.ts imports this module
 * dynamically, so the catalogue data stays out of the first load.
 */
const tests = new Map(labTests.map((test) => [test.corpId, test]));
const packages = new Map(healthPackages.map((pkg) => [pkg.corpId, pkg]));
const entryShape = /^(test|healthPackage):([\w-]{1,40})$/;

export function catalogueItem(entry: string): TestEntry | HealthPackage | undefined {
  const [, kind, corpId = ""] = entryShape.exec(entry) ?? [];
  if (kind === "test") return tests.get(corpId);
  return kind === "healthPackage" ? packages.get(corpId) : undefined;
}
