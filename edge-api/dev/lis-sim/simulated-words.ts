/**
 * What the simulated lab writes for a parameter whose result is words (simulated-results.ts), by
 * test-master lab code: the choices an unremarkable result is drawn from, the reference the lab
 * prints beside it, and the lab's flag. A text parameter not listed here is not reported (the
 * one-line "Blood group" a lab may send instead of ABO and Rh is one such).
 */
import type { Interpretation } from "../../src/services/lis/lab-result-message.ts";

export interface Words {
  choices: readonly [string, ...string[]];
  reference?: string;
  interpretation?: Interpretation;
}

const nonReactive: Words = {
  choices: ["Non-reactive"],
  reference: "Non-reactive",
  interpretation: "NR",
};

/** A dipstick pad that found nothing, in the words most labs print (test-master.urine-dipstick.ts). */
const nil: Words = { choices: ["Nil", "Negative"], reference: "Nil" };

export const WORDS: Record<string, Words> = {
  UCOL: { choices: ["Pale yellow", "Straw", "Yellow"], reference: "Pale yellow" },
  UAPP: { choices: ["Clear"], reference: "Clear" },
  UPRO: nil,
  UGLU: nil,
  UKET: nil,
  UBLD: nil,
  UBIL: nil,
  UNIT: { choices: ["Negative"], reference: "Negative" },
  ULEU: nil,
  ABO: { choices: ["A", "B", "O", "AB"] },
  RH: { choices: ["Positive", "Negative"] },
  HBSAG: nonReactive,
  HCVAB: nonReactive,
  HIVAB: nonReactive,
  VDRL: nonReactive,
};
