import { ComingSoonPage } from "@/components/coming-soon.tsx";

/** /business-enquiry: the franchise enquiry form. */
export function BusinessEnquiryPage() {
  return <ComingSoonPage title="Franchise Enquiry" />;
}
