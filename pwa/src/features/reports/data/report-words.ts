/**
 * The sentences a report is read in (docs/product.md#reports): a value's reference range, where
 * the value sits against it, which values are flagged and who signed. Calm on purpose: a flag is
 * "Low" or "High", never an alarm, and always words (with a shape beside them), never colour
 * alone. Pure functions, so the list, the report page and their tests say the same thing, in the
 * reader's language of the moment (i18n/runtime.tsx's i18n: the pages re-render on a change).
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg, t } from "@lingui/core/macro";
import { knownText } from "@/i18n/known-text.ts";
import { i18n } from "@/i18n/runtime.tsx";
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

const genders: Record<string, MessageDescriptor> = {
  female: msg`Female`,
  male: msg`Male`,
  other: msg`Other`,
};
export const genderWords = (gender: string) => {
  const words = genders[gender];
  return words ? i18n._(words) : gender;
};

/** "12 to 15.5", "up to 200", "40 or more", else the lab's own text; undefined: no range sent. */
export function rangeWords(p: Pick<ReportParameter, "low" | "high" | "rangeText">) {
  const low = p.low === undefined ? undefined : formatValue(p.low);
  const high = p.high === undefined ? undefined : formatValue(p.high);
  if (low !== undefined && high !== undefined) return t`${low} to ${high}`;
  if (high !== undefined) return t`up to ${high}`;
  if (low !== undefined) return t`${low} or more`;
  return p.rangeText;
}

/** The range as shown beside the value: "12 to 15.5 g/dL", "40 g/dL or more", or the lab's text. */
export function rangeWithUnit(p: ReportParameter): string | undefined {
  if (p.low !== undefined && p.high === undefined) {
    const low = valueWords(p.low, p.unit);
    return t`${low} or more`;
  }
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
  const value = valueWords(p.value, p.unit);
  if (position === "below") return t`${value}, below the range ${range}`;
  if (position === "above") return t`${value}, above the range ${range}`;
  return t`${value}, within the range ${range}`;
}

type Flagged = NonNullable<ReportSummary["flagged"]>;

/** The flagged values a list names ("Haemoglobin: Low"), at most `cap`, and how many more. */
export function flaggedShown(flagged: Flagged, cap = 3) {
  const named = flagged.slice(0, cap).map((f) => ({
    key: `${f.test}/${f.parameter}`,
    // The summary carries the flag's English only: its words by that English (report-flag-words.ts).
    words: `${f.parameter}: ${i18n._(knownText(f.flagWords))}`,
  }));
  return { named, more: flagged.length - named.length };
}

/** The signer with their title once: labs send the name with or without it, never "Dr Dr. Rao". */
export const doctorName = (name: string) => (/^dr\.?\s/i.test(name) ? name : `Dr ${name}`);

/** "Signed by Dr Kavitha Rao, Reg. No. TNMC-48213"; a release without a signature says so. */
export function signerWords(signedBy: ReportView["signedBy"]): string {
  if (!signedBy) return t`Released by the laboratory`;
  const doctor = doctorName(signedBy.name);
  const registration = signedBy.registration;
  return t`Signed by ${doctor}, Reg. No. ${registration}`;
}
