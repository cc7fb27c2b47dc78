import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import type { SendForm } from "@/components/offline-form/offline-form.send.ts";
import { OfflineForm } from "@/components/offline-form/offline-form.tsx";
import { CONTACT_SOON, savedOnPhone } from "@/lib/delivery-words.ts";
import { prescriptionFields, prescriptionFile, prescriptionPayload } from "../prescription.form.ts";

export const prescriptionSentToast = CONTACT_SOON;
export const prescriptionSavedToast = savedOnPhone("Prescription");

interface Props {
  /** Sends it (default: through the outbox); tests pass their own. */
  send?: SendForm;
}

/**
 * Name, mobile and a photo or PDF of the prescription. The file is checked on the device as the
 * API checks it (its bytes, its size); the submission is saved on the phone first, so it is
 * never lost offline, and the app goes to /thanks saying whether it was sent or is waiting.
 */
export function PrescriptionForm({ send }: Props) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  // The fields' words follow the reader's language.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `locale` is what changes the words
  const said = useMemo(() => {
    const say = (words: MessageDescriptor) => i18n._(words);
    return { fields: prescriptionFields(say), file: prescriptionFile(say) };
  }, [locale]);
  return (
    <OfflineForm
      kind="prescription"
      idPrefix="prescription"
      fields={said.fields}
      file={said.file}
      toPayload={prescriptionPayload}
      submitLabel={t`Upload Prescription`}
      sendingLabel={t`Uploading...`}
      toasts={{ sent: prescriptionSentToast, saved: prescriptionSavedToast }}
      look="upload"
      send={send}
    />
  );
}
