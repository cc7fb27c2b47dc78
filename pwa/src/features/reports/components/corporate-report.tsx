import { PageShell } from "@/components/page-shell.tsx";
import { ReportOtpFlow } from "./report-otp-flow.tsx";
import "../reports.css";

/** Corporate id + employee id → OTP to the employee's registered mobile → their reports. */
export function CorporateReport({ title }: { title: string }) {
  return (
    <PageShell title={title}>
      <p className="page-lead">Reports of your corporate health check-up.</p>
      <ReportOtpFlow kind="employee" />
    </PageShell>
  );
}
