import { ComingSoonPage } from "@/components/coming-soon.tsx";

/** /employee-details: details of a corporate employee for their health check. */
export function EmployeeDetailsPage() {
  return <ComingSoonPage title="Employee Details" />;
}
