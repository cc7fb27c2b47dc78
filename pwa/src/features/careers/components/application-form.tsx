import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import type { JobOpening } from "@vyom/catalog";
import { useMemo } from "react";
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
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  // The fields' words follow the reader's language.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `locale` is what changes the words
  const said = useMemo(() => {
    const say = (words: MessageDescriptor) => i18n._(words);
    return { fields: applicationFields(say), file: resumeFile(say) };
  }, [locale]);
  const title = job.title;
  return (
    <OfflineForm
      kind="career-application"
      idPrefix={`apply-${job.id}`}
      fields={said.fields}
      file={said.file}
      toPayload={(values) => applicationPayload(job.id, values)}
      submitLabel={t`Submit Application`}
      sendingLabel={t`Sending...`}
      toasts={{ sent: applicationSentToast, saved: applicationSavedToast }}
      look="upload"
      aria-label={t`Apply for ${title}`}
      send={send}
    />
  );
}
