/**
 * The prescription form's rules: the booking form's name and mobile rules
 * (docs/product.md#validation, the API applies the same), an optional note, and the file rule the
 * API applies (PDF or a photo, at most 5 MB), checked on the device by sync/outbox-file.ts.
 */
import { isValidIndianMobile } from "@/lib/field-rules.ts";
import type { FileRule } from "@/sync/outbox-file.ts";

export interface PrescriptionValues {
  name: string;
  mobileNumber: string;
  note: string;
}

export const emptyPrescription: PrescriptionValues = { name: "", mobileNumber: "", note: "" };

export const prescriptionFileRule: FileRule = {
  label: "prescription",
  kinds: ["pdf", "jpeg", "png", "webp"],
};

/** What the file input offers: on phones, the camera as well as files. */
export const prescriptionAccept = "image/*,application/pdf";

export const nameMaxLength = 100;
export const noteMaxLength = 500;

export const prescriptionMessages = {
  nameRequired: "Please enter your name",
  nameLetters: "Please enter only alphabetic characters",
  mobile: "Enter valid number",
  fileRequired: "Please choose a photo or PDF of your prescription",
};

const notNameCharacters = /[^\p{L}\p{M} ]/gu;
const namePattern = /^[\p{L}\p{M}]+(?: +[\p{L}\p{M}]+)*$/u;

/** Letters (any script) and spaces only, no leading spaces. */
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

export type PrescriptionField = "name" | "mobileNumber";

export function fieldError(
  field: PrescriptionField,
  values: PrescriptionValues,
): string | undefined {
  if (field === "name") {
    const name = values.name.trim();
    if (name === "") return prescriptionMessages.nameRequired;
    return namePattern.test(name) ? undefined : prescriptionMessages.nameLetters;
  }
  return isValidIndianMobile(values.mobileNumber) ? undefined : prescriptionMessages.mobile;
}
