import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useLocation } from "react-router-dom";
import { PageShell } from "@/components/page-shell.tsx";
import { knownText } from "@/i18n/known-text.ts";
import { useOnline } from "@/lib/use-online.ts";
import { useOnlineRead } from "@/lib/use-online-read.ts";
import { ReportView } from "./components/report-view.tsx";
import { reportMessages } from "./data/report-errors.ts";
import type { ReportView as Report } from "./data/reports-api.ts";
import { fetchSharedReport, fetchSharedReportPdf, toShareError } from "./data/shares-api.ts";
import "./reports.css";

/**
 * /shared-report#<token>: the page a doctor opens from a patient's link, with no login. The token
 * is read from the URL's fragment, which the browser sends to no server (no request line, log or
 * Referer holds it), and goes to the API only in a header. The page shows the report as the
 * patient reads it, without the trends (the patient's other reports), and its PDF. It keeps
 * nothing: the answer lives in this component's state (lib/use-online-read.ts), the page imports
 * no storage code, and the API's answers are `no-store`, never cached by the service worker. It is
 * never prerendered: the build's HTML for it is the empty shell (prerender/prerendered-pages.ts).
 * When the link has ended or was revoked the API's own sentence says so (404).
 */
export interface SharedReportPageProps {
  /** Swappable in tests; the real calls by default. */
  loadReport?: (token: string, signal?: AbortSignal) => Promise<Report>;
  loadPdf?: (token: string) => Promise<{ blob: Blob; fileName: string }>;
}

const incompleteLink = msg`This link is incomplete. Ask the patient to send it to you again.`;

export function SharedReportPage({
  loadReport = fetchSharedReport,
  loadPdf = fetchSharedReportPdf,
}: SharedReportPageProps) {
  const { t, i18n } = useLingui();
  // The app's and the API's sentences by their English (known-text.ts), else as they are.
  const say = (text: string) => i18n._(knownText(text));
  const token = useLocation().hash.replace(/^#/, "").trim();
  const online = useOnline();
  const read = useOnlineRead((signal) => loadReport(token, signal), {
    key: token,
    enabled: online && token !== "",
    label: "the shared report",
  });
  const failure = read.error ? toShareError(read.error) : null;
  const report = read.data;
  const patientName = report?.patient.name;

  return (
    <PageShell title={t`Shared lab report`}>
      {token === "" && (
        <p className="report-alert" role="alert">
          {i18n._(incompleteLink)}
        </p>
      )}
      {token !== "" && !online && !report && (
        <p className="report-alert" role="alert">
          {say(reportMessages.offline)}
        </p>
      )}
      {online && token !== "" && read.loading && !report && (
        <p role="status">{t`Loading the report…`}</p>
      )}
      {failure && !read.loading && (
        <div className="report-alert" role="alert">
          <p>{say(failure.message)}</p>
          {failure.kind !== "not-found" && (
            <button type="button" className="button button-secondary" onClick={read.retry}>
              {t`Try again`}
            </button>
          )}
        </div>
      )}
      {report && (
        <>
          <p className="report-shared-note">
            <Trans>
              {patientName} shared this report with you. The link works only for the time they
              chose, and they can revoke it sooner.
            </Trans>
          </p>
          <ReportView
            report={report}
            audience="doctor"
            loadPdf={() => loadPdf(token)}
            onFailure={(error) => toShareError(error).message}
          />
        </>
      )}
    </PageShell>
  );
}
