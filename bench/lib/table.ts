/**
 * One row per figure: the measured value, the baseline measured in the same run, their ratio and
 * the budget. Every figure is read as a ratio because this machine's absolute numbers are noisy.
 */
export interface Figure {
  /** e.g. "1 first load /, requests". */
  name: string;
  value: number;
  unit: string;
  /** The same quantity for the floor (bare React page, bare Hono route…), or null. */
  baseline: number | null;
  /** What the baseline is, e.g. "bare React page". */
  baselineName: string;
  /**
   * The ratio the budget judges, when it is not value ÷ baseline: e.g. the median of each round's
   * own ratio, so a floor and the route measured minutes apart on a busy machine are never divided.
   */
  ratio?: number;
  /** The budget in words, e.g. "≤ 1.5× floor". */
  budget: string;
  /** Whether the budget is met; null for a figure that only informs. */
  ok: boolean | null;
  /** Anything the reader needs to judge the row (what failed, what was excluded). */
  note?: string;
}

const format = (value: number, unit: string) => {
  const digits = Math.abs(value) >= 100 || Number.isInteger(value) ? 0 : value >= 10 ? 1 : 2;
  return `${value.toFixed(digits)} ${unit}`.trim();
};

export function ratioOf(figure: Pick<Figure, "value" | "baseline" | "ratio">): number | null {
  if (figure.ratio !== undefined) return figure.ratio;
  if (figure.baseline === null || figure.baseline === 0) return null;
  return figure.value / figure.baseline;
}

/** A Markdown table (readable in a terminal, pasted as is into docs/performance.md). */
export function renderTable(figures: readonly Figure[]): string {
  const header = ["figure", "value", "baseline", "ratio", "budget", "ok"];
  const rows = figures.map((figure) => {
    const ratio = ratioOf(figure);
    return [
      figure.name,
      format(figure.value, figure.unit),
      figure.baseline === null
        ? "—"
        : `${format(figure.baseline, figure.unit)} (${figure.baselineName})`,
      ratio === null ? "—" : `${ratio.toFixed(2)}×`,
      figure.budget,
      figure.ok === null ? "info" : figure.ok ? "MET" : "**NOT MET**",
    ];
  });
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((r) => r[i]?.length ?? 0)),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(" | ")} |`;
  const notes = figures
    .filter((figure) => figure.note)
    .map((figure) => `- ${figure.name}: ${figure.note}`);
  return [
    line(header),
    line(widths.map((width) => "-".repeat(width))),
    ...rows.map(line),
    ...(notes.length > 0 ? ["", ...notes] : []),
  ].join("\n");
}

export const median = (values: readonly number[]): number => {
  const sorted = values.toSorted((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/** The p-th percentile (0-100), nearest rank. */
export const percentile = (values: readonly number[], p: number): number => {
  const sorted = values.toSorted((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] as number;
};
