/**
 * The checks of the enquiry forms' fields (corporate, franchise, employee details), each answering
 * the message to show or undefined when the value is fine. The app's forms run them before a
 * submission is queued and the API's enquiry schemas (schemas/enquiries.ts) are built from them, so
 * both refuse the same values in the same words. Free text follows the text rule (../text.ts).
 */
import { BROKEN_TEXT_MESSAGE, isCleanLine, isCleanMultilineText } from "../text.ts";
import { isCalendarDate, isoDatePattern } from "./dates.ts";
import { isIndianMobile, isPincode, personNamePattern } from "./fields.ts";

/** The choices of the enquiry forms' select fields, as the API stores them. */
export const employeeCountRanges = ["1-50", "51-200", "201-500", "501-1000", "1000+"] as const;
export const corporateInterests = [
  "annual-health-check",
  "pre-employment",
  "on-site-camp",
  "other",
] as const;
export const investmentRanges = [
  "10-25-lakh",
  "25-50-lakh",
  "50-lakh-1-crore",
  "1-crore+",
] as const;
export { genders } from "./genders.ts";

export type FieldCheck = (value: string) => string | undefined;

/** The text rule's message for a field, or undefined when its text is clean. */
export function brokenText(label: string, value: string, multiline = false): string | undefined {
  const clean = multiline ? isCleanMultilineText(value) : isCleanLine(value);
  return clean ? undefined : `${label} ${BROKEN_TEXT_MESSAGE}`;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const CODE = /^[A-Za-z0-9][A-Za-z0-9-]{0,29}$/;

export const nameRule: FieldCheck = (value) => {
  const name = value.trim();
  if (name === "") return "Name is required";
  if (name.length > 100) return "Name is at most 100 characters";
  return personNamePattern.test(name) ? undefined : "Please enter only alphabetic characters";
};

export const mobileRule: FieldCheck = (value) => {
  if (value === "") return "Mobile number is required";
  return isIndianMobile(value) ? undefined : "Enter valid number: 10 digits starting with 6-9";
};

export const emailRule: FieldCheck = (value) => {
  if (value.trim() === "") return "E-mail is required";
  if (brokenText("E-mail", value)) return "Enter a valid e-mail address";
  return EMAIL.test(value.trim()) && value.length <= 254
    ? undefined
    : "Enter a valid e-mail address";
};

export const pincodeRule: FieldCheck = (value) => {
  if (value === "") return "Pincode is required";
  return isPincode(value) ? undefined : "Enter valid Pincode: 6 digits";
};

export const cityRule: FieldCheck = (value) =>
  brokenText("City", value) ??
  (value.trim().length < 2
    ? "City is required"
    : value.trim().length > 60
      ? "City is at most 60 characters"
      : undefined);

export const requiredText =
  (label: string, max: number): FieldCheck =>
  (value) => {
    if (value.trim() === "") return `${label} is required`;
    if (value.trim().length > max) return `${label} is at most ${max} characters`;
    return brokenText(label, value);
  };

/** Free text, perhaps from a textarea (line ends and tabs are kept). */
export const optionalText =
  (label: string, max: number): FieldCheck =>
  (value) =>
    value.trim().length > max
      ? `${label} is at most ${max} characters`
      : brokenText(label, value, true);

export const choiceRule =
  (what: string, values: readonly string[]): FieldCheck =>
  (value) =>
    values.includes(value) ? undefined : `Choose the ${what}`;

export const codeRule =
  (message: string): FieldCheck =>
  (value) =>
    CODE.test(value.trim()) ? undefined : message;

/** A `YYYY-MM-DD` date between `min` and `max` (inclusive, also `YYYY-MM-DD`). */
export const dateRule =
  (label: string, range: { min?: () => string; max?: () => string; outside: string }): FieldCheck =>
  (value) => {
    if (value === "") return `${label} is required`;
    if (!isoDatePattern.test(value) || !isCalendarDate(value))
      return "Date is not a real calendar date";
    const min = range.min?.();
    const max = range.max?.();
    if ((min && value < min) || (max && value > max)) return range.outside;
    return undefined;
  };
