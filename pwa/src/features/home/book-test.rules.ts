/**
 * The Book Test Now form's rules (docs/product.md#validation): what each field accepts as it is
 * typed or pasted, and the messages shown when a value cannot be sent. Pure functions: the form
 * component and its tests share them, and the outbox can check a queued booking the same way.
 */
import { isIsoDate } from "@/lib/dates.ts";
import { isValidIndianMobile } from "@/lib/field-rules.ts";

export interface BookTestValues {
  name: string;
  /** 10 digits. */
  mobileNumber: string;
  /** `YYYY-MM-DD`, an Asia/Kolkata calendar date. */
  date: string;
  /** 6 digits. */
  pincode: string;
  /** The optional terms and privacy checkbox: sent as Policy_Value enabled / disabled. */
  policy: boolean;
}

export type BookTestField = "name" | "mobileNumber" | "date" | "pincode";
export type BookTestErrors = Partial<Record<BookTestField, string>>;

export const emptyBookTestValues: BookTestValues = {
  name: "",
  mobileNumber: "",
  date: "",
  pincode: "",
  policy: false,
};

export const bookTestMessages = {
  nameRequired: "Please enter your name",
  /** Also the name field's `title` (docs/product.md#validation). */
  nameLetters: "Please enter only alphabetic characters",
  mobileRequired: "Please enter your mobile number",
  mobileInvalid: "Enter valid number",
  dateRequired: "Please choose a collection date",
  datePast: "Please choose today or a later date",
  pincodeRequired: "Please enter your pincode",
  pincodeInvalid: "Enter valid Pincode",
} as const;

export const nameMaxLength = 100;
const notNameCharacters = /[^\p{L}\p{M} ]/gu;
const namePattern = /^[\p{L}\p{M}]+(?: +[\p{L}\p{M}]+)*$/u;
const pincodePattern = /^\d{6}$/;

/** Letters (any script) and spaces only, no leading spaces: typed or pasted, the rest goes. */
export function cleanName(raw: string): string {
  return raw.replace(notNameCharacters, "").replace(/^ +/, "").slice(0, nameMaxLength);
}

/** Whether cleaning dropped something other than leading spaces (the person typed a digit…). */
export function nameHadNonLetters(raw: string): boolean {
  return raw.replace(/^ +/, "").slice(0, nameMaxLength) !== cleanName(raw);
}

/**
 * Digits only, at most 10. A leading 0 (the trunk prefix people type out of habit) is dropped,
 * and so is a pasted +91 country code in front of a full number.
 */
export function cleanMobile(raw: string): string {
  let digits = raw.replace(/\D/g, "");
  if (raw.trim().startsWith("+91") || (digits.length === 12 && digits.startsWith("91"))) {
    digits = digits.slice(2);
  }
  return digits.replace(/^0+/, "").slice(0, 10);
}

/** Digits only, at most 6. */
export function cleanPincode(raw: string): string {
  return raw.replace(/\D/g, "").slice(0, 6);
}

/** The message for one field, or undefined when its value can be sent. */
export function fieldError(
  field: BookTestField,
  values: BookTestValues,
  today: string,
): string | undefined {
  const m = bookTestMessages;
  switch (field) {
    case "name": {
      const name = values.name.trim();
      if (name === "") return m.nameRequired;
      return namePattern.test(name) ? undefined : m.nameLetters;
    }
    case "mobileNumber":
      if (values.mobileNumber === "") return m.mobileRequired;
      return isValidIndianMobile(values.mobileNumber) ? undefined : m.mobileInvalid;
    case "date":
      if (values.date === "") return m.dateRequired;
      return isIsoDate(values.date) && values.date >= today ? undefined : m.datePast;
    case "pincode":
      if (values.pincode === "") return m.pincodeRequired;
      return pincodePattern.test(values.pincode) ? undefined : m.pincodeInvalid;
  }
}

export const bookTestFields: readonly BookTestField[] = ["name", "mobileNumber", "date", "pincode"];

/** Every field's message; an empty object means the booking can be sent. */
export function validateBookTest(values: BookTestValues, today: string): BookTestErrors {
  const errors: BookTestErrors = {};
  for (const field of bookTestFields) {
    const error = fieldError(field, values, today);
    if (error) errors[field] = error;
  }
  return errors;
}
