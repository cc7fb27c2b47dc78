/**
 * The franchise enquiry form (/business-enquiry): its fields, their checks, and the body of
 * `POST /api/enquiries/franchise` (catalog/src/contract/schemas/enquiries.ts).
 */
import { investmentRanges } from "@vyom/catalog/contract";
import type { FieldSpec, FormValues } from "@/components/offline-form/offline-form.fields.ts";
import {
  choiceRule,
  cityRule,
  emailRule,
  mobileRule,
  nameRule,
  optionalText,
  pincodeRule,
} from "@/lib/field-rules.ts";

const investmentLabels: Record<(typeof investmentRanges)[number], string> = {
  "10-25-lakh": "₹10 to 25 lakh",
  "25-50-lakh": "₹25 to 50 lakh",
  "50-lakh-1-crore": "₹50 lakh to 1 crore",
  "1-crore+": "More than ₹1 crore",
};
/** Every value the API takes (investmentRanges in the contract), each with its label. */
export const investmentOptions = investmentRanges.map((value) => ({
  value,
  label: investmentLabels[value],
}));

type Name =
  | "name"
  | "mobileNumber"
  | "email"
  | "city"
  | "pincode"
  | "investment"
  | "currentBusiness"
  | "message";

export const franchiseFields: readonly FieldSpec<Name>[] = [
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
    label: "E-mail",
    kind: "email",
    check: emailRule,
    autoComplete: "email",
    maxLength: 254,
  },
  {
    name: "city",
    label: "City of the centre",
    kind: "text",
    check: cityRule,
    autoComplete: "address-level2",
    maxLength: 60,
  },
  {
    name: "pincode",
    label: "Pincode",
    kind: "pincode",
    check: pincodeRule,
    autoComplete: "postal-code",
  },
  {
    name: "investment",
    label: "Investment you plan",
    kind: "select",
    options: investmentOptions,
    check: choiceRule(
      "investment range",
      investmentOptions.map((option) => option.value),
    ),
  },
  {
    name: "currentBusiness",
    label: "Your current business",
    hint: "Optional: e.g. pharmacy, clinic, hospital",
    kind: "text",
    check: optionalText("Current business", 200),
    maxLength: 200,
  },
  {
    name: "message",
    label: "Message",
    hint: "Optional",
    kind: "textarea",
    check: optionalText("Message", 1000),
    maxLength: 1000,
  },
];

export function franchisePayload(form: FormValues<Name>): Record<string, unknown> {
  const currentBusiness = form.currentBusiness.trim();
  const message = form.message.trim();
  return {
    name: form.name.trim(),
    mobileNumber: form.mobileNumber,
    email: form.email.trim(),
    city: form.city.trim(),
    pincode: form.pincode,
    investment: form.investment,
    ...(currentBusiness ? { currentBusiness } : {}),
    ...(message ? { message } : {}),
  };
}
