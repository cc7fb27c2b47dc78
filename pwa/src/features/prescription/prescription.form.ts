/**
 * The prescription form (/prescription) as the offline form builder takes it: its fields with the
 * contract's checks (prescription.rules.ts), the photo or PDF, and the body of
 * `POST /api/prescriptions` (sent as multipart with the file).
 */

import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { formatFileSize, prescriptionFileRule } from "@vyom/catalog/contract";
import type {
  FieldSpec,
  FileFieldSpec,
  FormValues,
} from "@/components/offline-form/offline-form.fields.ts";
import { checkFile } from "@/components/offline-form/offline-form.file-check.ts";
import { FileInput } from "@/components/offline-form/offline-form-file.tsx";
import { noteMaxLength, optionalNote, prescriptionChecks } from "./prescription.rules.ts";
import { shrinkPhoto } from "./shrink-photo.ts";

type Name = "name" | "mobileNumber" | "note";

/** prescription.rules.ts's message (English there: the API's tests run that module), translated. */
export const fileRequiredWords = msg`Please choose a photo or PDF of your prescription`;

/** The fields, their words in the reader's language (`say` translates one). */
export const prescriptionFields = (
  say: (words: MessageDescriptor) => string,
): readonly FieldSpec<Name>[] => [
  {
    name: "name",
    label: say(msg`Name`),
    kind: "name",
    check: prescriptionChecks.name,
    autoComplete: "name",
  },
  {
    name: "mobileNumber",
    label: say(msg`Mobile number`),
    kind: "mobile",
    check: prescriptionChecks.mobileNumber,
    autoComplete: "tel-national",
  },
  {
    name: "note",
    label: say(msg`Note (optional)`),
    kind: "textarea",
    check: optionalNote,
    rows: 3,
    maxLength: noteMaxLength,
  },
];

export const prescriptionFile = (say: (words: MessageDescriptor) => string): FileFieldSpec => ({
  name: "file",
  label: say(msg`Prescription (photo or PDF)`),
  hint: say(msg`A clear photo or a PDF (JPEG, PNG, WebP or PDF), at most 5 MB.`),
  // On phones, `image/*` offers the camera as well as files.
  accept: "image/*,application/pdf",
  required: say(fileRequiredWords),
  // Shrunk before the checks: a big camera photo over 5 MB is fine once made smaller.
  prepare: shrinkPhoto,
  check: async (file) => {
    const checked = await checkFile(file, prescriptionFileRule);
    return checked.ok ? undefined : checked.message;
  },
  Input: FileInput,
  describe: (file, originalSize) => {
    const size = formatFileSize(file.size);
    if (!originalSize) return `${file.name} · ${size}`;
    const original = formatFileSize(originalSize);
    return `${file.name} · ${size} ${say(msg`(made smaller from ${original} for a faster upload)`)}`;
  },
  previewAlt: say(msg`Preview of your prescription`),
});

export function prescriptionPayload(values: FormValues<Name>) {
  const note = values.note.trim();
  return {
    name: values.name.trim(),
    mobileNumber: values.mobileNumber,
    ...(note === "" ? {} : { note }),
  };
}
