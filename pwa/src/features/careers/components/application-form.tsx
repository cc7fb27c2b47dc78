import type { JobOpening } from "@vyom/catalog";
import type { SendForm } from "@/components/offline-form/offline-form.send.ts";
import { OfflineForm } from "@/components/offline-form/offline-form.tsx";
import { savedOnPhone } from "@/lib/delivery-words.ts";
import { applicationFields, applicationPayload, resumeFile } from "../data/application.form.ts";

export const applicationSentToast = "☎️ Our HR team will call you soon!";
export const applicationSavedToast = savedOnPhone("Application");

interface Props {
  job: JobOpening;
  /** Sends it (default: through the outbox); tests pass their own. */
  send?: SendForm;
}

/**
 * Apply for one opening: name, mobile, e-mail, résumé (checked on the device as the API checks
 * it) and an optional cover note. Saved on the phone first, so it is never lost offline; the
 * app then goes to /thanks saying whether it was sent or is waiting.
 */
export function ApplicationForm({ job, send }: Props) {
  return (
    <OfflineForm
      kind="career-application"
      idPrefix={`apply-${job.id}`}
      fields={applicationFields}
      file={resumeFile}
      toPayload={(values) => applicationPayload(job.id, values)}
      submitLabel="Submit Application"
      sendingLabel="Sending..."
      toasts={{ sent: applicationSentToast, saved: applicationSavedToast }}
      look="upload"
      aria-label={`Apply for ${job.title}`}
      send={send}
    />
  );
}
