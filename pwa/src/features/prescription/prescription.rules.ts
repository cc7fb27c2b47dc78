/**
 * The prescription form's rules: the booking form's name and mobile rules
 * (docs/product.md#validation, the API applies the same), an optional note, and the file rule the
 * API applies (PDF or a photo, at most 5 MB), checked on the device by sync/outbox-file.ts.
 */
import {
  cleanMobile,
  cleanPersonName,
  isIndianMobile,
  personNameMaxLength,
  personNamePattern,
} from "@vyom/catalog/contract";
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

export const nameMaxLength = personNameMaxLength;
export const noteMaxLength = 500;

export const prescriptionMessages = {
  nameRequired: "Please enter your name",
  nameLetters: "Please enter only alphabetic characters",
  mobile: "Enter valid number",
  fileRequired: "Please choose a photo or PDF of your prescription",
};

/** Letters (any script) and spaces only, no leading spaces (the contract's name rule). */
export const cleanName = cleanPersonName;

export { cleanMobile };

export type PrescriptionField = "name" | "mobileNumber";

export function fieldError(
  field: PrescriptionField,
  values: PrescriptionValues,
): string | undefined {
  if (field === "name") {
    const name = values.name.trim();
    if (name === "") return prescriptionMessages.nameRequired;
    return personNamePattern.test(name) ? undefined : prescriptionMessages.nameLetters;
  }
  return isIndianMobile(values.mobileNumber) ? undefined : prescriptionMessages.mobile;
}
