/**
 * How the test master reads a text result's words (test-master.ts `read`): which words are the
 * usual result ("normal"), which are not ("abnormal"), and which it cannot call either way
 * ("for-doctor": shown flagged for the doctor to read). The lab's words are always kept and
 * shown as sent; this only decides a flag the lab did not send (report-words.ts).
 *
 * Conservative by rule: a word is "normal" only where it means the substance was not found (or,
 * for serology, the test did not react). Anything else the master does not list, including a
 * word that is normal for another parameter, reads "for-doctor", never "normal".
 */
import type { WordsReading } from "../../db/schema.ts";

export type { WordsReading } from "../../db/schema.ts";

/**
 * The same word however a lab types it: case, spaces, a full stop at the end, a hyphen between
 * letters ("Non-reactive", "Non reactive", "NONREACTIVE"); signs are kept ("-ve", "+", "1+").
 */
export function wordKey(words: string): string {
  return words
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\u2212\u2013]/g, "-")
    .trim()
    .replace(/\.+$/, "")
    .replace(/\s+/g, " ")
    .replace(/(?<=[a-z]) ?- ?(?=[a-z])/g, "")
    .replace(/ /g, "");
}

export type WordList = readonly [WordsReading["meaning"], readonly string[]];

/** A reader of the words in `lists`; any other words read "for-doctor". */
export function wordReader(...lists: readonly WordList[]): (words: string) => WordsReading {
  const meanings = new Map<string, WordsReading["meaning"]>();
  for (const [meaning, words] of lists) {
    for (const word of words) meanings.set(wordKey(word), meaning);
  }
  return (words) => ({ meaning: meanings.get(wordKey(words)) ?? "for-doctor" });
}

/** Not found: the usual result of every dipstick finding. */
export const notFound: WordList = [
  "normal",
  ["Nil", "Negative", "Neg", "-ve", "Absent", "Not detected", "Not present"],
];
/** Found, without an amount. */
export const found: WordList = ["abnormal", ["Present", "Positive", "Pos", "+ve", "Detected"]];
/** Found, graded by the strip's pads ("Trace" is not one of them: its meaning differs). */
export const pluses: WordList = ["abnormal", ["+", "++", "+++", "++++", "1+", "2+", "3+", "4+"]];
/** Found, graded in words: strips for ketones, blood, bilirubin and leukocytes only. */
export const amounts: WordList = ["abnormal", ["Small", "Moderate", "Large"]];

/**
 * Screening serology (HBsAg, anti-HCV, HIV, VDRL): did not react, or reacted. "Weakly reactive",
 * "Borderline", "Equivocal" or a titre ("Reactive 1:8") read "for-doctor".
 */
export const readSerology = wordReader(
  ["normal", ["Non-reactive", "NR", "Negative", "Neg", "-ve", "Not detected"]],
  ["abnormal", ["Reactive", "Positive", "Pos", "+ve", "Detected"]],
);
