import { healthPackages } from "./data/health-packages.ts";
import { imagingItems } from "./data/imaging.ts";
import { labTests } from "./data/lab-tests/index.ts";
import { type OrganListKey, organLists } from "./data/organs.ts";
import type { HealthPackage } from "./schemas/health-package.ts";
import type { ImagingItem } from "./schemas/imaging-item.ts";
import type { OrganListItem } from "./schemas/organ.ts";
import type { TestEntry } from "./schemas/test-entry.ts";

/** Lookups for the details pages, indexed once at module load. Slugs are page paths without the slash. */

const bySlug = <T>(items: readonly T[], slugOf: (item: T) => string): Map<string, T> =>
  new Map(items.map((item) => [slugOf(item), item]));

/** Accept `cbc-test` and `/cbc-test` alike: routers hand over either form. */
const normalise = (slug: string): string => (slug.startsWith("/") ? slug.slice(1) : slug);

const testsBySlug = bySlug(labTests, (test) => test.testDetailsPageLink.slice(1));
const imagingBySlugMap = bySlug(imagingItems, (item) => item.pageLink.slice(1));
const imagingByIdMap = new Map(imagingItems.map((item) => [item.id, item]));
const packagesBySlug = bySlug(healthPackages, (pkg) => pkg.slug);

export function testBySlug(slug: string): TestEntry | undefined {
  return testsBySlug.get(normalise(slug));
}

export function imagingBySlug(slug: string): ImagingItem | undefined {
  return imagingBySlugMap.get(normalise(slug));
}

/** Takes the `?id=` query as it arrives (a string) or a number; the slug stays the real key. */
export function imagingById(id: number | string): ImagingItem | undefined {
  return imagingByIdMap.get(typeof id === "number" ? id : Number(id));
}

export function packageBySlug(slug: string): HealthPackage | undefined {
  return packagesBySlug.get(normalise(slug));
}

export function itemsByOrgan(key: OrganListKey): readonly OrganListItem[] {
  return organLists[key];
}

/** The eight featured tests (docs/product.md#popular-tests), in catalogue order. */
export const popularTests: readonly TestEntry[] = labTests.filter((test) => test.popular);
