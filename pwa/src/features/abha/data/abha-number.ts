import { ABHA_NUMBER_PATTERN, abhaMessages } from "@vyom/catalog/contract";

/** The contract's message when `typed` is not an ABHA number (14 digits, 2-4-4-4), else null. */
export function abhaNumberProblem(typed: string): string | null {
  return ABHA_NUMBER_PATTERN.test(typed.trim()) ? null : abhaMessages.number;
}

/** "91-1234-5678-9012", as on the ABHA card; anything that is not 14 digits is shown as it is. */
export function formatAbhaNumber(abhaNumber: string): string {
  const digits = abhaNumber.replace(/\D/g, "");
  if (digits.length !== 14) return abhaNumber;
  return [digits.slice(0, 2), digits.slice(2, 6), digits.slice(6, 10), digits.slice(10)].join("-");
}
