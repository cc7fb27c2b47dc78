/**
 * The corporate enquiry form (/corporate): its fields, their checks, and the body of
 * `POST /api/enquiries/corporate` (catalog/src/contract/schemas/enquiries.ts).
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { corporateInterests, employeeCountRanges } from "@vyom/catalog/contract";
import type { FieldSpec, FormValues } from "@/components/offline-form/offline-form.fields.ts";
import {
  choiceRule,
  cityRule,
  emailRule,
  mobileRule,
  nameRule,
  optionalText,
  requiredText,
} from "@/lib/field-rules.ts";

const employeeCountLabels: Record<(typeof employeeCountRanges)[number], MessageDescriptor> = {
  "1-50": msg`Up to 50`,
  "51-200": msg`51 to 200`,
  "201-500": msg`201 to 500`,
  "501-1000": msg`501 to 1,000`,
  "1000+": msg`More than 1,000`,
};
/** Every value the API takes (employeeCountRanges in the contract), each with its label. */
const employeeCountOptions = (say: (words: MessageDescriptor) => string) =>
  employeeCountRanges.map((value) => ({ value, label: say(employeeCountLabels[value]) }));

const interestLabels: Record<(typeof corporateInterests)[number], MessageDescriptor> = {
  "annual-health-check": msg`Annual health check-ups`,
  "pre-employment": msg`Pre-employment check-ups`,
  "on-site-camp": msg`On-site health camp`,
  other: msg`Something else`,
};
/** Every value the API takes (corporateInterests in the contract), each with its label. */
const interestOptions = (say: (words: MessageDescriptor) => string) =>
  corporateInterests.map((value) => ({ value, label: say(interestLabels[value]) }));

type Name =
  | "name"
  | "mobileNumber"
  | "email"
  | "companyName"
  | "city"
  | "employeeCount"
  | "interest"
  | "message";

/** The fields, their words in the reader's language (`say` translates one). */
export const corporateFields = (
  say: (words: MessageDescriptor) => string,
): readonly FieldSpec<Name>[] => [
  {
    name: "name",
    label: say(msg`Your name`),
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
    label: say(msg`Work e-mail`),
    kind: "email",
    check: emailRule,
    autoComplete: "email",
    maxLength: 254,
  },
  {
    name: "companyName",
    label: say(msg`Company name`),
    kind: "text",
    check: requiredText("Company name", 120),
    autoComplete: "organization",
    maxLength: 120,
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
    name: "employeeCount",
    label: say(msg`Number of employees`),
    kind: "select",
    options: employeeCountOptions(say),
    check: choiceRule("number of employees", employeeCountRanges),
  },
  {
    name: "interest",
    label: say(msg`You are interested in`),
    kind: "select",
    options: interestOptions(say),
    check: choiceRule("service you are interested in", corporateInterests),
  },
  {
    name: "message",
    label: say(msg`Message`),
    hint: say(msg`Optional: locations, dates, tests you need`),
    kind: "textarea",
    check: optionalText("Message", 1000),
    maxLength: 1000,
  },
];

export function corporatePayload(form: FormValues<Name>): Record<string, unknown> {
  const message = form.message.trim();
  return {
    name: form.name.trim(),
    mobileNumber: form.mobileNumber,
    email: form.email.trim(),
    companyName: form.companyName.trim(),
    city: form.city.trim(),
    employeeCount: form.employeeCount,
    interest: form.interest,
    ...(message ? { message } : {}),
  };
}
