/**
 * The job application's rules: the contract's contact rules (catalog/src/contract/enquiry.rules.ts,
 * which the API's upload fields are built from: one rule, one message on both sides) for the name,
 * mobile and e-mail, and an optional cover note; the résumé's file rule is resume.rule.ts. Imports
 * nothing but the contract, so edge-api/test/contract-agreement.test.ts runs it against the API.
 */
import { emailRule, mobileRule, nameRule, optionalText } from "@vyom/catalog/contract";

export interface ApplicationValues {
  name: string;
  mobileNumber: string;
  email: string;
  coverNote: string;
}

export const coverNoteMaxLength = 2000;

export const applicationMessages = {
  resumeRequired: "Please attach your résumé (PDF, DOC or DOCX)",
};

export type ApplicationField = "name" | "mobileNumber" | "email";

export const applicationChecks = {
  name: nameRule,
  mobileNumber: mobileRule,
  email: emailRule,
} as const;
export const optionalCoverNote = optionalText("Cover note", coverNoteMaxLength);

export function fieldError(field: ApplicationField, values: ApplicationValues): string | undefined {
  return applicationChecks[field](values[field]);
}
