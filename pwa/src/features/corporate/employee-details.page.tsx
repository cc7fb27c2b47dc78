import { PageShell } from "@/components/page-shell.tsx";
import { SubmissionForm } from "@/components/submission-form.tsx";
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
      <section className="card" aria-label="Your details" style={{ width: "100%" }}>
        <SubmissionForm
          kind="employee-details"
          idPrefix="employee"
          fields={employeeFields}
          toPayload={employeePayload}
          submitLabel="Submit details"
        />
      </section>
    </PageShell>
  );
}
