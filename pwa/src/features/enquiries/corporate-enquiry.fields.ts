/**
 * The corporate enquiry form (/corporate): its fields, their checks, and the body of
 * `POST /api/enquiries/corporate` (edge-api routes/enquiries/enquiries.schema.ts).
 */
import type { FieldSpec, FormValues } from "@/components/submission-form.tsx";
import {
  choiceRule,
  cityRule,
  emailRule,
  mobileRule,
  nameRule,
  optionalText,
  requiredText,
} from "@/lib/field-rules.ts";

export const employeeCountOptions = [
  { value: "1-50", label: "Up to 50" },
  { value: "51-200", label: "51 to 200" },
  { value: "201-500", label: "201 to 500" },
  { value: "501-1000", label: "501 to 1,000" },
  { value: "1000+", label: "More than 1,000" },
] as const;

export const interestOptions = [
  { value: "annual-health-check", label: "Annual health check-ups" },
  { value: "pre-employment", label: "Pre-employment check-ups" },
  { value: "on-site-camp", label: "On-site health camp" },
  { value: "other", label: "Something else" },
] as const;

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
    kind: "text",
    check: nameRule,
    autoComplete: "name",
    maxLength: 100,
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
