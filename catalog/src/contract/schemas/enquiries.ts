/**
 * The three enquiry forms: the corporate enquiry (/corporate), the franchise enquiry
 * (/business-enquiry) and a corporate client's employee details (/employee-details). Every field
 * is checked with a message a person can act on; the PWA shows the same rules before sending.
 */
import { z } from "zod";
import { indiaDate, isCalendarDate, isoDatePattern } from "../dates.ts";
import {
  cityRule,
  codeRule,
  corporateInterests,
  employeeCountRanges,
  genders,
  investmentRanges,
  optionalText,
  pincodeRule,
  requiredText,
} from "../enquiry.rules.ts";
import {
  contactEmail as email,
  contactMobile as mobileNumber,
  contactName as name,
} from "./contact.ts";
import { checkedText, text } from "./text.ts";

// The app's own field checks (../enquiry.rules.ts): one rule, one wording.
const city = checkedText(cityRule).trim();
const pincode = checkedText(pincodeRule);
const optionalLine = (label: string, max: number) =>
  checkedText(optionalText(label, max)).trim().optional();
const optionalMessage = checkedText(optionalText("Message", 1000)).trim().optional();
const date = text()
  .regex(isoDatePattern, "Date must be YYYY-MM-DD")
  .refine(isCalendarDate, "Date is not a real calendar date");

const choice = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.enum(values, { error: `Choose the ${label}` });

/** The captcha is optional in the schema: a repeat of a stored key needs none (see the route). */
const captcha = text().min(1).max(8_000).optional();

export const CorporateEnquiry = z.object({
  name,
  mobileNumber,
  email,
  companyName: checkedText(requiredText("Company name", 120)).trim(),
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
    corporateId: checkedText(codeRule("Enter the corporate id given by your company")).trim(),
    employeeId: checkedText(codeRule("Enter your employee id")).trim(),
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

/** The employee details as the route table documents them (the API builds its own per clock). */
export const EmployeeDetails = employeeDetails(() => new Date());

export type EnquiryKind = "corporate-enquiry" | "franchise-enquiry" | "employee-details";
