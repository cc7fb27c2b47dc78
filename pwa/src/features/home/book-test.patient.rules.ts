/**
 * The Book Test Now form's rules for the patient's fields, apart from the other fields'
 * (book-test.rules.ts): the form loads them once the page is ready (book-test.form.ts), so they
 * are not in the home page's first load (pwa/e2e/first-load.e2e.test.ts). The rules of the
 * checkout's member form (the contract's person.rules.ts), which the API's booking schema is
 * built from too; edge-api/test/contract-agreement.test.ts runs this module against the API.
 */
import { ageRule, birthDateOfInput, birthDateRule, genderRule } from "@vyom/catalog/contract";
import type { BookTestPatientField } from "./book-test.rules.ts";

/** The message for one of the patient's fields as typed, or undefined when it can be sent (`today`: India's date). */
export function patientFieldError(
  field: BookTestPatientField,
  typed: string,
  today: string,
): string | undefined {
  if (field === "birthDate") return birthDateRule(birthDateOfInput(typed), today);
  if (field === "age") return ageRule(typed);
  return genderRule(typed);
}
