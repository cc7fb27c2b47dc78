import "./enquiries.css";
import { PageShell } from "@/components/page-shell.tsx";
import "@/components/offline-form/offline-form-card.css";
import { OfflineForm } from "@/components/offline-form/offline-form.tsx";
import { OfflineNote } from "@/components/offline-form/offline-form-note.tsx";
import { corporateFields, corporatePayload } from "./corporate-enquiry.fields.ts";

/** /corporate: what we offer companies, and the corporate enquiry form (works offline). */
export function CorporatePage() {
  return (
    <PageShell title="Corporate Health Services" className="enquiry-page">
      <div className="enquiry-layout">
        <section className="enquiry-offer" aria-labelledby="corporate-offer">
          <h2 id="corporate-offer">Healthy teams, without the paperwork</h2>
          <p className="page-lead">
            We run health check-ups for companies of every size, at our centres or at your office,
            with one point of contact and one monthly bill.
          </p>
          <ul>
            <li>
              <strong>Annual health check-ups</strong>: packages chosen for your workforce, with
              reports each employee downloads with their employee id.
            </li>
            <li>
              <strong>Pre-employment check-ups</strong>: results within 48 hours, in the format your
              HR team needs.
            </li>
            <li>
              <strong>On-site health camps</strong>: our phlebotomists, ECG and eye screening at
              your premises, on the days that suit your shifts.
            </li>
            <li>
              <strong>Home sample collection</strong> for employees and their families at corporate
              prices.
            </li>
          </ul>
        </section>
        <section className="card enquiry-form-card" aria-labelledby="corporate-form">
          <h2 id="corporate-form">Tell us about your company</h2>
          <OfflineForm
            kind="corporate-enquiry"
            idPrefix="corporate"
            fields={corporateFields}
            toPayload={corporatePayload}
            submitLabel="Send enquiry"
            sendingLabel="Sending..."
            look="card"
            note={<OfflineNote />}
          />
        </section>
      </div>
    </PageShell>
  );
}
