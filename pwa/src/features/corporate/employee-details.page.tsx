import { PageShell } from "@/components/page-shell.tsx";
import "@/components/offline-form/offline-form-card.css";
import { OfflineForm } from "@/components/offline-form/offline-form.tsx";
import { OfflineNote } from "@/components/offline-form/offline-form-note.tsx";
import { employeeFields, employeePayload } from "./employee-details.fields.ts";

/**
 * /employee-details: an employee of a corporate client gives their details for the company's
 * health check. Saved on the phone and sent when online, like every form
 * (docs/product.md#forms-that-work-offline).
 */
export function EmployeeDetailsPage() {
  return (
    <PageShell title="Employee Details">
      <p className="page-lead">
        Your company has arranged a health check-up with us. Fill in your details and the day you
        prefer: we will call you to confirm the time and where the sample is collected.
      </p>
      <section className="card sform-section" aria-label="Your details">
        <OfflineForm
          kind="employee-details"
          idPrefix="employee"
          fields={employeeFields}
          toPayload={employeePayload}
          submitLabel="Submit details"
          sendingLabel="Sending..."
          look="card"
          note={<OfflineNote />}
        />
      </section>
    </PageShell>
  );
}
