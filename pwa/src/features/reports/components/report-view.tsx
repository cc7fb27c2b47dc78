import { useLingui } from "@lingui/react/macro";
import { knownText } from "@/i18n/known-text.ts";
import { formatDateTime } from "@/lib/format.ts";
import { reportStatusWords } from "../data/report-flag-words.ts";
import { genderWords, signerWords } from "../data/report-words.ts";
import type { ReportView as Report } from "../data/reports-api.ts";
import { ReportValue } from "./report-value.tsx";
import { usePdfDownload } from "./use-pdf-download.ts";

/**
 * A report as a patient reads it (docs/product.md#reports): who made it and signed it, whose it
 * is, when the sample was taken and reported, then every test's values. One calm line sends the
 * person to their doctor when any value is outside its range; none when nothing is. Times are
 * India's (lib/format.ts), whatever the phone's zone. A doctor opening the patient's link
 * (`audience="doctor"`) reads the same, without the trends (the patient's other reports are not
 * theirs to see) and without the line sending them to a doctor.
 */
export interface ReportViewProps {
  report: Report;
  loadPdf: (id: string) => Promise<{ blob: Blob; fileName: string }>;
  /** The failed download's message (and what the page does about it, e.g. an ended proof). */
  onFailure: (error: unknown) => string;
  audience?: "patient" | "doctor";
}

export function ReportView({ report, loadPdf, onFailure, audience = "patient" }: ReportViewProps) {
  const { downloading, notice, download } = usePdfDownload(loadPdf, onFailure);
  const values = report.tests.flatMap((test) => test.parameters);
  const anyFlagged = values.some((p) => p.flag !== null);
  const anyUnaccredited = values.some((p) => p.accredited === false);
  const { patient, sample, lab } = report;
  const sampleWords = [sample.id, sample.type].filter(Boolean).join(" · ");
  const { t, i18n } = useLingui();
  const statusWords = reportStatusWords[report.status];
  const certificate = lab.nablCertificate;
  const reportNumber = report.reportNumber;
  const name = patient.name;
  const age = patient.age;
  const who = genderWords(patient.gender);

  return (
    <article className="report-view" aria-labelledby="report-view-title">
      <header className="report-view-head">
        <p className="report-lab">{lab.name}</p>
        <p className="report-meta">
          {lab.address}
          {certificate && ` · ${t`NABL certificate ${certificate}`}`}
        </p>
        <h2 id="report-view-title">{t`Report ${reportNumber}`}</h2>
        {report.statusWords && (
          <p className="report-status">{statusWords ? i18n._(statusWords) : report.statusWords}</p>
        )}
        <dl className="report-facts">
          <dt>{t`Patient`}</dt>
          <dd>{t`${name}, ${age} years, ${who}`}</dd>
          {sampleWords && (
            <>
              <dt>{t`Sample`}</dt>
              <dd>{sampleWords}</dd>
            </>
          )}
          <dt>{t`Collected`}</dt>
          <dd>{formatDateTime(sample.collectedAt)}</dd>
          <dt>{t`Reported`}</dt>
          <dd>{formatDateTime(report.reportedAt)}</dd>
        </dl>
        <p className="report-signer">{signerWords(report.signedBy)}</p>
      </header>
      {anyFlagged && audience === "patient" && (
        <p className="report-doctor">{t`Please talk to your doctor about these results.`}</p>
      )}
      {report.tests.map((test) => (
        <section key={test.corpId + test.testName} className="report-test">
          <h3>{test.testName}</h3>
          <ul className="report-values">
            {test.parameters.map((p) => (
              <ReportValue
                key={p.name}
                p={p}
                collectedAt={sample.collectedAt}
                trend={audience === "patient"}
              />
            ))}
          </ul>
        </section>
      ))}
      {anyUnaccredited && (
        <p className="report-footnote">
          {t`† Outside the scope of the laboratory's NABL accreditation.`}
        </p>
      )}
      <div className="report-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={downloading !== null}
          onClick={() => void download({ id: report.id, patientName: patient.name })}
        >
          {downloading ? t`Downloading…` : t`Download PDF`}
        </button>
      </div>
      <p className="report-notice" role="status">
        {notice === null ? null : i18n._(knownText(notice))}
      </p>
    </article>
  );
}
