/**
 * The three enquiry forms (issue 9): the corporate enquiry (/corporate), the franchise enquiry
 * (/business-enquiry) and a corporate client's employee details (/employee-details). Every field
 * is checked with a message a person can act on; the PWA shows the same rules before sending.
 */
import {
  indiaDate,
  isCalendarDate,
  isoDatePattern,
  mobilePattern,
  personNamePattern,
  pincodePattern,
} from "@vyom/catalog/contract";
import { z } from "zod";
import { multilineText, text } from "../../http/text-rule.ts";

const CODE = /^[A-Za-z0-9][A-Za-z0-9-]{0,29}$/;

const name = text()
  .trim()
  .min(1, "Name is required")
  .max(100, "Name is at most 100 characters")
  .regex(personNamePattern, "Please enter only alphabetic characters");
const mobileNumber = text().regex(mobilePattern, "Enter valid number: 10 digits starting with 6-9");
const email = z.email("Enter a valid e-mail address").max(254);
const city = text().trim().min(2, "City is required").max(60, "City is at most 60 characters");
const pincode = text().regex(pincodePattern, "Enter valid Pincode: 6 digits");
const optionalLine = (label: string, max: number) =>
  text().trim().max(max, `${label} is at most ${max} characters`).optional();
const optionalMessage = multilineText()
  .trim()
  .max(1000, "Message is at most 1000 characters")
  .optional();
const date = text()
  .regex(isoDatePattern, "Date must be YYYY-MM-DD")
  .refine(isCalendarDate, "Date is not a real calendar date");

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
export const genders = ["female", "male", "other"] as const;

const choice = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.enum(values, { error: `Choose the ${label}` });

/** The captcha is optional in the schema: a repeat of a stored key needs none (see the route). */
const captcha = text().min(1).max(8_000).optional();

export const CorporateEnquiry = z.object({
  name,
  mobileNumber,
  email,
  companyName: text()
    .trim()
    .min(1, "Company name is required")
    .max(120, "Company name is at most 120 characters"),
  city,
  employeeCount: choice(employeeCountRanges, "number of employees"),
  interest: choice(corporateInterests, "service you are interested in"),
  message: optionalMessage,
  captcha,
});

export const FranchiseEnquiry = z.object({
  name,
  mobileNumber,
  email,
  city,
  pincode,
  investment: choice(investmentRanges, "investment range"),
  currentBusiness: optionalLine("Current business", 200),
  message: optionalMessage,
  captcha,
});

/** Built per app: "a past date" is decided by the app's clock. */
export const employeeDetails = (clock: () => Date) =>
  z.object({
    corporateId: text().trim().regex(CODE, "Enter the corporate id given by your company"),
    employeeId: text().trim().regex(CODE, "Enter your employee id"),
    name,
    mobileNumber,
    email,
    gender: choice(genders, "gender"),
    dateOfBirth: date.refine(
      (value) => value >= "1900-01-01" && value <= indiaDate(clock()),
      "Date of birth must be a past date",
    ),
    collectionDate: date,
    city,
    pincode,
    captcha,
  });

export type EnquiryKind = "corporate-enquiry" | "franchise-enquiry" | "employee-details";
