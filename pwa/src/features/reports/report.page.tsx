import { useLingui } from "@lingui/react/macro";
import { useCallback, useEffect } from "react";
import {
  useHref,
  useLinkClickHandler,
  useNavigate,
  useParams,
  useSearchParams,
} from "react-router-dom";
import { PageShell } from "@/components/page-shell.tsx";
import { knownText } from "@/i18n/known-text.ts";
import { formatDateTime } from "@/lib/format.ts";
import { KeepToggle } from "./components/keep-toggle.tsx";
import { ReportView } from "./components/report-view.tsx";
import { SharePanel } from "./components/share-panel.tsx";
import { useKeeping } from "./components/use-keeping.ts";
import { useReportRead } from "./components/use-report-read.ts";
import type { SharesApi } from "./components/use-shares.ts";
import { type ProofWay, proofPages, proofWayOf } from "./data/proof-pages.ts";
import { type ReportError, reportMessages, toReportError } from "./data/report-errors.ts";
import { fetchReport, fetchReportPdf, type ReportView as Report } from "./data/reports-api.ts";
import "./reports.css";

/**
 * /download-report/:id?via=otp: one report, read from the server each time it opens (online),
 * with whichever proof this browser holds: the OTP pages' access cookie or a login with a recent
 * OTP. When the proof has ended (401) the person goes to the page that proves it (`via`, else the
 * chooser) with a message saying why; a login whose OTP is too old goes to the login page, which
 * asks for a fresh one. Nothing of it stays on the phone unless the person turns on keeping
 * (data/kept-reports.ts): then each report opened is kept, encrypted, and opens when the server
 * cannot be reached, saying when it was saved. Below the report: sharing it with a doctor.
 */
export interface ReportPageProps {
  /** Swappable in tests; the real calls by default. */
  loadReport?: (id: string, signal?: AbortSignal) => Promise<Report>;
  loadPdf?: (id: string) => Promise<{ blob: Blob; fileName: string }>;
  shares?: SharesApi;
}

const proofEnded = (failure: ReportError) =>
  failure.kind === "expired" || failure.kind === "step-up";

function endedMessage(via: ProofWay | undefined): string {
  if (via === "login") return reportMessages.loginEnded;
  return via ? reportMessages.accessEnded : reportMessages.reportNeedsProof;
}

export function ReportPage({
  loadReport = fetchReport,
  loadPdf = fetchReportPdf,
  shares,
}: ReportPageProps) {
  const { id = "" } = useParams();
  const via = proofWayOf(useSearchParams()[0].get("via"));
  const navigate = useNavigate();
  const keeping = useKeeping();
  const { online, read, failure, kept } = useReportRead(id, loadReport, keeping.stored);

  const toProof = useCallback(
    (ended: ReportError) => {
      // The login page itself asks for the fresh OTP (its step-up) and says why.
      if (ended.kind === "step-up") return navigate(proofPages.login, { replace: true });
      navigate(via ? proofPages[via] : "/download-report", {
        replace: true,
        state: { reportsMessage: endedMessage(via) },
      });
    },
    [navigate, via],
  );

  useEffect(() => {
    const ended = read.error ? toReportError(read.error) : null;
    if (ended && proofEnded(ended)) toProof(ended);
  }, [read.error, toProof]);

  // No answer from the server: said only once the phone turned out to hold no copy either.
  const copyMayStandIn = failure?.kind === "offline" && kept !== null;
  const savedAt = kept ? formatDateTime(kept.savedAt) : "";

  const onFailure = (error: unknown) => {
    const failed = toReportError(error);
    if (proofEnded(failed)) toProof(failed);
    return failed.message;
  };

  const { t, i18n } = useLingui();
  const say = (text: string) => i18n._(knownText(text));
  return (
    <PageShell title={t`Your lab report`}>
      <BackToReports via={via} />
      {!online && kept === null && (
        <p className="report-alert" role="alert">
          {say(keeping.stored ? reportMessages.offlineNotKept : reportMessages.offlineView)}
        </p>
      )}
      {online && read.loading && !read.data && <p role="status">{t`Loading your report…`}</p>}
      {failure && !proofEnded(failure) && !read.loading && !copyMayStandIn && (
        <div className="report-alert" role="alert">
          <p>{say(failure.message)}</p>
          {failure.kind !== "not-found" && (
            <button type="button" className="button button-secondary" onClick={read.retry}>
              {t`Try again`}
            </button>
          )}
        </div>
      )}
      {read.data && (
        <>
          <ReportView report={read.data} loadPdf={loadPdf} onFailure={onFailure} />
          <SharePanel
            reportId={read.data.id}
            onFailure={onFailure}
            {...(shares ? { api: shares } : {})}
          />
        </>
      )}
      {!read.data && kept && (
        <>
          <div className="report-kept">
            <p role="status">
              {online
                ? t`Saved on this phone on ${savedAt}. The server cannot be reached: this is the copy kept here.`
                : t`Saved on this phone on ${savedAt}. You're offline: this is the copy kept here.`}
            </p>
            {online && (
              <button type="button" className="button button-secondary" onClick={read.retry}>
                {t`Try again`}
              </button>
            )}
          </div>
          <ReportView report={kept.report} loadPdf={loadPdf} onFailure={onFailure} />
        </>
      )}
      <KeepToggle {...keeping} />
    </PageShell>
  );
}

/** Back to the list on the proof page: it shows the list again while the proof lasts. */
function BackToReports({ via }: { via: ProofWay | undefined }) {
  const to = via ? proofPages[via] : "/download-report";
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to, { state: { reportsOpen: true } });
  const { t } = useLingui();
  return (
    <p className="report-back">
      <a href={href} onClick={onClick}>
        {t`Back to your reports`}
      </a>
    </p>
  );
}
