import { useLingui } from "@lingui/react/macro";
import { useReportNote } from "@/i18n/report-notes.ts";
import { flagWordsOf } from "../data/report-flag-words.ts";
import { barWords, isNumeric, rangeWithUnit, valueWords } from "../data/report-words.ts";
import type { ReportParameter } from "../data/reports-api.ts";
import { RangeBar } from "./range-bar.tsx";
import { ReportFlag } from "./report-flag.tsx";
import { TrendChart } from "./trend-chart.tsx";

/**
 * One value of a report as a patient reads it: name, value and unit, the reference range, the
 * flag in words, where it sits (a bar with its words), what a flagged value usually means, and
 * its earlier values. A value the lab's code or unit was not recognised for is shown as sent and
 * never compared; a converted one says what was sent. A text result ("Pale yellow", a culture's
 * note) is the lab's words, line breaks kept, with no bar and no trend: words have no scale.
 *
 * The API sends what a flagged value means in English; it is said here in the reader's language
 * by its English (i18n/report-notes.ts: the catalogue's report notes, the PDF's too), when it is
 * shown, so a report kept on the phone follows the language chosen now, offline too. While the
 * language's notes are on their way, or cannot come, a note reads in English in the same place;
 * one with no words (its English changed since) stays English rather than a stale translation.
 */
export interface ReportValueProps {
  p: ReportParameter;
  collectedAt: string;
  /** False: no chart of earlier values (a doctor's shared view). */
  trend?: boolean;
}

export function ReportValue({ p, collectedAt, trend = true }: ReportValueProps) {
  const { t, i18n } = useLingui();
  const note = useReportNote(p.note);
  const range = rangeWithUnit(p);
  const numeric = isNumeric(p) ? p : undefined;
  const bar = numeric && !p.unmapped ? barWords(numeric) : undefined;
  const sentAs = p.sent ? valueWords(p.sent.value, p.sent.unit) : "";
  return (
    <li className="report-value">
      <div className="report-value-head">
        <h4>
          {p.name}
          {p.accredited === false && (
            <>
              <sup aria-hidden="true">†</sup>
              <span className="visually-hidden"> {t`(outside the lab's NABL accreditation)`}</span>
            </>
          )}
        </h4>
        <p className={numeric ? "report-value-reading" : "report-value-reading report-value-words"}>
          <strong>{valueWords(p.value, p.unit)}</strong>
          {p.sent && <span className="report-value-sent"> {t`(sent as ${sentAs})`}</span>}
        </p>
      </div>
      {p.flag && p.flagWords && (
        <ReportFlag flag={p.flag} words={i18n._(flagWordsOf(p.flag, p.flagWords))} />
      )}
      <p className="report-range">
        {range ? t`Reference range: ${range}` : t`No reference range was sent`}
      </p>
      {p.unmapped && <p className="report-hint">{t`Shown as the lab sent it`}</p>}
      {numeric && bar && <RangeBar p={numeric} words={bar} />}
      {note && <p className="report-note">{note}</p>}
      {trend && numeric && p.history.length >= 1 && (
        <TrendChart p={numeric} collectedAt={collectedAt} />
      )}
    </li>
  );
}
