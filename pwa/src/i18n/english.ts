/**
 * English without a runtime library. The macros keep each message's English text in the code,
 * and the build compiles the ones with placeholders, plurals or selects to Lingui's compiled form
 * (pwa/scripts/lingui-plugins.ts, englishPrecompiled): text, `[name]`, `[name, "plural" |
 * "selectordinal" | "select", arms]`, with "#" for the count in a plural's arm. This renders that
 * form with `values`. An English reader's first load carries this instead of Lingui's core, which
 * comes with the first other language chosen (i18n/lingui-core.ts).
 *
 * Not handled (Lingui's core does it for the other languages): exact plural arms (`=0`),
 * `selectordinal` (read as `plural`) and the `number`, `date` and `time` argument styles; format
 * such values with lib/format.ts before they are interpolated, and word English with `one`/`other`.
 */
type Arms = Record<string, Compiled>;
type Token = string | [name: string, type?: string, arms?: Arms | string];
export type Compiled = string | Token[];

const plurals = new Intl.PluralRules("en-IN");

/**
 * A count in en-IN digits, 100000 → "1,00,000". By hand for whole numbers, as
 * catalog/src/pricing.ts formats rupees: the first `toLocaleString("en-IN")` loads the locale's
 * number data, the largest part of one long task of the header's hydration (the cart's count) on
 * a slow phone (docs/performance.md, figure 2).
 */
export function countWords(count: number): string {
  if (!Number.isSafeInteger(count)) return count.toLocaleString("en-IN");
  const digits = String(Math.abs(count));
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",");
  return `${count < 0 ? "-" : ""}${rest ? `${rest},` : ""}${lastThree}`;
}

/** `message` (plain or compiled English) with `values` filled in. */
export function english(message: Compiled, values: Record<string, unknown> = {}, count?: number) {
  if (typeof message === "string") return message;
  let out = "";
  for (const token of message) {
    if (typeof token === "string") {
      out += token === "#" && count !== undefined ? countWords(count) : token;
      continue;
    }
    const [name, type, arms] = token;
    const value = values[name];
    if (typeof arms !== "object") {
      out += value ?? "";
      continue;
    }
    const n = Number(value);
    const arm = type === "select" ? arms[String(value)] : arms[plurals.select(n)];
    out += english(arm ?? arms.other ?? "", values, type === "select" ? count : n);
  }
  return out;
}
