import { ComingSoonPage } from "@/components/coming-soon.tsx";

/** /download-report-via-corporate-login: report download for corporate customers. */
export function DownloadReportViaCorporateLoginPage() {
  return <ComingSoonPage title="Corporate Report Login" />;
}
