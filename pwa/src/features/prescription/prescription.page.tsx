import "@/components/upload-form.css";
import { Trans, useLingui } from "@lingui/react/macro";
import { brand } from "@vyom/catalog";
import { PageShell } from "@/components/page-shell.tsx";
import { knownText } from "@/i18n/known-text.ts";
import { i18n } from "@/i18n/runtime.tsx";
import { WILL_BE_SENT } from "@/lib/delivery-words.ts";
import { PrescriptionForm } from "./components/prescription-form.tsx";

/** /prescription: upload a prescription and get a call back to book the tests on it. */
export function PrescriptionPage() {
  const { t } = useLingui();
  // lib/delivery-words.ts's one instruction, by its English (enquiries/thanks.words.ts declares it).
  const willBeSent = i18n._(knownText(WILL_BE_SENT));
  const phone = brand.phone.display;
  return (
    <PageShell title={t`Upload Prescription`}>
      <p className="page-lead">
        <Trans>
          Send us a photo or PDF of your doctor's prescription. Our team will call you to book the
          tests on it, with home sample collection where available. Works offline too: {willBeSent}{" "}
          Or call <a href={brand.phone.tel}>{phone}</a>.
        </Trans>
      </p>
      <PrescriptionForm />
    </PageShell>
  );
}
