/**
 * A booking's patient as the desk reads it (the details the lab registers the sample with): the
 * date of birth as given, or the year an age works out to, which is approximate; and the gender.
 * A booking made before the form asked for them says so, for the technician to ask.
 */
import { birthDateInputOf, genderLabels } from "@vyom/catalog/contract";
import type { DeskVisit } from "./desk-api.ts";

export const patientNotGiven =
  "Date of birth and gender not given (booked before the form asked): ask at collection";

/** What the visit shows of its patient; undefined for an order (its members are on the order). */
export function patientWords(patient: DeskVisit["patient"]): string | undefined {
  if (!patient) return undefined;
  const { birthDate, approxBirthYear, gender } = patient;
  if (!gender || (birthDate === null && approxBirthYear === null)) return patientNotGiven;
  const born =
    birthDate !== null
      ? `Born ${birthDateInputOf(birthDate)}`
      : `Born about ${approxBirthYear} (age given, not the date)`;
  return `${born}, ${genderLabels[gender]}`;
}
