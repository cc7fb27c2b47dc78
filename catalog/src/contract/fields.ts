/**
 * The rules of the fields a person types into more than one form, and that the API checks again:
 * an Indian mobile number, a person's name, a pincode. Each is a pattern (what may be sent) and a
 * cleaner (what typing or pasting leaves in the field). Zod-free: the app's first-load chunk
 * imports these.
 */

/** Ten digits starting 6 to 9: no +91, no leading 0 (the cleaner drops those). */
export const mobilePattern = /^[6-9]\d{9}$/;
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

export const personNameMaxLength = 100;
/** Letters of any script (with their combining marks), words separated by single spaces. */
export const personNamePattern = /^[\p{L}\p{M}]+(?: +[\p{L}\p{M}]+)*$/u;
const notNameCharacters = /[^\p{L}\p{M} ]/gu;

/** Letters (any script) and spaces only, no leading spaces: typed or pasted, the rest goes. */
export const cleanPersonName = (raw: string): string =>
  raw.replace(notNameCharacters, "").replace(/^ +/, "").slice(0, personNameMaxLength);

/** Whether cleaning dropped something other than leading spaces (the person typed a digit…). */
export const nameHadNonLetters = (raw: string): boolean =>
  raw.replace(/^ +/, "").slice(0, personNameMaxLength) !== cleanPersonName(raw);

export const isPersonName = (value: string): boolean => personNamePattern.test(value.trim());

export const pincodePattern = /^\d{6}$/;
export const pincodeLength = 6;

export const isPincode = (value: string): boolean => pincodePattern.test(value);

/** Digits only, at most `max` (a pincode's six by default). */
export const cleanDigits = (raw: string, max: number = pincodeLength): string =>
  raw.replace(/\D/g, "").slice(0, max);
