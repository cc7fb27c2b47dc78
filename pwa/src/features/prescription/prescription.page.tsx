import { ComingSoonPage } from "@/components/coming-soon.tsx";

/** /prescription: upload a prescription and get a call back. */
export function PrescriptionPage() {
  return <ComingSoonPage title="Upload Prescription" />;
}
