import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { formatDate } from "@/lib/format.ts";
import { scaleOf } from "../data/report-scale.ts";
import { formatValue, type NumericReportParameter, valueWords } from "../data/report-words.ts";

const width = 300;
const height = 140;
const margin = { top: 18, right: 12, bottom: 22, left: 12 };

interface Point {
  at: string;
  value: number;
  current: boolean;
}

/**
 * This value and the same parameter's earlier ones (same person, same unit: the server's choice),
 * oldest first, with the reference band shaded. The drawing is for the eye only: a table of the
 * same points, visually hidden, is what a screen reader reads (a chart's lines have no words).
 * Points sit by date, evenly if the dates are all the same.
 */
export function TrendChart({ p, collectedAt }: { p: NumericReportParameter; collectedAt: string }) {
  const points: Point[] = [
    ...p.history.map((h) => ({ at: h.reportedAt, value: h.value, current: false })),
    { at: collectedAt, value: p.value, current: true },
  ];
  const times = points.map((point) => Date.parse(point.at));
  const first = Math.min(...times);
  const spread = Math.max(...times) - first;
  const innerWidth = width - margin.left - margin.right;
  const innerHeight = height - margin.top - margin.bottom;
  const xOf = (i: number) =>
    margin.left +
    (spread > 0
      ? (((times[i] as number) - first) / spread) * innerWidth
      : (i / Math.max(points.length - 1, 1)) * innerWidth);
  const bounds = [p.low, p.high].filter((bound) => bound !== undefined);
  const scale = scaleOf([...points.map((point) => point.value), ...bounds]);
  const yOf = (value: number) => margin.top + innerHeight - scale.at(value, innerHeight);
  const bandTop = yOf(p.high ?? scale.max);
  const bandBottom = yOf(p.low ?? scale.min);
  const earlier = p.history.length;
  const name = p.name;
  const { t } = useLingui();

  return (
    <figure className="report-trend">
      <figcaption>
        {t`${name} over time: this report and ${plural(earlier, { one: "# earlier one", other: "# earlier ones" })}`}
      </figcaption>
      <svg viewBox={`0 0 ${width} ${height}`} aria-hidden="true" focusable="false">
        {bounds.length > 0 && (
          <rect
            className="report-trend-band"
            x={margin.left}
            y={bandTop}
            width={innerWidth}
            height={Math.max(bandBottom - bandTop, 1)}
          />
        )}
        <polyline
          className="report-trend-line"
          points={points.map((point, i) => `${xOf(i)},${yOf(point.value)}`).join(" ")}
        />
        {points.map((point, i) => (
          <g key={point.at + String(i)}>
            <circle
              className={point.current ? "report-trend-current" : "report-trend-point"}
              cx={xOf(i)}
              cy={yOf(point.value)}
              r={point.current ? 5 : 4}
            />
            {/* Labels that fit: every value of a short trend, the ends' dates (the table has all). */}
            {(points.length <= 6 || ends(i, points.length)) && (
              <text x={xOf(i)} y={yOf(point.value) - 9} textAnchor={anchorOf(i, points.length)}>
                {formatValue(point.value)}
              </text>
            )}
            {ends(i, points.length) && (
              <text x={xOf(i)} y={height - 6} textAnchor={anchorOf(i, points.length)}>
                {formatDate(point.at)}
              </text>
            )}
          </g>
        ))}
      </svg>
      <table className="visually-hidden">
        <caption>{t`${name} in your reports, oldest first`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Date`}</th>
            <th scope="col">{t`Value`}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point, i) => (
            <tr key={point.at + String(i)}>
              <td>
                {point.current ? t`${formatDate(point.at)} (this report)` : formatDate(point.at)}
              </td>
              <td>{valueWords(point.value, p.unit)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

const ends = (i: number, count: number) => i === 0 || i === count - 1;

/** The first label starts at its point and the last ends at it, so neither leaves the chart. */
function anchorOf(i: number, count: number): "start" | "middle" | "end" {
  if (count > 1 && i === 0) return "start";
  if (count > 1 && i === count - 1) return "end";
  return "middle";
}
