import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { brand } from "@vyom/catalog";
import { Link } from "@/components/link.tsx";
import { PageShell } from "@/components/page-shell.tsx";
import { knownText } from "@/i18n/known-text.ts";
import { useListInHistory, useProofArrival } from "./components/use-proof-arrival.ts";
import "./reports.css";

const shortName = brand.shortName;
const ways = [
  {
    to: "/download-report-via-otp",
    title: msg`With an OTP on your mobile`,
    text: msg`Enter the mobile number you gave at the sample collection; we send it a one-time password.`,
    action: msg`Use OTP`,
  },
  {
    to: `/download-report-via-${brand.slug}-login`,
    title: msg`With your ${shortName} login`,
    text: msg`Log in to see every report of your registered number.`,
    action: msg`Use ${shortName} login`,
  },
  {
    to: "/download-report-via-corporate-login",
    title: msg`Corporate health check`,
    text: msg`Enter your Corporate ID and Employee ID; the OTP goes to your registered mobile.`,
    action: msg`Use corporate login`,
  },
] as const;

/**
 * /download-report: choose how to prove whose reports these are. A report page opened without
 * any proof (a saved link) sends the person here saying why.
 */
export function DownloadReportPage() {
  const { reportsMessage } = useProofArrival();
  useListInHistory(false);
  const { t, i18n } = useLingui();
  return (
    <PageShell title={t`Download Reports`}>
      {reportsMessage && (
        <p className="report-alert" role="alert">
          {i18n._(knownText(reportsMessage))}
        </p>
      )}
      <p className="page-lead">
        {t`Choose how to open your reports. They need an internet connection and are never stored on this device.`}
      </p>
      <ul className="report-ways">
        {ways.map((way) => (
          <li key={way.to} className="report-way">
            <h2>{i18n._(way.title)}</h2>
            <p>{i18n._(way.text)}</p>
            <Link className="button button-primary" to={way.to}>
              {i18n._(way.action)}
            </Link>
          </li>
        ))}
      </ul>
    </PageShell>
  );
}
