import { msg } from "@lingui/core/macro";
import { CorporateReport } from "./components/corporate-report.tsx";

/** /employee-report: reports of corporate employees (the same flow as the corporate login). */
export function EmployeeReportPage() {
  return <CorporateReport title={msg`Employee Reports`} />;
}
