/**
 * The Book Test Now form's rules: what each field accepts as it is typed or pasted, and the
 * message shown when a value cannot be sent. The rules and messages are the contract's
 * (catalog/src/contract/booking.rules.ts), which the API's booking schema is built from, so the
 * form and the API accept and refuse the same values with the same words. Imports nothing but the
 * contract, so edge-api/test/contract-agreement.test.ts runs this very module against the API.
 */
import {
  type BookingErrors,
  type BookingField,
  type BookingValues,
  bookingFieldError,
  bookingFields,
  bookingMessages,
  cleanDigits,
  cleanMobile,
  cleanPersonName,
  nameHadNonLetters,
  type PersonField,
  personNameMaxLength,
  pincodeLength,
  validateBooking,
} from "@vyom/catalog/contract";

export type BookTestValues = BookingValues;
export type BookTestField = BookingField;
export type BookTestErrors = BookingErrors;

export const emptyBookTestValues: BookTestValues = {
  name: "",
  mobileNumber: "",
  date: "",
  pincode: "",
  policy: false,
};

export const bookTestMessages = bookingMessages;
export const bookTestFields = bookingFields;
export const nameMaxLength = personNameMaxLength;
export { cleanMobile, nameHadNonLetters };

/** Letters (any script) and spaces only, no leading spaces: typed or pasted, the rest goes. */
export const cleanName = cleanPersonName;

/** Digits only, at most 6. */
export const cleanPincode = (raw: string): string => cleanDigits(raw, pincodeLength);

/** The message for one field, or undefined when its value can be sent (`today`: India's date). */
export const fieldError = (
  field: BookTestField,
  values: BookTestValues,
  today: string,
): string | undefined => bookingFieldError(field, values[field], today);

/** The patient's fields: the date of birth as typed (DD/MM/YYYY), or the age, and the gender. */
export type BookTestPatientField = PersonField;

/** Every field's message; an empty object means the booking can be sent. */
export const validateBookTest = (values: BookTestValues, today: string): BookTestErrors =>
  validateBooking(values, today);
