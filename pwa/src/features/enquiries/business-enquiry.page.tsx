import "./enquiries.css";
import { Trans, useLingui } from "@lingui/react/macro";
import { brand } from "@vyom/catalog";
import { useMemo } from "react";
import { PageShell } from "@/components/page-shell.tsx";
import "@/components/offline-form/offline-form-card.css";
import { OfflineForm } from "@/components/offline-form/offline-form.tsx";
import { OfflineNote } from "@/components/offline-form/offline-form-note.tsx";
import { franchiseFields, franchisePayload } from "./franchise-enquiry.fields.ts";

/** /business-enquiry: the franchise model, and the franchise enquiry form (works offline). */
export function BusinessEnquiryPage() {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  // The fields' words follow the reader's language.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `locale` is what changes the words
  const fields = useMemo(() => franchiseFields((words) => i18n._(words)), [locale]);
  const brandName = brand.name;
  return (
    <PageShell title={t`Franchise Enquiry`} className="enquiry-page">
      <div className="enquiry-layout">
        <section className="enquiry-offer" aria-labelledby="franchise-model">
          <h2 id="franchise-model">{t`Open a ${brandName} centre`}</h2>
          <p className="page-lead">
            {t`Partner with us to bring accurate, affordable diagnostics to your town.`}
          </p>
          <ul>
            <li>
              <Trans>
                <strong>Collection centre</strong>: 200-400 sq ft; samples go to our accredited
                laboratory the same day.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Diagnostic centre</strong>: laboratory, X-ray, ultrasound and ECG, with our
                radiologists reporting remotely.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>What we provide</strong>: the brand, equipment advice, staff training, the
                booking app and home collection leads from your area.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>What we look for</strong>: a ground-floor site on a main road and a partner
                who knows the local doctors and patients.
              </Trans>
            </li>
          </ul>
        </section>
        <section className="card enquiry-form-card" aria-labelledby="franchise-form">
          <h2 id="franchise-form">{t`Send your enquiry`}</h2>
          <OfflineForm
            kind="franchise-enquiry"
            idPrefix="franchise"
            fields={fields}
            toPayload={franchisePayload}
            submitLabel={t`Send enquiry`}
            sendingLabel={t`Sending...`}
            look="card"
            note={<OfflineNote />}
          />
        </section>
      </div>
    </PageShell>
  );
}
