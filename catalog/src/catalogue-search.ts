import { buildIndex, type Indexed } from "./catalogue-search-index.ts";
import { healthPackages } from "./data/health-packages.ts";
import { imagingItems } from "./data/imaging.ts";
import { labTests } from "./data/lab-tests/index.ts";
import type { Location } from "./location-ids.ts";
import type { HealthPackage } from "./schemas/health-package.ts";
import type { ImagingItem } from "./schemas/imaging-item.ts";
import type { TestEntry } from "./schemas/test-entry.ts";
import {
  compactOf,
  letterMask,
  missingLetters,
  normaliseText,
  tokensOf,
  withinEdits,
} from "./search-text.ts";

/**
 * The header search over lab tests, health packages and scans (docs/product.md#validation).
 *
 * What it guarantees: every word typed must be found in an item (its name, its other names, the
 * reviewed words of data/search-keywords.ts, its organ tags), except filler words ("test",
 * "scan", "blood", ...), which only lift an item that has them. A word is found exactly, as the
 * start of a word, inside a word (4+ letters), or with one edit (5-7 letters) or two (8+), so
 * "thyriod" and "kolesterol" still find their tests while "pizza" finds nothing. Ranking: how
 * well each word was found and where (name over keywords over other names), a bonus when the
 * name starts with the text or a keyword is exactly the text, then tests, packages, scans, each
 * in catalogue order.
 *
 * It runs on every key on cheap phones: the catalogue's words are indexed once, on first use, and
 * each typed word is compared once with the distinct words of the whole catalogue (about a
 * thousand), not once per item.
 *
 * In another language (`nameIn`, the reader's words for an item's name, data/translations/) an
 * item is found by that name too, weighed as its English name: typing "ரத்த" finds the CBC, and
 * "cbc" still does. Other languages' names are not indexed.
 */

export type FoundItem =
  | { kind: "test"; name: string; href: string; item: TestEntry }
  | { kind: "package"; name: string; href: string; item: HealthPackage }
  | { kind: "scan"; name: string; href: string; item: ImagingItem };

export interface CatalogueSearchOptions {
  limit?: number;
  /** Leaves out packages the location's menus do not list (docs/product.md#health-packages). */
  location?: Location;
}

export type CatalogueSearch = (query: string, options?: CatalogueSearchOptions) => FoundItem[];

export interface CatalogueSearchInput {
  tests: readonly TestEntry[];
  packages: readonly HealthPackage[];
  scans: readonly ImagingItem[];
  /** The item's name in the reader's language, when it has one. */
  nameIn?: (found: FoundItem) => string | undefined;
}

/** Words that say what kind of thing is wanted rather than which: never required to match. */
const fillerWords = new Set([
  "a",
  "and",
  "blood",
  "check",
  "checkup",
  "cost",
  "for",
  "home",
  "level",
  "levels",
  "me",
  "near",
  "of",
  "price",
  "profile",
  "report",
  "scan",
  "scans",
  "test",
  "tests",
  "the",
  "up",
]);

const fillerShare = 0.3;
const startBonus = 1.5;
const phraseBonus = 1.5;

interface Word {
  text: string;
  letters: number;
}

/** How well a typed word meets a catalogue word: 0 (not at all) to 1 (the same word). */
function closeness(typed: string, typedLetters: number, { text: word, letters }: Word): number {
  if (word === typed) return 1;
  if (word.startsWith(typed)) return 0.8;
  if (typed.length >= 4 && word.includes(typed)) return 0.5;
  if (typed.length < 5) return 0;
  const edits = typed.length >= 8 ? 2 : 1;
  if (missingLetters(typedLetters, letters) > edits) return 0;
  if (withinEdits(typed, word, edits)) return 0.45;
  // Still typing a misspelt word ("thyri" for thyroid): compare with the word's start.
  for (let length = typed.length - 1; length <= typed.length + 1; length++) {
    if (length < word.length && withinEdits(typed, word, edits, length)) return 0.35;
  }
  return 0;
}

export function createCatalogueSearch(input: CatalogueSearchInput): CatalogueSearch {
  let index: Indexed[] | undefined;
  let vocabulary: Word[] = [];
  // Typing "kolesterol" asks for "k", "ko", ... once each; deleting a letter asks again.
  const closenessCache = new Map<string, Map<string, number>>();

  const closeWords = (typed: string): Map<string, number> => {
    const cached = closenessCache.get(typed);
    if (cached) return cached;
    const close = new Map<string, number>();
    const typedLetters = letterMask(typed);
    for (const word of vocabulary) {
      const value = closeness(typed, typedLetters, word);
      if (value > 0) close.set(word.text, value);
    }
    if (closenessCache.size >= 64) closenessCache.clear();
    closenessCache.set(typed, close);
    return close;
  };

  const best = (entry: Indexed, close: Map<string, number>): number => {
    let found = 0;
    for (const [word, fieldWeight] of entry.words) {
      const value = (close.get(word) ?? 0) * fieldWeight;
      if (value > found) found = value;
    }
    return found;
  };

  return (query, { limit = Number.POSITIVE_INFINITY, location } = {}) => {
    const text = normaliseText(query);
    if (text === "" || limit <= 0) return [];
    if (!index) {
      index = buildIndex(input);
      vocabulary = [...new Set(index.flatMap((entry) => [...entry.words.keys()]))].map((text) => ({
        text,
        letters: letterMask(text),
      }));
    }
    const typed = [...new Set(tokensOf(text))];
    const fillers = typed.filter((word) => fillerWords.has(word));
    const required =
      fillers.length === typed.length ? typed : typed.filter((w) => !fillers.includes(w));
    const optional = required === typed ? [] : fillers;
    const compact = compactOf(text);

    const scored: { entry: Indexed; score: number; order: number }[] = [];
    index.forEach((entry, order) => {
      if (location && entry.listedIn && !entry.listedIn.includes(location)) return;
      let score = 0;
      for (const word of required) {
        const value = best(entry, closeWords(word));
        if (value === 0) {
          score = 0;
          break;
        }
        score += value;
      }
      if (score === 0) {
        // "xray", "bloodgroup": the words typed together.
        if (compact.length < 3 || !entry.compacts.some((field) => field.includes(compact))) return;
        score = 0.5 * required.length;
      }
      for (const word of optional) score += fillerShare * best(entry, closeWords(word));
      if (entry.name.startsWith(text) || entry.otherName?.startsWith(text)) score += startBonus;
      if (entry.phrases.has(text)) score += phraseBonus;
      scored.push({ entry, score, order });
    });
    scored.sort((a, b) => b.score - a.score || a.order - b.order);
    return scored.slice(0, limit).map(({ entry }) => entry.found);
  };
}

/** The header search over the whole catalogue. */
export const searchCatalogue: CatalogueSearch = /* @__PURE__ */ createCatalogueSearch({
  tests: labTests,
  packages: healthPackages,
  scans: imagingItems,
});
