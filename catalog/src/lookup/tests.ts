import { labTests } from "../data/lab-tests/index.ts";
import type { TestEntry } from "../schemas/test-entry.ts";
import { bySlug, normalise } from "./by-slug.ts";

const testsBySlug = bySlug(labTests, (test) => test.testDetailsPageLink.slice(1));

export function testBySlug(slug: string): TestEntry | undefined {
  return testsBySlug.get(normalise(slug));
}

/** The eight featured tests (docs/product.md#popular-tests), in catalogue order. */
export const popularTests: readonly TestEntry[] = labTests.filter((test) => test.popular);
