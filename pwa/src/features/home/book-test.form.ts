/**
 * The Book Test Now form as the offline form builder takes it: the four fields with the
 * contract's checks and messages (book-test.rules.ts), the terms checkbox, and the ids the
 * prerendered page has (docs/decisions/006-prerendered-pages.md: what is typed before hydration is
 * kept by id). Light on purpose: the home page's first load carries it.
 */
import type { FieldSpec, FormValues } from "@/components/offline-form/offline-form.fields.ts";
import { ticked } from "@/components/offline-form/offline-form.fields.ts";
import { todayInIndia } from "@/lib/dates.ts";
import { type BookTestField, type BookTestValues, fieldError } from "./book-test.rules.ts";

export type BookTestName = BookTestField | "policy";

const check =
  (field: BookTestField) =>
  (value: string): string | undefined =>
    // `today` decides a past date: India's date at the moment of the check.
    fieldError(field, { ...blank, [field]: value }, todayInIndia());

const blank: BookTestValues = { name: "", mobileNumber: "", date: "", pincode: "", policy: false };

export const bookTestFields = (policyLabel: FieldSpec<BookTestName>["label"]) =>
  [
    {
      name: "name",
      id: "book-test-name",
      label: "Name",
      kind: "name",
      check: check("name"),
      autoComplete: "name",
    },
    {
      name: "mobileNumber",
      id: "book-test-mobile",
      label: "Mobile number",
      kind: "mobile",
      check: check("mobileNumber"),
      autoComplete: "tel-national",
    },
    {
      name: "date",
      id: "book-test-date",
      label: "Collection date",
      kind: "date",
      check: check("date"),
      min: todayInIndia,
    },
    {
      name: "pincode",
      id: "book-test-pincode",
      label: "Pincode",
      kind: "pincode",
      check: check("pincode"),
      autoComplete: "postal-code",
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
  return bookingPayload({ ...values, policy: values.policy === ticked });
}
