/**
 * The job application's rules: the booking form's name and mobile rules
 * (docs/product.md#validation, the API applies the same), an e-mail, an optional cover note, and
 * the résumé's file rule (PDF, DOC or DOCX, at most 5 MB) that the API applies too, checked on the
 * device by sync/outbox-file.ts.
 */
import { isValidIndianMobile } from "@/lib/field-rules.ts";
import type { FileRule } from "@/sync/outbox-file.ts";

export interface ApplicationValues {
  name: string;
  mobileNumber: string;
  email: string;
  coverNote: string;
}

export const emptyApplication: ApplicationValues = {
  name: "",
  mobileNumber: "",
  email: "",
  coverNote: "",
};

export const resumeRule: FileRule = { label: "résumé", kinds: ["pdf", "doc", "docx"] };

/** What the file picker offers. */
export const resumeAccept =
  ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document";

export const nameMaxLength = 100;
export const coverNoteMaxLength = 2000;

export const applicationMessages = {
  nameRequired: "Please enter your name",
  nameLetters: "Please enter only alphabetic characters",
  mobile: "Enter valid number",
  email: "Enter a valid e-mail address",
  resumeRequired: "Please attach your résumé (PDF, DOC or DOCX)",
};

const notNameCharacters = /[^\p{L}\p{M} ]/gu;
const namePattern = /^[\p{L}\p{M}]+(?: +[\p{L}\p{M}]+)*$/u;
// The shape the API's zod e-mail check accepts: local part, @, a dotted domain.
const emailPattern = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export const cleanName = (raw: string) =>
  raw.replace(notNameCharacters, "").replace(/^ +/, "").slice(0, nameMaxLength);

/** Digits only, at most 10; a leading 0 or a +91 in front of a full number is dropped. */
export function cleanMobile(raw: string): string {
  let digits = raw.replace(/\D/g, "");
  if (raw.trim().startsWith("+91") || (digits.length === 12 && digits.startsWith("91"))) {
    digits = digits.slice(2);
  }
  return digits.replace(/^0+/, "").slice(0, 10);
}

export type ApplicationField = "name" | "mobileNumber" | "email";
export const applicationFields: readonly ApplicationField[] = ["name", "mobileNumber", "email"];

export function fieldError(field: ApplicationField, values: ApplicationValues): string | undefined {
  if (field === "name") {
    const name = values.name.trim();
    if (name === "") return applicationMessages.nameRequired;
    return namePattern.test(name) ? undefined : applicationMessages.nameLetters;
  }
  if (field === "mobileNumber") {
    return isValidIndianMobile(values.mobileNumber) ? undefined : applicationMessages.mobile;
  }
  return emailPattern.test(values.email.trim()) ? undefined : applicationMessages.email;
}
