/**
 * Test master: blood group and Rh typing (corpId 10013). The results are words: ABO ("B") and Rh
 * ("Positive") apart, or one line ("B Positive", "O Rh(D) negative", "AB +ve"). Each spelling
 * labs use is read as one of the eight groups (A, B, AB, O; Rh(D) positive or negative), the
 * lab's words kept; no group is abnormal, so a recognised one is never flagged. Words that are
 * not plainly one of them ("B weak D", "Du positive", "Bombay", a group without its Rh on the
 * one line) are flagged for the doctor to read: they matter for a transfusion or a pregnancy.
 */
import type { MasterParameter } from "./test-master.ts";
import type { WordsReading } from "./test-master.words.ts";

const bloodGroup = "10013";

const forDoctor: WordsReading = { meaning: "for-doctor" };

/** "B Rh(D) positive": how the master writes a group it recognised. */
const rhWords = (positive: boolean) => `Rh(D) ${positive ? "positive" : "negative"}`;

/**
 * Rh written as labs do: "Positive", "Rh +ve", "RhD Neg", "Rh(D) negative", "Rhesus positive",
 * "D positive", "+", "-". Anything left over ("weak", "Du", "variant") means the words say more than a sign.
 */
function readRh(words: string): boolean | undefined {
  const sign = words
    .replace(/RHESUS|RH\s*\(\s*D\s*\)|RH\s*-?\s*D\b|RH|\bD\b/g, " ")
    .replace(/[(),;:]/g, " ")
    .replace(/\s+/g, "");
  if (["POSITIVE", "POS", "+VE", "+"].includes(sign)) return true;
  if (["NEGATIVE", "NEG", "-VE", "-"].includes(sign)) return false;
  return undefined;
}

/** "A", "B", "AB", "O" first, A1/A2 subgroups read as A (A1B, A2B as AB); the rest after it. */
function readAbo(words: string): { abo: string; rest: string } | undefined {
  const match = /^(A[12]?B|A[12]?|B|O)(?![A-Z0-9])/.exec(words);
  if (!match?.[1]) return undefined;
  return { abo: match[1].replace(/[12]/g, ""), rest: words.slice(match[0].length) };
}

/** Upper case, one kind of minus, a leading "Blood group:" or "Group" dropped. */
const plain = (words: string) =>
  words
    .normalize("NFKC")
    .toUpperCase()
    .replace(/[\u2212\u2013]/g, "-")
    .trim()
    .replace(/^(BLOOD\s*)?GROUP\s*[:-]?\s*/, "");

/** The one-line group: both ABO and Rh, or it is for the doctor to read. */
export function readAboRh(words: string): WordsReading {
  const abo = readAbo(plain(words));
  const rh = abo && readRh(abo.rest);
  if (!abo || rh === undefined) return forDoctor;
  return { meaning: "normal", as: `${abo.abo} ${rhWords(rh)}` };
}

/** ABO alone ("B"); a lab that writes the Rh on the same line is read as the one-line group. */
export function readAboOnly(words: string): WordsReading {
  const abo = readAbo(plain(words));
  if (!abo) return forDoctor;
  return abo.rest.trim() === "" ? { meaning: "normal", as: abo.abo } : readAboRh(words);
}

/** Rh alone ("Positive", "Rh(D) negative"). */
export function readRhOnly(words: string): WordsReading {
  const rh = readRh(plain(words));
  return rh === undefined ? forDoctor : { meaning: "normal", as: rhWords(rh) };
}

export const bloodGroups: readonly MasterParameter[] = [
  {
    kind: "text",
    labCode: "ABO",
    // LOINC 883-9: "ABO group [Type] in Blood".
    loinc: "883-9",
    name: "ABO blood group",
    corpId: bloodGroup,
    accredited: true,
    read: readAboOnly,
  },
  {
    kind: "text",
    labCode: "RH",
    // LOINC 10331-7: "Rh [Type] in Blood".
    loinc: "10331-7",
    name: "Rh (D) type",
    corpId: bloodGroup,
    accredited: true,
    read: readRhOnly,
  },
];

/** The one line a lab sends instead of ABO and Rh, never beside them. */
export const aboRhGroup: readonly MasterParameter[] = [
  {
    kind: "text",
    labCode: "ABORH",
    loinc: "882-1",
    name: "Blood group (ABO and Rh)",
    corpId: bloodGroup,
    accredited: true,
    read: readAboRh,
  },
];
