/**
 * The text rules of the header search (catalogue-search.ts), the same for the catalogue's words
 * and for what a person types, so "X-Ray", "x ray" and "XRAY " meet, and "B12" meets "b 12".
 * Tamil, Kannada, Telugu and Devanagari letters are words too (the catalogue's names in the
 * reader's language, data/translations/), matched as typed, with no transliteration; Unicode
 * compatibility decomposition (NFKD) on both sides makes a name typed precomposed (NFC) or
 * decomposed meet, and the invisible joiners of Kannada and Telugu spelling are dropped.
 */

const MARKS = /[\u0300-\u036f]/g;
const JOINERS = /[\u200c\u200d]/g;
// Latin letters and digits, and the Indic blocks from Devanagari to Malayalam but the dandas.
const NOT_WORD = /[^a-z0-9\u0900-\u0963\u0966-\u0d7f]+/g;
// "b12" -> "b 12", "t3" -> "t 3", "25oh" -> "25 oh": a person types "vit b 12" as often as "b12".
const LETTER_DIGIT = /([a-z])(?=\d)|(\d)(?=[a-z])/g;

/** Lower case, accents and punctuation gone, letters and digits apart, single spaces. */
export function normaliseText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(MARKS, "")
    .replace(JOINERS, "")
    .toLowerCase()
    .replace(NOT_WORD, " ")
    .replace(LETTER_DIGIT, "$1$2 ")
    .trim()
    .replace(/ +/g, " ");
}

export function tokensOf(normalised: string): string[] {
  return normalised === "" ? [] : normalised.split(" ");
}

/** Without spaces, so "xray" finds "x ray" and "hba1c" finds "hba 1 c". */
export const compactOf = (normalised: string): string => normalised.replaceAll(" ", "");

/** The letters and digits in a word, one bit each (digits share bits with letters: a hint). */
export function letterMask(word: string): number {
  let mask = 0;
  for (let i = 0; i < word.length; i++) mask |= 1 << (word.charCodeAt(i) % 32);
  return mask;
}

/** How many of `typed`'s letters `word` lacks: each edit brings at most one, so more than the
 * edits allowed rules the word out before the costlier comparison. */
export function missingLetters(typedMask: number, wordMask: number): number {
  let missing = typedMask & ~wordMask;
  let count = 0;
  while (missing !== 0) {
    missing &= missing - 1;
    count++;
  }
  return count;
}

// Three rows reused by every call: the search compares a typed word with a thousand words a key.
let rows: [Int32Array, Int32Array, Int32Array] = [
  new Int32Array(32),
  new Int32Array(32),
  new Int32Array(32),
];

/**
 * Whether `a` becomes the first `length` letters of `b` (all of `b` by default) in at most `limit`
 * edits: insert, delete, replace, or swap two neighbours ("thyriod"), the optimal string
 * alignment form of Damerau-Levenshtein. Stops as soon as a row cannot come back under the
 * limit, and allocates nothing: it runs over the catalogue's words on every key.
 */
export function withinEdits(a: string, b: string, limit: number, length = b.length): boolean {
  const n = Math.min(length, b.length);
  if (Math.abs(a.length - n) > limit) return false;
  if (n + 1 > rows[0].length) {
    rows = [new Int32Array(n + 1), new Int32Array(n + 1), new Int32Array(n + 1)];
  }
  let [beforePrevious, previous, current] = rows;
  for (let j = 0; j <= n; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    const letter = a.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const other = b.charCodeAt(j - 1);
      let value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + (letter === other ? 0 : 1),
      );
      if (
        i > 1 &&
        j > 1 &&
        letter === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === other &&
        (beforePrevious[j - 2] as number) + 1 < value
      ) {
        value = (beforePrevious[j - 2] as number) + 1;
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return false;
    [beforePrevious, previous, current] = [previous, current, beforePrevious];
  }
  return (previous[n] as number) <= limit;
}
