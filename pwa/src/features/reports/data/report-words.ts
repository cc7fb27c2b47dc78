/**
 * The sentences a report is read in (docs/product.md#reports): a value's reference range, where
 * the value sits against it, which values are flagged and who signed. Calm on purpose: a flag is
 * "Low" or "High", never an alarm, and always words (with a shape beside them), never colour
 * alone. Pure functions, so the list, the report page and their tests say the same thing.
 */
import type { ReportParameter, ReportSummary, ReportView } from "./reports-api.ts";

// Built on first use: a formatter costs a few ms on a slow phone (lib/format.ts does the same).
let numbers: Intl.NumberFormat | undefined;
let thousandths: Intl.NumberFormat | undefined;

/**
 * 10.8 → "10.8", 250000 → "2,50,000" (en-IN grouping), 0.3333 → "0.33"; a value the lab wrote
 * with three decimals keeps them (a specific gravity of 1.015 is not 1.02).
 */
export function formatValue(value: number): string {
  const decimals = /\.(\d+)$/.exec(String(value))?.[1]?.length ?? 0;
  if (decimals === 3) {
    thousandths ??= new Intl.NumberFormat("en-IN", { maximumFractionDigits: 3 });
    return thousandths.format(value);
  }
  numbers ??= new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 });
  return numbers.format(value);
}

/** A value that is a number: only these have a place on a range bar or a trend. */
export type NumericReportParameter = ReportParameter & { value: number };

export const isNumeric = (p: ReportParameter): p is NumericReportParameter =>
  typeof p.value === "number";

/**
 * "10.8 g/dL"; a unitless value (a ratio, pH) is just the number; a text result ("Pale yellow")
 * is the lab's words as they are.
 */
export const valueWords = (value: number | string, unit: string) =>
  typeof value === "string" ? value : unit ? `${formatValue(value)} ${unit}` : formatValue(value);

const genders: Record<string, string> = { female: "Female", male: "Male", other: "Other" };
export const genderWords = (gender: string) => genders[gender] ?? gender;

/** "12 to 15.5", "up to 200", "40 or more", else the lab's own text; undefined: no range sent. */
export function rangeWords(p: Pick<ReportParameter, "low" | "high" | "rangeText">) {
  if (p.low !== undefined && p.high !== undefined) {
    return `${formatValue(p.low)} to ${formatValue(p.high)}`;
  }
  if (p.high !== undefined) return `up to ${formatValue(p.high)}`;
  if (p.low !== undefined) return `${formatValue(p.low)} or more`;
  return p.rangeText;
}

/** The range as shown beside the value: "12 to 15.5 g/dL", "40 g/dL or more", or the lab's text. */
export function rangeWithUnit(p: ReportParameter): string | undefined {
  if (p.low !== undefined && p.high === undefined) return `${valueWords(p.low, p.unit)} or more`;
  const range = rangeWords(p);
  // The lab's own text is shown as sent: it carries its unit if it has one.
  return p.high !== undefined && p.unit ? `${range} ${p.unit}` : range;
}

export type Position = "below" | "within" | "above";

/**
 * Where the value sits against its numeric range; undefined when it has none, was not mapped, or
 * is words.
 */
export function positionOf(p: ReportParameter): Position | undefined {
  if (!isNumeric(p) || p.unmapped || (p.low === undefined && p.high === undefined)) {
    return undefined;
  }
  if (p.low !== undefined && p.value < p.low) return "below";
  if (p.high !== undefined && p.value > p.high) return "above";
  return "within";
}

/** The bar's text alternative: "10.8 g/dL, below the range 12 to 15.5". */
export function barWords(p: ReportParameter): string | undefined {
  const position = positionOf(p);
  const range = rangeWords(p);
  if (!position || !range) return undefined;
  return `${valueWords(p.value, p.unit)}, ${position} the range ${range}`;
}

type Flagged = NonNullable<ReportSummary["flagged"]>;

/** The flagged values a list names ("Haemoglobin: Low"), at most `cap`, and how many more. */
export function flaggedShown(flagged: Flagged, cap = 3) {
  const named = flagged.slice(0, cap).map((f) => ({
    key: `${f.test}/${f.parameter}`,
    words: `${f.parameter}: ${f.flagWords}`,
  }));
  return { named, more: flagged.length - named.length };
}

/** "Signed by Dr Kavitha Rao, Reg. No. TNMC-48213"; a release without a signature says so. */
export function signerWords(signedBy: ReportView["signedBy"]): string {
  if (!signedBy) return "Released by the laboratory";
  // Labs send the name with or without its title: never "Dr Dr. Rao".
  const name = /^dr\.?\s/i.test(signedBy.name) ? signedBy.name : `Dr ${signedBy.name}`;
  return `Signed by ${name}, Reg. No. ${signedBy.registration}`;
}
