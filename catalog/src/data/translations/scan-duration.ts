/**
 * A scan's duration in a language: the language's sentence (schema.ts `scanDurations`) with the
 * English's numbers put in its `{0}`, `{1}`, in order. Each number, or range ("10-15"), is written
 * by Intl in the language's locale with Latin digits, as every number the app shows (docs/i18n.md).
 */

/** The numbers of a duration, in order: "45-60 minutes ... under 10 minutes" gives two. */
const QUANTITY = /(\d+(?:\.\d+)?)(?:-(\d+(?:\.\d+)?))?/g;

export function durationQuantities(english: string): readonly (readonly [number, number?])[] {
  return [...english.matchAll(QUANTITY)].map(([, from, to]) =>
    to === undefined ? [Number(from)] : [Number(from), Number(to)],
  );
}

export function durationIn(words: string, english: string, locale: string): string {
  const format = new Intl.NumberFormat(locale, { numberingSystem: "latn" });
  // NumberFormat's formatRange is younger than some browsers the build targets (es2022): without
  // it a range is its two numbers around the en dash formatRange writes in these languages.
  const range = (from: number, to: number) =>
    typeof format.formatRange === "function"
      ? format.formatRange(from, to)
      : `${format.format(from)}–${format.format(to)}`;
  const quantities = durationQuantities(english).map(([from, to]) =>
    to === undefined ? format.format(from) : range(from, to),
  );
  return words.replace(/\{(\d)\}/g, (place, index: string) => quantities[Number(index)] ?? place);
}
