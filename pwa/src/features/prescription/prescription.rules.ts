/**
 * The prescription form's rules: the contract's contact rules (catalog/src/contract/enquiry.rules.ts,
 * which the API's upload fields are built from: one rule, one message on both sides) and an
 * optional note; the file's rule is prescription.file-rule.ts. Imports nothing but the contract, so
 * edge-api/test/contract-agreement.test.ts runs this very module against the API.
 */
import { mobileRule, nameRule, optionalText } from "@vyom/catalog/contract";

export interface PrescriptionValues {
  name: string;
  mobileNumber: string;
  note: string;
}

export const noteMaxLength = 500;

export const prescriptionMessages = {
  fileRequired: "Please choose a photo or PDF of your prescription",
};

export type PrescriptionField = "name" | "mobileNumber";

export const prescriptionChecks = { name: nameRule, mobileNumber: mobileRule } as const;
export const optionalNote = optionalText("Note", noteMaxLength);

export function fieldError(
  field: PrescriptionField,
  values: PrescriptionValues,
): string | undefined {
  return prescriptionChecks[field](values[field]);
}
