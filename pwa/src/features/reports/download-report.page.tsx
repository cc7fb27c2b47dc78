import { brand } from "@vyom/catalog";
import { Link } from "@/components/link.tsx";
import { PageShell } from "@/components/page-shell.tsx";
import { useListInHistory, useProofArrival } from "./components/use-proof-arrival.ts";
import "./reports.css";

const ways = [
  {
    to: "/download-report-via-otp",
    title: "With an OTP on your mobile",
    text: "Enter the mobile number you gave at the sample collection; we send it a one-time password.",
    action: "Use OTP",
  },
  {
    to: `/download-report-via-${brand.slug}-login`,
    title: `With your ${brand.shortName} login`,
    text: "Log in to see every report of your registered number.",
    action: `Use ${brand.shortName} login`,
  },
  {
    to: "/download-report-via-corporate-login",
    title: "Corporate health check",
    text: "Enter your Corporate ID and Employee ID; the OTP goes to your registered mobile.",
    action: "Use corporate login",
  },
] as const;

/**
 * /download-report: choose how to prove whose reports these are. A report page opened without
 * any proof (a saved link) sends the person here saying why.
 */
export function DownloadReportPage() {
  const { reportsMessage } = useProofArrival();
  useListInHistory(false);
  return (
    <PageShell title="Download Reports">
      {reportsMessage && (
        <p className="report-alert" role="alert">
          {reportsMessage}
        </p>
      )}
      <p className="page-lead">
        Choose how to open your reports. They need an internet connection and are never stored on
        this device.
      </p>
      <ul className="report-ways">
        {ways.map((way) => (
          <li key={way.to} className="report-way">
            <h2>{way.title}</h2>
            <p>{way.text}</p>
            <Link className="button button-primary" to={way.to}>
              {way.action}
            </Link>
          </li>
        ))}
      </ul>
    </PageShell>
  );
}
