import { ComingSoonPage } from "@/components/coming-soon.tsx";

/** /download-report: choose how to download a report. */
export function DownloadReportPage() {
  return <ComingSoonPage title="Download Reports" />;
}
