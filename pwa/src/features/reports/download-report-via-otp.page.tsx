import { PageShell } from "@/components/page-shell.tsx";
import { ReportOtpFlow } from "./components/report-otp-flow.tsx";
import "./reports.css";

/** /download-report-via-otp: mobile → OTP → that number's reports. */
export function DownloadReportViaOtpPage() {
  return (
    <PageShell title="Download Reports with OTP">
      <ReportOtpFlow kind="mobile" />
    </PageShell>
  );
}
