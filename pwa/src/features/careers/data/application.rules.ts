/**
 * The job application's rules: the booking form's name and mobile rules
 * (docs/product.md#validation, the API applies the same), an e-mail, an optional cover note, and
 * the résumé's file rule (PDF, DOC or DOCX, at most 5 MB) that the API applies too, checked on the
 * device by sync/outbox-file.ts.
 */
import {
  cleanMobile,
  cleanPersonName,
  isIndianMobile,
  personNameMaxLength,
  personNamePattern,
} from "@vyom/catalog/contract";
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

export const nameMaxLength = personNameMaxLength;
export const coverNoteMaxLength = 2000;

export const applicationMessages = {
  nameRequired: "Please enter your name",
  nameLetters: "Please enter only alphabetic characters",
  mobile: "Enter valid number",
  email: "Enter a valid e-mail address",
  resumeRequired: "Please attach your résumé (PDF, DOC or DOCX)",
};

// The shape the API's zod e-mail check accepts: local part, @, a dotted domain.
const emailPattern = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** Letters (any script) and spaces only, no leading spaces (the contract's name rule). */
export const cleanName = cleanPersonName;

export { cleanMobile };

export type ApplicationField = "name" | "mobileNumber" | "email";
export const applicationFields: readonly ApplicationField[] = ["name", "mobileNumber", "email"];

export function fieldError(field: ApplicationField, values: ApplicationValues): string | undefined {
  if (field === "name") {
    const name = values.name.trim();
    if (name === "") return applicationMessages.nameRequired;
    return personNamePattern.test(name) ? undefined : applicationMessages.nameLetters;
  }
  if (field === "mobileNumber") {
    return isIndianMobile(values.mobileNumber) ? undefined : applicationMessages.mobile;
  }
  return emailPattern.test(values.email.trim()) ? undefined : applicationMessages.email;
}
