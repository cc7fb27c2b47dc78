/**
 * The prescription form (/prescription) as the offline form builder takes it: its fields with the
 * contract's checks (prescription.rules.ts), the photo or PDF, and the body of
 * `POST /api/prescriptions` (sent as multipart with the file).
 */

import { formatFileSize, prescriptionFileRule } from "@vyom/catalog/contract";
import type {
  FieldSpec,
  FileFieldSpec,
  FormValues,
} from "@/components/offline-form/offline-form.fields.ts";
import { checkFile } from "@/components/offline-form/offline-form.file-check.ts";
import { FileInput } from "@/components/offline-form/offline-form-file.tsx";
import {
  noteMaxLength,
  optionalNote,
  prescriptionChecks,
  prescriptionMessages,
} from "./prescription.rules.ts";
import { shrinkPhoto } from "./shrink-photo.ts";

type Name = "name" | "mobileNumber" | "note";

export const prescriptionFields: readonly FieldSpec<Name>[] = [
  {
    name: "name",
    label: "Name",
    kind: "name",
    check: prescriptionChecks.name,
    autoComplete: "name",
  },
  {
    name: "mobileNumber",
    label: "Mobile number",
    kind: "mobile",
    check: prescriptionChecks.mobileNumber,
    autoComplete: "tel-national",
  },
  {
    name: "note",
    label: "Note (optional)",
    kind: "textarea",
    check: optionalNote,
    rows: 3,
    maxLength: noteMaxLength,
  },
];

export const prescriptionFile: FileFieldSpec = {
  name: "file",
  label: "Prescription (photo or PDF)",
  hint: "A clear photo or a PDF (JPEG, PNG, WebP or PDF), at most 5 MB.",
  // On phones, `image/*` offers the camera as well as files.
  accept: "image/*,application/pdf",
  required: prescriptionMessages.fileRequired,
  // Shrunk before the checks: a big camera photo over 5 MB is fine once made smaller.
  prepare: shrinkPhoto,
  check: async (file) => {
    const checked = await checkFile(file, prescriptionFileRule);
    return checked.ok ? undefined : checked.message;
  },
  Input: FileInput,
  describe: (file, originalSize) =>
    `${file.name} · ${formatFileSize(file.size)}${
      originalSize ? ` (made smaller from ${formatFileSize(originalSize)} for a faster upload)` : ""
    }`,
  previewAlt: "Preview of your prescription",
};

export function prescriptionPayload(values: FormValues<Name>) {
  const note = values.note.trim();
  return {
    name: values.name.trim(),
    mobileNumber: values.mobileNumber,
    ...(note === "" ? {} : { note }),
  };
}
