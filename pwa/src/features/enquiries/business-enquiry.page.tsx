import "./enquiries.css";
import { PageShell } from "@/components/page-shell.tsx";
import "@/components/offline-form/offline-form-card.css";
import { OfflineForm } from "@/components/offline-form/offline-form.tsx";
import { OfflineNote } from "@/components/offline-form/offline-form-note.tsx";
import { franchiseFields, franchisePayload } from "./franchise-enquiry.fields.ts";

/** /business-enquiry: the franchise model, and the franchise enquiry form (works offline). */
export function BusinessEnquiryPage() {
  return (
    <PageShell title="Franchise Enquiry" className="enquiry-page">
      <div className="enquiry-layout">
        <section className="enquiry-offer" aria-labelledby="franchise-model">
          <h2 id="franchise-model">Open a Vyom Diagnostics centre</h2>
          <p className="page-lead">
            Partner with us to bring accurate, affordable diagnostics to your town.
          </p>
          <ul>
            <li>
              <strong>Collection centre</strong>: 200-400 sq ft; samples go to our accredited
              laboratory the same day.
            </li>
            <li>
              <strong>Diagnostic centre</strong>: laboratory, X-ray, ultrasound and ECG, with our
              radiologists reporting remotely.
            </li>
            <li>
              <strong>What we provide</strong>: the brand, equipment advice, staff training, the
              booking app and home collection leads from your area.
            </li>
            <li>
              <strong>What we look for</strong>: a ground-floor site on a main road and a partner
              who knows the local doctors and patients.
            </li>
          </ul>
        </section>
        <section className="card enquiry-form-card" aria-labelledby="franchise-form">
          <h2 id="franchise-form">Send your enquiry</h2>
          <OfflineForm
            kind="franchise-enquiry"
            idPrefix="franchise"
            fields={franchiseFields}
            toPayload={franchisePayload}
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
