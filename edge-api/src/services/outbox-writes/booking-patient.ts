/**
 * What a booking keeps of its patient (db/schema.ts, `bookings.patient_*`): the date of birth as
 * given, or else the year of birth an age in years works out to on the day the booking arrives,
 * kept apart as approximate (a person aged 38 was born in one of two years); and the gender. A
 * booking that carries none of them (queued on a phone before the form asked for them) is marked
 * missing: the request schema (catalog/src/contract/schemas/booking.ts) takes them all or none.
 */
import { type Gender, indiaDate } from "@vyom/catalog/contract";

export interface BookingPatient {
  birthDate: string | null;
  approxBirthYear: number | null;
  gender: Gender | null;
  missing: boolean;
}

export function bookingPatientOf(
  body: { birthDate?: string | undefined; age?: number | undefined; gender?: Gender | undefined },
  now: Date,
): BookingPatient {
  const { birthDate, age, gender } = body;
  if (gender !== undefined && birthDate !== undefined) {
    return { birthDate, approxBirthYear: null, gender, missing: false };
  }
  if (gender !== undefined && age !== undefined) {
    const year = Number(indiaDate(now).slice(0, 4));
    return { birthDate: null, approxBirthYear: year - age, gender, missing: false };
  }
  return { birthDate: null, approxBirthYear: null, gender: null, missing: true };
}
