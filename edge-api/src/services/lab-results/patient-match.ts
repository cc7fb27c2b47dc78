/**
 * Whether the patient a lab names is one this booking was for. Labs write names their own way
 * ("DOE^JANE", "Mrs. Jane Doe", "J Doe"), so names compare as sets of words, without titles,
 * case or punctuation, an initial matching a word it begins; one name's words must all be found
 * in the other's. A report naming someone else is refused, never filed under this booking.
 */
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

/** The booking's person the lab's name is, if any. */
export function matchPatient(labName: string, candidates: readonly string[]): string | undefined {
  return candidates.find((candidate) => sameName(labName, candidate));
}
