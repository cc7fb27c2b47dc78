/**
 * Whether the patient a lab names is one this booking was for. Labs write names their own way
 * ("DOE^JANE", "Mrs. Jane Doe", "J Doe"), so names compare as sets of words, without titles,
 * case or punctuation, an initial matching a word it begins; one name's words must all be found
 * in the other's. Where the booking took the person's date of birth (or age) and gender, the
 * lab's must agree with them too: the same date, a year within one of an age's year (the age
 * says only that much), the same gender. A report naming someone else is refused, never filed
 * under this booking.
 */
import type { Gender } from "@vyom/catalog/contract";
import type { PatientGender } from "../lis/lab-result-message.ts";

const TITLES = new Set(["mr", "mrs", "ms", "miss", "dr", "master", "baby", "smt", "shri", "sri"]);

function wordsOf(name: string): string[] {
  return name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^\p{L}\s]/gu, " ")
    .split(/\s+/)
    .filter((word) => word !== "" && !TITLES.has(word));
}

const found = (word: string, among: readonly string[]) =>
  among.some((other) =>
    word.length === 1 || other.length === 1 ? other[0] === word[0] : other === word,
  );

export function sameName(a: string, b: string): boolean {
  const wa = wordsOf(a);
  const wb = wordsOf(b);
  if (wa.length === 0 || wb.length === 0) return false;
  // An initial alone matches too much: at least one whole word must agree.
  const whole = wa.some((w) => w.length > 1 && wb.includes(w));
  return whole && (wa.every((w) => found(w, wb)) || wb.every((w) => found(w, wa)));
}

/**
 * Whether two names we stored ourselves (a booking's person, an account holder) name the same
 * person: the same words in any order, without titles, case or punctuation. An initial stands for
 * nothing here: it is for reading a lab's spelling (`sameName`), and between our own names it
 * would make "Kavya Shetty R" the holder of "Ravi Shetty"'s report.
 */
export function sameStoredName(a: string, b: string): boolean {
  const wa = new Set(wordsOf(a));
  const wb = new Set(wordsOf(b));
  return wa.size > 0 && wa.size === wb.size && [...wa].every((word) => wb.has(word));
}

/** A person a booking or order was for, as we stored them. */
export interface BookedPerson {
  name: string;
  /** `YYYY-MM-DD`, as given at booking. */
  birthDate?: string;
  /** The year an age given at booking works out to: the true one or the one before or after. */
  approxBirthYear?: number;
  gender?: Gender;
}

/** What the lab's message says of the patient. */
export interface LabPatient {
  name: string;
  birthDate?: string;
  gender?: PatientGender;
}

export type PatientMatch =
  | { kind: "matched"; person: BookedPerson }
  | { kind: "mismatch"; differs: "name" | "birthDate" | "gender" };

/** What the lab says that contradicts what was booked; nothing where either side is silent. */
function contradiction(lab: LabPatient, person: BookedPerson): "birthDate" | "gender" | undefined {
  if (lab.birthDate !== undefined) {
    if (person.birthDate !== undefined && person.birthDate !== lab.birthDate) return "birthDate";
    const year = Number(lab.birthDate.slice(0, 4));
    if (person.approxBirthYear !== undefined && Math.abs(year - person.approxBirthYear) > 1) {
      return "birthDate";
    }
  }
  const said = lab.gender !== undefined && lab.gender !== "unknown";
  if (said && person.gender !== undefined && lab.gender !== person.gender) return "gender";
  return undefined;
}

/** The booking's person the lab's patient is (by name, then by what else was booked), if any. */
export function matchPatient(lab: LabPatient, candidates: readonly BookedPerson[]): PatientMatch {
  const named = candidates.filter((candidate) => sameName(lab.name, candidate.name));
  const person = named.find((candidate) => contradiction(lab, candidate) === undefined);
  if (person) return { kind: "matched", person };
  const first = named[0];
  return { kind: "mismatch", differs: (first && contradiction(lab, first)) ?? "name" };
}
