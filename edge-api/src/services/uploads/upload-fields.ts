/**
 * The text fields the upload forms share, with the booking form's rules
 * (docs/product.md#validation) so a name or number accepted there is accepted here.
 */
import { mobilePattern, personNamePattern } from "@vyom/catalog/contract";
import { z } from "zod";
import { multilineText, text } from "../../http/text-rule.ts";

export const personName = text({ error: "Name is required" })
  .trim()
  .min(1, { error: "Name is required", abort: true })
  .max(100, "Name is at most 100 characters")
  .regex(personNamePattern, "Please enter only alphabetic characters");

export const mobileNumber = text({ error: "Mobile number is required" }).regex(
  mobilePattern,
  "Enter valid number: 10 digits starting with 6-9",
);

export const emailAddress = text({ error: "E-mail is required" })
  .trim()
  .max(200, "E-mail is at most 200 characters")
  .pipe(z.email("Enter a valid e-mail address"));

/** An optional free-text field (a textarea): absent or blank means none. */
export const optionalText = (max: number, label: string) =>
  multilineText()
    .trim()
    .max(max, `${label} is at most ${max} characters`)
    .optional()
    .transform((value) => (value === "" ? undefined : value));
