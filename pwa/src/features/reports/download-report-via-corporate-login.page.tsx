import { msg } from "@lingui/core/macro";
import { CorporateReport } from "./components/corporate-report.tsx";

/** /download-report-via-corporate-login: report download for corporate customers. */
export function DownloadReportViaCorporateLoginPage() {
  return <CorporateReport title={msg`Corporate Report Login`} />;
}
