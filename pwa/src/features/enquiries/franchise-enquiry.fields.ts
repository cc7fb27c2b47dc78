/**
 * The franchise enquiry form (/business-enquiry): its fields, their checks, and the body of
 * `POST /api/enquiries/franchise` (catalog/src/contract/schemas/enquiries.ts).
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
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

const investmentLabels: Record<(typeof investmentRanges)[number], MessageDescriptor> = {
  "10-25-lakh": msg`₹10 to 25 lakh`,
  "25-50-lakh": msg`₹25 to 50 lakh`,
  "50-lakh-1-crore": msg`₹50 lakh to 1 crore`,
  "1-crore+": msg`More than ₹1 crore`,
};
/** Every value the API takes (investmentRanges in the contract), each with its label. */
const investmentOptions = (say: (words: MessageDescriptor) => string) =>
  investmentRanges.map((value) => ({ value, label: say(investmentLabels[value]) }));

type Name =
  | "name"
  | "mobileNumber"
  | "email"
  | "city"
  | "pincode"
  | "investment"
  | "currentBusiness"
  | "message";

/** The fields, their words in the reader's language (`say` translates one). */
export const franchiseFields = (
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
    label: say(msg`E-mail`),
    kind: "email",
    check: emailRule,
    autoComplete: "email",
    maxLength: 254,
  },
  {
    name: "city",
    label: say(msg`City of the centre`),
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
  {
    name: "investment",
    label: say(msg`Investment you plan`),
    kind: "select",
    options: investmentOptions(say),
    check: choiceRule("investment range", investmentRanges),
  },
  {
    name: "currentBusiness",
    label: say(msg`Your current business`),
    hint: say(msg`Optional: e.g. pharmacy, clinic, hospital`),
    kind: "text",
    check: optionalText("Current business", 200),
    maxLength: 200,
  },
  {
    name: "message",
    label: say(msg`Message`),
    hint: say(msg`Optional`),
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
