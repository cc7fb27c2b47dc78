/**
 * The employee details form (/employee-details): an employee of a corporate client books their
 * company's health check. Fields, checks and the body of `POST /api/enquiries/employee-details`.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { genders } from "@vyom/catalog/contract";
import type { FieldSpec, FormValues } from "@/components/offline-form/offline-form.fields.ts";
import { todayInIndia } from "@/lib/dates.ts";
import {
  choiceRule,
  cityRule,
  codeRule,
  dateRule,
  emailRule,
  mobileRule,
  nameRule,
  pincodeRule,
} from "@/lib/field-rules.ts";

const genderLabels: Record<(typeof genders)[number], MessageDescriptor> = {
  female: msg`Female`,
  male: msg`Male`,
  other: msg`Other`,
};
/** Every value the API takes (genders in the contract), each with its label. */
const genderOptions = (say: (words: MessageDescriptor) => string) =>
  genders.map((value) => ({ value, label: say(genderLabels[value]) }));

type Name =
  | "corporateId"
  | "employeeId"
  | "name"
  | "mobileNumber"
  | "email"
  | "gender"
  | "dateOfBirth"
  | "collectionDate"
  | "city"
  | "pincode";

/** The fields, their words in the reader's language (`say` translates one). */
export const employeeFields = (
  say: (words: MessageDescriptor) => string,
): readonly FieldSpec<Name>[] => [
  {
    name: "corporateId",
    label: say(msg`Corporate id`),
    hint: say(msg`As given by your company's HR team`),
    kind: "text",
    check: codeRule("Enter the corporate id given by your company"),
    maxLength: 30,
  },
  {
    name: "employeeId",
    label: say(msg`Employee id`),
    kind: "text",
    check: codeRule("Enter your employee id"),
    maxLength: 30,
  },
  {
    name: "name",
    label: say(msg`Full name`),
    kind: "name",
    check: nameRule,
    autoComplete: "name",
  },
  {
    name: "mobileNumber",
    label: say(msg`Mobile number`),
    kind: "mobile",
    check: mobileRule,
    autoComplete: "tel-national",
  },
  {
    name: "email",
    label: say(msg`E-mail`),
    kind: "email",
    check: emailRule,
    autoComplete: "email",
    maxLength: 254,
  },
  {
    name: "gender",
    label: say(msg`Gender`),
    kind: "select",
    options: genderOptions(say),
    check: choiceRule("gender", genders),
  },
  {
    name: "dateOfBirth",
    label: say(msg`Date of birth`),
    kind: "date",
    autoComplete: "bday",
    max: todayInIndia,
    check: dateRule("Date of birth", {
      min: () => "1900-01-01",
      max: todayInIndia,
      outside: "Date of birth must be a past date",
    }),
  },
  {
    name: "collectionDate",
    label: say(msg`Preferred collection date`),
    kind: "date",
    min: todayInIndia,
    check: dateRule("Preferred collection date", {
      min: todayInIndia,
      outside: "Choose today or a later date",
    }),
  },
  {
    name: "city",
    label: say(msg`City`),
    kind: "text",
    check: cityRule,
    autoComplete: "address-level2",
    maxLength: 60,
  },
  {
    name: "pincode",
    label: say(msg`Pincode`),
    kind: "pincode",
    check: pincodeRule,
    autoComplete: "postal-code",
  },
];

export function employeePayload(form: FormValues<Name>): Record<string, unknown> {
  return {
    corporateId: form.corporateId.trim(),
    employeeId: form.employeeId.trim(),
    name: form.name.trim(),
    mobileNumber: form.mobileNumber,
    email: form.email.trim(),
    gender: form.gender,
    dateOfBirth: form.dateOfBirth,
    collectionDate: form.collectionDate,
    city: form.city.trim(),
    pincode: form.pincode,
  };
}
