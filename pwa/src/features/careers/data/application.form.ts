/**
 * The job application form as the offline form builder takes it: its fields with the contract's
 * checks (application.rules.ts), the résumé, and the body of `POST /api/careers/applications`
 * (sent as multipart with the résumé).
 */

import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { formatFileSize, resumeFileRule } from "@vyom/catalog/contract";
import type {
  FieldSpec,
  FileFieldSpec,
  FormValues,
} from "@/components/offline-form/offline-form.fields.ts";
import { checkFile } from "@/components/offline-form/offline-form.file-check.ts";
import { FileInput } from "@/components/offline-form/offline-form-file.tsx";
import { applicationChecks, coverNoteMaxLength, optionalCoverNote } from "./application.rules.ts";

type Name = "name" | "mobileNumber" | "email" | "coverNote";

/** application.rules.ts's message (English there: the API's tests run that module), translated. */
export const resumeRequiredWords = msg`Please attach your résumé (PDF, DOC or DOCX)`;

/** The fields, their words in the reader's language (`say` translates one). */
export const applicationFields = (
  say: (words: MessageDescriptor) => string,
): readonly FieldSpec<Name>[] => [
  {
    name: "name",
    label: say(msg`Name`),
    kind: "name",
    check: applicationChecks.name,
    autoComplete: "name",
  },
  {
    name: "mobileNumber",
    label: say(msg`Mobile number`),
    kind: "mobile",
    check: applicationChecks.mobileNumber,
    autoComplete: "tel-national",
  },
  {
    name: "email",
    label: say(msg`E-mail`),
    kind: "email",
    check: applicationChecks.email,
    autoComplete: "email",
    maxLength: 254,
  },
  {
    name: "coverNote",
    label: say(msg`Cover note (optional)`),
    kind: "textarea",
    check: optionalCoverNote,
    rows: 3,
    maxLength: coverNoteMaxLength,
  },
];

export const resumeFile = (say: (words: MessageDescriptor) => string): FileFieldSpec => ({
  name: "resume",
  label: say(msg`Résumé (PDF, DOC or DOCX)`),
  hint: say(msg`PDF, DOC or DOCX, at most 5 MB.`),
  accept: [".pdf", ".doc", ".docx", ...resumeFileRule.types].join(","),
  required: say(resumeRequiredWords),
  check: async (file) => {
    const checked = await checkFile(file, resumeFileRule);
    return checked.ok ? undefined : checked.message;
  },
  Input: FileInput,
  describe: (file) => `${file.name} · ${formatFileSize(file.size)}`,
});

export function applicationPayload(jobId: string, values: FormValues<Name>) {
  const coverNote = values.coverNote.trim();
  return {
    jobId,
    name: values.name.trim(),
    mobileNumber: values.mobileNumber,
    email: values.email.trim(),
    ...(coverNote === "" ? {} : { coverNote }),
  };
}
