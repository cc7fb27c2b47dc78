/**
 * The corporate enquiry form (/corporate): its fields, their checks, and the body of
 * `POST /api/enquiries/corporate` (catalog/src/contract/schemas/enquiries.ts).
 */
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

const employeeCountLabels: Record<(typeof employeeCountRanges)[number], string> = {
  "1-50": "Up to 50",
  "51-200": "51 to 200",
  "201-500": "201 to 500",
  "501-1000": "501 to 1,000",
  "1000+": "More than 1,000",
};
/** Every value the API takes (employeeCountRanges in the contract), each with its label. */
export const employeeCountOptions = employeeCountRanges.map((value) => ({
  value,
  label: employeeCountLabels[value],
}));

const interestLabels: Record<(typeof corporateInterests)[number], string> = {
  "annual-health-check": "Annual health check-ups",
  "pre-employment": "Pre-employment check-ups",
  "on-site-camp": "On-site health camp",
  other: "Something else",
};
/** Every value the API takes (corporateInterests in the contract), each with its label. */
export const interestOptions = corporateInterests.map((value) => ({
  value,
  label: interestLabels[value],
}));

type Name =
  | "name"
  | "mobileNumber"
  | "email"
  | "companyName"
  | "city"
  | "employeeCount"
  | "interest"
  | "message";

const values = (options: readonly { value: string }[]) => options.map((option) => option.value);

export const corporateFields: readonly FieldSpec<Name>[] = [
  {
    name: "name",
    label: "Your name",
    kind: "name",
    check: nameRule,
    autoComplete: "name",
  },
  {
    name: "mobileNumber",
    label: "Mobile number",
    kind: "mobile",
    check: mobileRule,
    autoComplete: "tel-national",
  },
  {
    name: "email",
    label: "Work e-mail",
    kind: "email",
    check: emailRule,
    autoComplete: "email",
    maxLength: 254,
  },
  {
    name: "companyName",
    label: "Company name",
    kind: "text",
    check: requiredText("Company name", 120),
    autoComplete: "organization",
    maxLength: 120,
  },
  {
    name: "city",
    label: "City",
    kind: "text",
    check: cityRule,
    autoComplete: "address-level2",
    maxLength: 60,
  },
  {
    name: "employeeCount",
    label: "Number of employees",
    kind: "select",
    options: employeeCountOptions,
    check: choiceRule("number of employees", values(employeeCountOptions)),
  },
  {
    name: "interest",
    label: "You are interested in",
    kind: "select",
    options: interestOptions,
    check: choiceRule("service you are interested in", values(interestOptions)),
  },
  {
    name: "message",
    label: "Message",
    hint: "Optional: locations, dates, tests you need",
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
