import { useCallback, useEffect, useState } from "react";
import { formatDate } from "@/lib/format.ts";
import { ReportError, toReportError } from "../data/report-errors.ts";
import {
  fetchReportPdf,
  fetchReports,
  type ReportSource,
  type ReportSummary,
} from "../data/reports-api.ts";
import { saveFile } from "./save-file.ts";

/**
 * The proof's reports: patient, date, tests, status, and Download (the PDF through the browser's
 * download). Held in this component's state only: it is gone when the page is left, on "Done",
 * and on logout (the page unmounts or its session ends).
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

const genders: Record<string, string> = { female: "Female", male: "Male", other: "Other" };

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
  const [downloading, setDownloading] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const fail = useCallback(
    (error: unknown) => {
      const failure = error instanceof ReportError ? error : toReportError(error);
      if (failure.kind === "expired" && onExpired) onExpired(failure.message);
      if (failure.kind === "step-up" && onStepUpRequired) onStepUpRequired();
      return failure.message;
    },
    [onExpired, onStepUpRequired],
  );

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

  const download = async (report: ReportSummary) => {
    setDownloading(report.id);
    setNotice(null);
    try {
      const { blob, fileName } = await loadPdf(report.id);
      saveFile(blob, fileName);
      setNotice(`Report of ${report.patientName} downloaded.`);
    } catch (error) {
      setNotice(fail(error));
    } finally {
      setDownloading(null);
    }
  };

  return (
    <section className="report-list" aria-labelledby="report-list-title">
      <div className="report-list-head">
        <h2 id="report-list-title">Your reports</h2>
        <button type="button" className="button button-secondary" onClick={onDone}>
          {doneLabel}
        </button>
      </div>
      {state.status === "loading" && <p role="status">Loading your reports…</p>}
      {state.status === "failed" && (
        <div className="report-alert" role="alert">
          <p>{state.message}</p>
          <button type="button" className="button button-secondary" onClick={load}>
            Try again
          </button>
        </div>
      )}
      {state.status === "ready" && state.reports.length === 0 && (
        <p>No reports yet for this number. Reports appear here once your tests are completed.</p>
      )}
      {state.status === "ready" && state.reports.length > 0 && (
        <ul className="report-cards">
          {state.reports.map((report) => (
            <li key={report.id} className="report-card">
              <h3>{report.patientName}</h3>
              <p className="report-meta">
                {report.patientAge} years, {genders[report.patientGender] ?? report.patientGender}
                {" · "}Reported {formatDate(report.reportedAt)}
              </p>
              <p>
                <span className="report-label">Tests:</span> {report.tests.join(", ")}
              </p>
              <p>
                <span className="report-label">Status:</span>{" "}
                {report.status === "ready" ? "Ready" : report.status}
                {report.flaggedCount > 0 &&
                  ` · ${report.flaggedCount} value${report.flaggedCount === 1 ? "" : "s"} outside the reference range`}
              </p>
              <button
                type="button"
                className="button button-primary"
                disabled={downloading !== null}
                aria-label={`Download report of ${report.patientName}, ${formatDate(report.reportedAt)}`}
                onClick={() => void download(report)}
              >
                {downloading === report.id ? "Downloading…" : "Download"}
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="report-notice" role="status">
        {notice}
      </p>
    </section>
  );
}
