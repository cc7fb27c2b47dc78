import "./enquiries.css";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import { PageShell } from "@/components/page-shell.tsx";
import "@/components/offline-form/offline-form-card.css";
import { OfflineForm } from "@/components/offline-form/offline-form.tsx";
import { OfflineNote } from "@/components/offline-form/offline-form-note.tsx";
import { corporateFields, corporatePayload } from "./corporate-enquiry.fields.ts";

/** /corporate: what we offer companies, and the corporate enquiry form (works offline). */
export function CorporatePage() {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  // The fields' words follow the reader's language.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `locale` is what changes the words
  const fields = useMemo(() => corporateFields((words) => i18n._(words)), [locale]);
  return (
    <PageShell title={t`Corporate Health Services`} className="enquiry-page">
      <div className="enquiry-layout">
        <section className="enquiry-offer" aria-labelledby="corporate-offer">
          <h2 id="corporate-offer">{t`Healthy teams, without the paperwork`}</h2>
          <p className="page-lead">
            {t`We run health check-ups for companies of every size, at our centres or at your office, with one point of contact and one monthly bill.`}
          </p>
          <ul>
            <li>
              <Trans>
                <strong>Annual health check-ups</strong>: packages chosen for your workforce, with
                reports each employee downloads with their employee id.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Pre-employment check-ups</strong>: results within 48 hours, in the format
                your HR team needs.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>On-site health camps</strong>: our phlebotomists, ECG and eye screening at
                your premises, on the days that suit your shifts.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Home sample collection</strong> for employees and their families at
                corporate prices.
              </Trans>
            </li>
          </ul>
        </section>
        <section className="card enquiry-form-card" aria-labelledby="corporate-form">
          <h2 id="corporate-form">{t`Tell us about your company`}</h2>
          <OfflineForm
            kind="corporate-enquiry"
            idPrefix="corporate"
            fields={fields}
            toPayload={corporatePayload}
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
