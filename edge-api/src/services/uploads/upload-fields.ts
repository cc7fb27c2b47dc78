/**
 * The text fields the upload forms share: the contract's contact fields
 * (catalog/src/contract/schemas/contact.ts), built from the very checks the app's prescription
 * and careers forms show, so both refuse the same values in the same words.
 */
import { contactEmail, contactMobile, contactName } from "@vyom/catalog/contract/schemas";
import { multilineText } from "../../http/text-rule.ts";

export const personName = contactName;
export const mobileNumber = contactMobile;
export const emailAddress = contactEmail;

/** An optional free-text field (a textarea): absent or blank means none. */
export const optionalText = (max: number, label: string) =>
  multilineText()
    .trim()
    .max(max, `${label} is at most ${max} characters`)
    .optional()
    .transform((value) => (value === "" ? undefined : value));
