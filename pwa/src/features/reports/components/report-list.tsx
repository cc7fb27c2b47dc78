import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Fragment, useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router-dom";
import { Link } from "@/components/link.tsx";
import { knownText } from "@/i18n/known-text.ts";
import { formatDate } from "@/lib/format.ts";
import { proofWayAt, reportPath } from "../data/proof-pages.ts";
import { ReportError, toReportError } from "../data/report-errors.ts";
import { flaggedShown, genderWords } from "../data/report-words.ts";
import {
  fetchReportPdf,
  fetchReports,
  type ReportSource,
  type ReportSummary,
} from "../data/reports-api.ts";
import { usePdfDownload } from "./use-pdf-download.ts";

/**
 * The proof's reports: number, patient, date, tests, which values are outside their range, and
 * two ways in: View report (the report page, which knows this proof page to come back to) and
 * Download PDF (through the browser's download). Held in this component's state only: it is gone
 * when the page is left, on "Done", and on logout (the page unmounts or its session ends).
 */
export interface ReportListProps {
  source: ReportSource;
  /** "Done": revokes the access (OTP pages) or just closes the list (login page). */
  onDone: () => void;
  doneLabel: string;
  /** The server says the proof has ended (401): go back to proving it. */
  onExpired?: (message: string) => void;
  /** The login's last OTP is too old for the report history (401 step-up-required). */
  onStepUpRequired?: () => void;
  /** Swappable in tests; the real calls by default. */
  loadReports?: (source: ReportSource) => Promise<ReportSummary[]>;
  loadPdf?: (id: string) => Promise<{ blob: Blob; fileName: string }>;
}

type ListState =
  | { status: "loading" }
  | { status: "ready"; reports: ReportSummary[] }
  | { status: "failed"; message: string };

export function ReportList({
  source,
  onDone,
  doneLabel,
  onExpired,
  onStepUpRequired,
  loadReports = fetchReports,
  loadPdf = fetchReportPdf,
}: ReportListProps) {
  const [state, setState] = useState<ListState>({ status: "loading" });
  const { t, i18n } = useLingui();
  const say = (text: string) => i18n._(knownText(text));
  const via = proofWayAt(useLocation().pathname);

  // The latest callbacks: a page that re-renders (a new arrow each time) must not reload the list.
  const latest = useRef({ onExpired, onStepUpRequired });
  latest.current = { onExpired, onStepUpRequired };
  const fail = useCallback((error: unknown) => {
    const failure = error instanceof ReportError ? error : toReportError(error);
    if (failure.kind === "expired") latest.current.onExpired?.(failure.message);
    if (failure.kind === "step-up") latest.current.onStepUpRequired?.();
    return failure.message;
  }, []);

  const load = useCallback(() => {
    let live = true;
    setState({ status: "loading" });
    loadReports(source).then(
      (reports) => live && setState({ status: "ready", reports }),
      (error: unknown) => live && setState({ status: "failed", message: fail(error) }),
    );
    return () => {
      live = false;
    };
  }, [fail, loadReports, source]);

  useEffect(() => load(), [load]);

  const { downloading, notice, download } = usePdfDownload(loadPdf, fail);

  return (
    <section className="report-list" aria-labelledby="report-list-title">
      <div className="report-list-head">
        <h2 id="report-list-title">{t`Your reports`}</h2>
        <button type="button" className="button button-secondary" onClick={onDone}>
          {doneLabel}
        </button>
      </div>
      {state.status === "loading" && <p role="status">{t`Loading your reports…`}</p>}
      {state.status === "failed" && (
        <div className="report-alert" role="alert">
          <p>{say(state.message)}</p>
          <button type="button" className="button button-secondary" onClick={load}>
            {t`Try again`}
          </button>
        </div>
      )}
      {state.status === "ready" && state.reports.length === 0 && (
        <p>
          {t`No reports yet for this number. Reports appear here once your tests are completed.`}
        </p>
      )}
      {state.status === "ready" && state.reports.length > 0 && (
        <ul className="report-cards">
          {state.reports.map((report) => {
            const named = `${report.patientName}, ${formatDate(report.reportedAt)}`;
            const age = report.patientAge;
            const who = genderWords(report.patientGender);
            const reported = formatDate(report.reportedAt);
            const flaggedCount = report.flaggedCount;
            return (
              <li key={report.id} className="report-card">
                <h3>{report.patientName}</h3>
                <p className="report-meta">
                  {report.reportNumber && `${report.reportNumber} · `}
                  {t`${age} years, ${who} · Reported ${reported}`}
                </p>
                <p>
                  <span className="report-label">{t`Tests:`}</span> {report.tests.join(", ")}
                </p>
                <p>
                  <span className="report-label">{t`Status:`}</span>{" "}
                  {report.status === "ready" ? t`Ready` : report.status}
                  {/* An older server sends only the count. */}
                  {report.flagged === undefined &&
                    report.flaggedCount > 0 &&
                    ` · ${t`${plural(flaggedCount, { one: "# value", other: "# values" })} outside the reference range`}`}
                </p>
                <FlaggedLine report={report} />
                <div className="report-actions">
                  <Link
                    className="button button-secondary"
                    to={reportPath(report.id, via)}
                    aria-label={t`View report of ${named}`}
                  >
                    {t`View report`}
                  </Link>
                  <button
                    type="button"
                    className="button button-primary"
                    disabled={downloading !== null}
                    onClick={() => void download(report)}
                  >
                    {downloading === report.id ? (
                      t`Downloading…`
                    ) : (
                      // Read as "Download report of <patient>, <date>, PDF": whose report, with
                      // the visible words in it (an aria-label without them fails WCAG 2.5.3).
                      <Trans>
                        Download<span className="visually-hidden"> report of {named},</span> PDF
                      </Trans>
                    )}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <p className="report-notice" role="status">
        {notice === null ? null : say(notice)}
      </p>
    </section>
  );
}

/** Which values are outside their range, by name: "Haemoglobin: Low · Platelet count: High". */
function FlaggedLine({ report }: { report: ReportSummary }) {
  const { t } = useLingui();
  if (!report.flagged || report.flagged.length === 0) return null;
  const { named, more } = flaggedShown(report.flagged);
  return (
    <p className="report-flagged">
      <span className="report-label">{t`Outside the reference range:`}</span>{" "}
      {named.map((flag, i) => (
        <Fragment key={flag.key}>
          {i > 0 && " · "}
          <span>{flag.words}</span>
        </Fragment>
      ))}
      {more > 0 && ` ${t`and ${more} more`}`}
    </p>
  );
}
