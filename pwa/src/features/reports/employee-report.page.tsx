import { ComingSoonPage } from "@/components/coming-soon.tsx";

/** /employee-report: reports of corporate employees. */
export function EmployeeReportPage() {
  return <ComingSoonPage title="Employee Reports" />;
}
