import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
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
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  // The fields' words follow the reader's language.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `locale` is what changes the words
  const fields = useMemo(() => employeeFields((words) => i18n._(words)), [locale]);
  return (
    <PageShell title={t`Employee Details`}>
      <p className="page-lead">
        {t`Your company has arranged a health check-up with us. Fill in your details and the day you prefer: we will call you to confirm the time and where the sample is collected.`}
      </p>
      <section className="card sform-section" aria-label={t`Your details`}>
        <OfflineForm
          kind="employee-details"
          idPrefix="employee"
          fields={fields}
          toPayload={employeePayload}
          submitLabel={t`Submit details`}
          sendingLabel={t`Sending...`}
          look="card"
          note={<OfflineNote />}
        />
      </section>
    </PageShell>
  );
}
