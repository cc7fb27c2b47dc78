import { ComingSoonPage } from "@/components/coming-soon.tsx";

/** /corporate: corporate health check-ups and the corporate enquiry form. */
export function CorporatePage() {
  return <ComingSoonPage title="Corporate Health Services" />;
}
