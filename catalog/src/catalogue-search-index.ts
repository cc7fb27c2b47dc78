/**
 * The header search's index (catalogue-search.ts): each item's distinct words with the weight of
 * the best field they are in (name over keywords over other names over organ tags), its names for
 * the start-of-name bonus, its phrases and its fields without spaces.
 */
import type { CatalogueSearchInput, FoundItem } from "./catalogue-search.ts";
import { radiologyHref } from "./data/radiology-menu.ts";
import {
  keywordsByPackage,
  keywordsByScan,
  keywordsByScanCategory,
  keywordsByTest,
  keywordsOfEveryPackage,
} from "./data/search-keywords.ts";
import type { Location } from "./location-ids.ts";
import { compactOf, normaliseText, tokensOf } from "./search-text.ts";

const weight = { name: 1, keyword: 0.9, other: 0.8, tag: 0.6 } as const;

export interface Indexed {
  found: FoundItem;
  listedIn: readonly Location[] | undefined;
  /** Each distinct word of the item with the weight of the best field it is in. */
  words: Map<string, number>;
  name: string;
  /** The name in the reader's language, when searching in another. */
  otherName: string | undefined;
  /** The name and keywords, whole, for the exact-phrase bonus. */
  phrases: Set<string>;
  /** Every field without spaces, for "xray" and "bloodgroup". */
  compacts: string[];
}

function indexItem(
  found: FoundItem,
  fields: { text: string; weight: number }[],
  nameIn: CatalogueSearchInput["nameIn"],
  listedIn?: readonly Location[],
): Indexed {
  const translated = nameIn?.(found);
  const otherName = translated === found.name ? undefined : translated;
  if (otherName !== undefined) fields.push({ text: otherName, weight: weight.name });
  const words = new Map<string, number>();
  const phrases = new Set<string>();
  const compacts: string[] = [];
  for (const field of fields) {
    const normalised = normaliseText(field.text);
    if (normalised === "") continue;
    if (field.weight >= weight.keyword) phrases.add(normalised);
    compacts.push(compactOf(normalised));
    for (const word of tokensOf(normalised)) {
      words.set(word, Math.max(words.get(word) ?? 0, field.weight));
    }
  }
  const name = normaliseText(found.name);
  const other = otherName === undefined ? undefined : normaliseText(otherName);
  return { found, listedIn, words, name, otherName: other, phrases, compacts };
}

const fieldsOf = (texts: readonly string[], fieldWeight: number) =>
  texts.map((text) => ({ text, weight: fieldWeight }));

export function buildIndex({ tests, packages, scans, nameIn }: CatalogueSearchInput): Indexed[] {
  const indexedTests = tests.map((test) =>
    indexItem(
      { kind: "test", name: test.testName, href: test.testDetailsPageLink, item: test },
      [
        { text: test.testName, weight: weight.name },
        ...fieldsOf(keywordsByTest[test.testDetailsPageLink] ?? [], weight.keyword),
        { text: test.alternateTestName, weight: weight.other },
        ...fieldsOf(test.organs, weight.tag),
      ],
      nameIn,
    ),
  );
  const indexedPackages = packages.map((pkg) =>
    indexItem(
      { kind: "package", name: pkg.packageName, href: `/${pkg.slug}`, item: pkg },
      [
        { text: pkg.packageName, weight: weight.name },
        ...fieldsOf(keywordsByPackage[pkg.slug] ?? [], weight.keyword),
        ...fieldsOf(keywordsOfEveryPackage, weight.keyword),
      ],
      nameIn,
      pkg.listedIn,
    ),
  );
  const indexedScans = scans.map((scan) =>
    indexItem(
      { kind: "scan", name: scan.name, href: radiologyHref(scan), item: scan },
      [
        { text: scan.name, weight: weight.name },
        ...fieldsOf(keywordsByScan[scan.pageLink] ?? [], weight.keyword),
        ...fieldsOf(keywordsByScanCategory[scan.category], weight.keyword),
      ],
      nameIn,
    ),
  );
  // The order here is the ranking's last tie-break.
  return [...indexedTests, ...indexedPackages, ...indexedScans];
}
