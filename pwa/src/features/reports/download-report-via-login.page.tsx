import { brand } from "@vyom/catalog";
import { ComingSoonPage } from "@/components/coming-soon.tsx";

/** /download-report-via-vyom-login (brand slug): report download for logged-in customers. */
export function DownloadReportViaLoginPage() {
  return <ComingSoonPage title={`Download Reports with your ${brand.shortName} Login`} />;
}
