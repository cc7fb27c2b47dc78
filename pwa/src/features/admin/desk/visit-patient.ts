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

type Patient = DeskVisit["patients"][number];

/** Whole years from a `YYYY-MM-DD` date of birth to `day` (the visit's day). */
export function yearsOn(birthDate: string, day: string): number {
  const [by = 0, bm = 0, bd = 0] = birthDate.split("-").map(Number);
  const [y = 0, m = 0, d = 0] = day.split("-").map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/**
 * One patient as the technician needs them: name, age on the visit's day (from the date of birth;
 * "about" from an age given as years; as the order gave it), and gender; what is missing is said.
 */
export function patientLine(patient: Patient, day: string): string {
  const age =
    patient.birthDate !== null
      ? `${yearsOn(patient.birthDate, day)} years`
      : patient.approxBirthYear !== null
        ? `about ${Number(day.slice(0, 4)) - patient.approxBirthYear} years`
        : patient.age !== null
          ? `${patient.age} years`
          : "age not given";
  const gender = patient.gender ? genderLabels[patient.gender] : "gender not given";
  return `${patient.name}, ${age}, ${gender}`;
}
