import { ComingSoonPage } from "@/components/coming-soon.tsx";

/** /download-report-via-otp: report download verified by an OTP to the registered mobile. */
export function DownloadReportViaOtpPage() {
  return <ComingSoonPage title="Download Reports with OTP" />;
}
