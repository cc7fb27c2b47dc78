import { ComingSoonPage } from "@/components/coming-soon.tsx";

/** /careers: life at the company and open roles. */
export function CareersPage() {
  return <ComingSoonPage title="Careers" />;
}
