/**
 * The home-collection booking form's four fields: what each accepts and the message a person reads
 * when it cannot be sent. The app's form shows these messages before a booking is queued, and the
 * API's schema (schemas/booking.ts) is built from the same checks, so a booking the form lets
 * through is never refused for its fields by the API, and a refusal reads the same on both.
 */
import { BROKEN_TEXT_MESSAGE, isCleanLine } from "../text.ts";
import { isCalendarDate, isoDatePattern } from "./dates.ts";
import { isIndianMobile, isPincode, personNameMaxLength, personNamePattern } from "./fields.ts";

export interface BookingFields {
  name: string;
  /** 10 digits. */
  mobileNumber: string;
  /** `YYYY-MM-DD`, an Asia/Kolkata calendar date. */
  date: string;
  /** 6 digits. */
  pincode: string;
}

export type BookingField = keyof BookingFields;
export type BookingErrors = Partial<Record<BookingField, string>>;

export const bookingFields: readonly BookingField[] = ["name", "mobileNumber", "date", "pincode"];

export const bookingMessages = {
  nameRequired: "Please enter your name",
  /** Also the name field's `title`. */
  nameLetters: "Please enter only alphabetic characters",
  nameTooLong: `Name is at most ${personNameMaxLength} characters`,
  mobileRequired: "Please enter your mobile number",
  mobileInvalid: "Enter valid number",
  dateRequired: "Please choose a collection date",
  dateFormat: "Date must be YYYY-MM-DD",
  dateNotReal: "Date is not a real calendar date",
  datePast: "Please choose today or a later date",
  pincodeRequired: "Please enter your pincode",
  pincodeInvalid: "Enter valid Pincode",
  brokenText: BROKEN_TEXT_MESSAGE,
} as const;

const m = bookingMessages;

const checks: Record<BookingField, (value: string) => string | undefined> = {
  name(value) {
    const name = value.trim();
    if (name === "") return m.nameRequired;
    if (!isCleanLine(name)) return m.brokenText;
    if (name.length > personNameMaxLength) return m.nameTooLong;
    return personNamePattern.test(name) ? undefined : m.nameLetters;
  },
  mobileNumber(value) {
    if (value === "") return m.mobileRequired;
    if (!isCleanLine(value)) return m.brokenText;
    return isIndianMobile(value) ? undefined : m.mobileInvalid;
  },
  date(value) {
    if (value === "") return m.dateRequired;
    if (!isCleanLine(value)) return m.brokenText;
    if (!isoDatePattern.test(value)) return m.dateFormat;
    return isCalendarDate(value) ? undefined : m.dateNotReal;
  },
  pincode(value) {
    if (value === "") return m.pincodeRequired;
    if (!isCleanLine(value)) return m.brokenText;
    return isPincode(value) ? undefined : m.pincodeInvalid;
  },
};

/**
 * The message for one field's value, or undefined when it can be sent. With `today` (India's date,
 * `YYYY-MM-DD`) a past date is refused too: the form asks for today or later, while the API takes
 * any real date, because a booking queued offline may reach it after its day has passed.
 */
export function bookingFieldError(
  field: BookingField,
  value: string,
  today?: string,
): string | undefined {
  const error = checks[field](value);
  if (error || field !== "date" || today === undefined) return error;
  return value < today ? m.datePast : undefined;
}

/** Every field's message; an empty object means the booking can be sent. */
export function validateBooking(values: BookingFields, today?: string): BookingErrors {
  const errors: BookingErrors = {};
  for (const field of bookingFields) {
    const error = bookingFieldError(field, values[field], today);
    if (error) errors[field] = error;
  }
  return errors;
}
