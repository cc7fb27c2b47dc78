import type { ReportParameter } from "../data/reports-api.ts";

type Flag = NonNullable<ReportParameter["flag"]>;

/**
 * A flag as words with a shape beside them (docs/product.md#reports: never colour alone): one
 * triangle down for Low, up for High, a diamond for a result the lab flagged without a direction
 * ("Positive", "Reactive"), two of them for a critical value. The words carry the meaning; the
 * shape is decorative for screen readers.
 */
const shapes: Record<Flag, string> = {
  low: "M3 6h10l-5 8z",
  high: "M3 14h10l-5-8z",
  "critical-low": "M3 2h10l-5 6zM3 9h10l-5 6z",
  "critical-high": "M3 8h10l-5-6zM3 15h10l-5-6z",
  abnormal: "M8 3l5 5-5 5-5-5z",
  "critical-abnormal": "M8 0l4 4-4 4-4-4zM8 8l4 4-4 4-4-4z",
};

export function ReportFlag({ flag, words }: { flag: Flag; words: string }) {
  return (
    <span className={`report-flag report-flag-${flag}`}>
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
        <path d={shapes[flag]} fill="currentColor" />
      </svg>
      {words}
    </span>
  );
}
