import { scaleOf } from "../data/report-scale.ts";
import type { NumericReportParameter } from "../data/report-words.ts";

const width = 200;

/**
 * Where a value sits against its reference range: the range a shaded band on a track, the value a
 * marker. An image named by its words ("10.8 g/dL, below the range 12 to 15.5"), so a screen
 * reader hears what the eye sees. SVG attributes rather than inline styles: the server's
 * Content-Security-Policy allows no style attribute.
 */
export function RangeBar({ p, words }: { p: NumericReportParameter; words: string }) {
  const bounds = [p.low, p.high].filter((bound) => bound !== undefined);
  const scale = scaleOf([p.value, ...bounds]);
  const x = (value: number) => scale.at(value, width);
  const bandFrom = x(p.low ?? scale.min);
  const bandTo = x(p.high ?? scale.max);
  return (
    <svg className="report-bar" viewBox={`0 0 ${width} 20`} role="img" aria-label={words}>
      <rect className="report-bar-track" x="0" y="7" width={width} height="6" rx="3" />
      <rect
        className="report-bar-band"
        x={bandFrom}
        y="4"
        width={Math.max(bandTo - bandFrom, 2)}
        height="12"
        rx="2"
      />
      <circle className="report-bar-marker" cx={x(p.value)} cy="10" r="6" />
    </svg>
  );
}
