import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { PageShell } from "@/components/page-shell.tsx";
import { ReportOtpFlow } from "./report-otp-flow.tsx";
import "../reports.css";

/** Corporate id + employee id → OTP to the employee's registered mobile → their reports. */
export function CorporateReport({ title }: { title: MessageDescriptor }) {
  const { t, i18n } = useLingui();
  return (
    <PageShell title={i18n._(title)}>
      <p className="page-lead">{t`Reports of your corporate health check-up.`}</p>
      <ReportOtpFlow kind="employee" />
    </PageShell>
  );
}
