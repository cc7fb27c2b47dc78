import { healthPackages } from "../data/health-packages.ts";
import type { Location } from "../location-ids.ts";
import type { HealthPackage } from "../schemas/health-package.ts";
import { bySlug, normalise } from "./by-slug.ts";

const packagesBySlug = bySlug(healthPackages, (pkg) => pkg.slug);

export function packageBySlug(slug: string): HealthPackage | undefined {
  return packagesBySlug.get(normalise(slug));
}

const packagesByCorpId = new Map(healthPackages.map((pkg) => [pkg.corpId, pkg]));

/**
 * The first of `packageCorpIds` (the cart's packages) that already holds the lab test `testCorpId`
 * (its `includedTests`), if any: that test is then paid twice.
 */
export function packageIncluding(
  testCorpId: string,
  packageCorpIds: readonly string[],
): HealthPackage | undefined {
  return packageCorpIds
    .map((corpId) => packagesByCorpId.get(corpId))
    .find((pkg) => pkg?.includedTests.includes(testCorpId));
}

/**
 * docs/product.md#health-packages: Basic and Classic are listed only for Andhra Pradesh; the rest
 * everywhere.
 */
export function packagesListedIn(location: Location): HealthPackage[] {
  return healthPackages.filter(
    (pkg) => pkg.listedIn === undefined || pkg.listedIn.includes(location),
  );
}
