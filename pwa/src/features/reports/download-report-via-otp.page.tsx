import { useLingui } from "@lingui/react/macro";
import { PageShell } from "@/components/page-shell.tsx";
import { ReportOtpFlow } from "./components/report-otp-flow.tsx";
import "./reports.css";

/** /download-report-via-otp: mobile → OTP → that number's reports. */
export function DownloadReportViaOtpPage() {
  const { t } = useLingui();
  return (
    <PageShell title={t`Download Reports with OTP`}>
      <ReportOtpFlow kind="mobile" />
    </PageShell>
  );
}
