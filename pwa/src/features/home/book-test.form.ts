/**
 * The Book Test Now form as the offline form builder takes it: the four booking fields and the
 * patient's date of birth (or age) and gender, with the contract's checks and messages
 * (book-test.rules.ts), the terms checkbox, and the ids the prerendered page has
 * (docs/decisions/006-prerendered-pages.md: what is typed before hydration is kept by id). Light on
 * purpose: the home page's first load carries it.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { type Gender, genders } from "@vyom/catalog/contract";
import { laterRules } from "@/components/offline-form/later-rules.ts";
import type { FieldSpec, FormValues } from "@/components/offline-form/offline-form.fields.ts";
import { ticked } from "@/components/offline-form/offline-form.fields.ts";
import { todayInIndia } from "@/lib/dates.ts";
import {
  type BookTestField,
  type BookTestPatientField,
  type BookTestValues,
  fieldError,
} from "./book-test.rules.ts";

export type BookTestName = BookTestField | BookTestPatientField | "ageOnly" | "policy";

const check =
  (field: BookTestField) =>
  (value: string): string | undefined =>
    // `today` decides a past date: India's date at the moment of the check.
    fieldError(field, { ...blank, [field]: value }, todayInIndia());

/** The patient's rules, loaded once the page is ready (later-rules.ts says why). */
export const patientRules = laterRules(() => import("./book-test.patient.rules.ts"));

const checkPatient =
  (field: BookTestPatientField) =>
  (value: string): string | undefined =>
    // `today` bounds a date of birth: not after it, at most 120 years before it. Not checked
    // until the rules have arrived, moments after the page; the API checks the same rules.
    patientRules.now()?.patientFieldError(field, value, todayInIndia());

const blank: BookTestValues = { name: "", mobileNumber: "", date: "", pincode: "", policy: false };

/** The person does not know the date of birth: the age is asked instead, as at checkout. */
const ageOnly = (values: FormValues<BookTestName>) => values.ageOnly === ticked;

/** The genders' words on this form (the contract's `genderLabels`, in the reader's language). */
const genderWords: Record<Gender, MessageDescriptor> = {
  female: msg`Female`,
  male: msg`Male`,
  other: msg`Other`,
};

/** The fields, their words in the reader's language (`say` translates one). */
export const bookTestFields = (
  policyLabel: FieldSpec<BookTestName>["label"],
  say: (words: MessageDescriptor) => string,
) =>
  [
    {
      name: "name",
      id: "book-test-name",
      label: say(msg`Name`),
      kind: "name",
      check: check("name"),
      autoComplete: "name",
    },
    {
      name: "mobileNumber",
      id: "book-test-mobile",
      label: say(msg`Mobile number`),
      kind: "mobile",
      check: check("mobileNumber"),
      autoComplete: "tel-national",
    },
    {
      name: "date",
      id: "book-test-date",
      label: say(msg`Collection date`),
      kind: "date",
      check: check("date"),
      min: todayInIndia,
    },
    {
      name: "pincode",
      id: "book-test-pincode",
      label: say(msg`Pincode`),
      kind: "pincode",
      check: check("pincode"),
      autoComplete: "postal-code",
    },
    {
      name: "birthDate",
      id: "book-test-birth-date",
      label: say(msg`Date of birth`),
      hint: "DD/MM/YYYY",
      kind: "birth-date",
      check: checkPatient("birthDate"),
      autoComplete: "bday",
      shownWhen: (values) => !ageOnly(values),
    },
    {
      name: "age",
      id: "book-test-age",
      label: say(msg`Age in years`),
      kind: "age",
      check: checkPatient("age"),
      autoComplete: "off",
      shownWhen: ageOnly,
    },
    {
      name: "ageOnly",
      id: "book-test-age-only",
      label: say(msg`I don't know the date: enter age`),
      kind: "checkbox",
      check: () => undefined,
    },
    {
      name: "gender",
      id: "book-test-gender",
      label: say(msg`Gender`),
      kind: "select",
      options: genders.map((value: Gender) => ({ value, label: say(genderWords[value]) })),
      check: checkPatient("gender"),
    },
    {
      name: "policy",
      id: "book-test-policy",
      label: policyLabel,
      kind: "checkbox",
      check: () => undefined,
    },
  ] as const satisfies readonly FieldSpec<BookTestName>[];

/** The booking's body, its builder loaded on the first submit. */
export async function bookTestPayload(values: FormValues<BookTestName>) {
  const { bookingPayload } = await import("./book-test.payload.ts");
  const { birthDate, age, gender } = values;
  return bookingPayload({
    ...values,
    policy: values.policy === ticked,
    person: { birthDate, age, ageOnly: ageOnly(values), gender },
  });
}
