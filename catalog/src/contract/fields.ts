/**
 * The rules of the fields a person types into more than one form, and that the API checks again:
 * an Indian mobile number, a person's name, a pincode. Each is a pattern (what may be sent) and a
 * cleaner (what typing or pasting leaves in the field). Zod-free: the app's first-load chunk
 * imports these.
 */

/**
 * Ten digits starting 6 to 9: no +91, no leading 0 (the cleaner drops those). The digits alone
 * are for the patterns that find a number inside other text (log redaction, the SMS simulator).
 */
export const mobileDigits = "[6-9]\\d{9}";
export const mobilePattern = new RegExp(`^${mobileDigits}$`);
export const mobileLength = 10;

export const isIndianMobile = (value: string): boolean => mobilePattern.test(value);

/**
 * What is typed or pasted into a mobile field: digits only, at most ten. A leading 0 (the trunk
 * prefix people type out of habit) is dropped as it is typed, and so is a +91 or 91 country code
 * in front of a full number ('+91 98765 43210', '919876543210', '098765 43210').
 */
export function cleanMobile(raw: string): string {
  let digits = raw.replace(/\D/g, "");
  if (raw.trim().startsWith("+91") || (digits.length === 12 && digits.startsWith("91"))) {
    digits = digits.slice(2);
  }
  return digits.replace(/^0+/, "").slice(0, mobileLength);
}

/**
 * What a search box for mobile numbers keeps: the digits as typed, so part of a number (or a run
 * of zeros, which no number holds) searches as typed, with a +91 or 91 country code, or a 0 trunk
 * prefix in front of a full number, dropped as in a mobile field.
 */
export function mobileSearchDigits(raw: string): string {
  const digits = raw.replace(/\D/g, "");
  if (raw.trim().startsWith("+91")) return digits.slice(2, 2 + mobileLength);
  if (digits.length === 12 && digits.startsWith("91")) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith("0")) return digits.slice(1);
  return digits.slice(0, mobileLength);
}

export const personNameMaxLength = 100;
/**
 * Letters of any script (with their combining marks) in words joined by spaces, dots, apostrophes
 * or hyphens: "K. Ramesh", "D'Souza", "Mary-Ann". Every form's name field and the account's name
 * follow it, so a person writes their name the same way everywhere.
 */
export const personNamePattern = /^[\p{L}\p{M}]+(?:[ .'-]+[\p{L}\p{M}]+)*$/u;
const notNameCharacters = /[^\p{L}\p{M} .'-]/gu;
const leadingSeparators = /^[ .'-]+/;

/** What typing or pasting leaves in a name field: the name's characters, none leading. */
export const cleanPersonName = (raw: string): string =>
  raw.replace(notNameCharacters, "").replace(leadingSeparators, "").slice(0, personNameMaxLength);

/** Whether cleaning dropped more than leading separators (the person typed a digit…). */
export const nameHadNonLetters = (raw: string): boolean =>
  raw.replace(leadingSeparators, "").slice(0, personNameMaxLength) !== cleanPersonName(raw);

export const isPersonName = (value: string): boolean => personNamePattern.test(value.trim());

export const pincodePattern = /^\d{6}$/;
export const pincodeLength = 6;

export const isPincode = (value: string): boolean => pincodePattern.test(value);

/** Digits only, at most `max` (a pincode's six by default). */
export const cleanDigits = (raw: string, max: number = pincodeLength): string =>
  raw.replace(/\D/g, "").slice(0, max);
