import { ComingSoonPage } from "@/components/coming-soon.tsx";

/** /careers/all-job-opening: every open role, with the application form. */
export function AllJobOpeningsPage() {
  return <ComingSoonPage title="All Job Openings" />;
}
