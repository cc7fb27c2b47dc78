/**
 * ABHA numbers (Ayushman Bharat Health Account, ABDM's health id): 14 digits, written in groups
 * of 2-4-4-4 ("91-1234-5678-9012"), which is how NRCeS examples carry it in Patient.identifier.
 * The digits are checked here, not whether ABDM issued the number: only the gateway knows that.
 */

const GROUPS = /^(\d{2})(\d{4})(\d{4})(\d{4})$/;

/**
 * The number as ABDM writes it (91-1234-5678-9012), from the digits with or without hyphens or
 * spaces; undefined when it is not 14 digits.
 */
export function abhaNumber(input: string): string | undefined {
  const digits = input.replace(/[\s-]/g, "");
  const groups = GROUPS.exec(digits);
  return groups ? groups.slice(1).join("-") : undefined;
}

/** Whether a value is already in the written form (the checks look for it in a Bundle). */
export function isWrittenAbhaNumber(value: string): boolean {
  return /^\d{2}-\d{4}-\d{4}-\d{4}$/.test(value);
}
