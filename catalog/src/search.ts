import { labTests } from "./data/lab-tests/index.ts";
import type { SearchItem, TestEntry } from "./schemas/test-entry.ts";

/** What the header search lists (docs/product.md#data), one per lab test in catalogue order. */
export const searchItems: readonly SearchItem[] = labTests.map(toSearchItem);

type Searchable = Pick<
  TestEntry,
  "testName" | "alternateTestName" | "corpId" | "testDetailsPageLink"
>;

function toSearchItem(test: Searchable): SearchItem {
  return {
    testName: test.testName,
    corpId: test.corpId,
    testDetailsPageLink: test.testDetailsPageLink,
  };
}

export type SearchFunction = (query: string, limit?: number) => SearchItem[];

/**
 * Build a search over `tests`. It runs on every keystroke on cheap phones, so the lowercase forms
 * are computed once here and a search is one pass with plain `includes`.
 *
 * Ranking (stable within a rank, catalogue order): names starting with the query, then names
 * containing it (docs/product.md#validation), then alternate names containing it.
 */
export function createSearch(tests: readonly Searchable[]): SearchFunction {
  const index = tests.map((test) => ({
    item: toSearchItem(test),
    name: test.testName.toLowerCase(),
    alternate: test.alternateTestName.toLowerCase(),
  }));

  return (query, limit = Number.POSITIVE_INFINITY) => {
    const needle = query.trim().toLowerCase();
    if (needle === "" || limit <= 0) return [];
    const prefix: SearchItem[] = [];
    const inName: SearchItem[] = [];
    const inAlternate: SearchItem[] = [];
    for (const entry of index) {
      const at = entry.name.indexOf(needle);
      if (at === 0) prefix.push(entry.item);
      else if (at > 0) inName.push(entry.item);
      else if (entry.alternate.includes(needle)) inAlternate.push(entry.item);
      // Every later match would rank below the prefix matches already found.
      if (prefix.length >= limit) break;
    }
    return [...prefix, ...inName, ...inAlternate].slice(0, limit);
  };
}

/** Search the lab-test catalogue by name and alternate name; an empty query finds nothing. */
export const searchTests: SearchFunction = createSearch(labTests);
