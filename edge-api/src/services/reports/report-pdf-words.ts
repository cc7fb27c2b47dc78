/**
 * The report PDF in the reader's language (`?language=` on the PDF's download): its headings,
 * labels, flags and status in words, the notes said when the test master has none, the signature
 * lines and its dates (Intl, Latin digits, Asia/Kolkata). What the lab wrote stays as written:
 * test and parameter names, values, units, ranges and a text result. The test master's notes per
 * parameter are said in the language where it has words for them (the catalogue's `reportNotes`,
 * catalog/src/data/translations/, which the app's report page reads too), in English where it
 * has none. A test the catalogue translates (its popular tests,
 * catalog/src/data/translations/) is named in the language with its English name beside it, as
 * the app names it. English is exactly the English PDF, word for word.
 */
import { catalogueTranslations } from "@vyom/catalog";
import type { MessageLanguage } from "@vyom/catalog/contract";
import { type PdfText, pdfTranslations } from "./report-pdf-translations.ts";
import { birthDateWords, istDateTime } from "./report-words.ts";

export interface PdfWords {
  language: MessageLanguage;
  /** The PDF's /Lang (the document's language for a screen reader). */
  lang: string;
  /** A text of the PDF with its values put in for `{0}`, `{1}`. */
  t(text: PdfText, ...values: string[]): string;
  /** Words that may be the PDF's (a flag, a status) or the lab's own: translated when known. */
  maybe(text: string): string;
  /**
   * What a flagged value may mean: a test master's note in the language where it has words for
   * it, or the PDF's own note (the master's reading of words); else the English, never nothing.
   */
  note(text: string): string;
  /** A test's name: "<its name in the language> (<English>)" when the catalogue has one. */
  testName(corpId: string, english: string): string;
  dateTime(date: Date): string;
  birthDate(day: string): string;
}

const LANG: Readonly<Record<MessageLanguage, string>> = {
  en: "en-IN",
  ta: "ta-IN",
  kn: "kn-IN",
  te: "te-IN",
  hi: "hi-IN",
};

const fill = (text: string, values: readonly string[]) =>
  text.replace(/\{(\d)\}/g, (_, index: string) => values[Number(index)] ?? "");

const parts = (format: Intl.DateTimeFormat, date: Date) =>
  Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));

const cache = new Map<MessageLanguage, PdfWords>();

export function pdfWordsOf(language: MessageLanguage = "en"): PdfWords {
  const known = cache.get(language);
  if (known) return known;
  const lang = LANG[language];
  let words: PdfWords;
  if (language === "en") {
    words = {
      language,
      lang,
      t: (text, ...values) => fill(text, values),
      maybe: (text) => text,
      note: (text) => text,
      testName: (_corpId, english) => english,
      dateTime: istDateTime,
      birthDate: birthDateWords,
    };
  } else {
    const table: Readonly<Record<string, string>> = pdfTranslations[language];
    const notes = catalogueTranslations[language].reportNotes;
    const maybe = (text: string) => (Object.hasOwn(table, text) ? (table[text] as string) : text);
    const common = { day: "numeric", month: "short", year: "numeric", numberingSystem: "latn" };
    const at = new Intl.DateTimeFormat(lang, {
      ...common,
      timeZone: "Asia/Kolkata",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    } as Intl.DateTimeFormatOptions);
    const day = new Intl.DateTimeFormat(lang, {
      ...common,
      timeZone: "UTC",
    } as Intl.DateTimeFormatOptions);
    words = {
      language,
      lang,
      t: (text, ...values) => fill(table[text] ?? text, values),
      maybe,
      note: (text) => (Object.hasOwn(notes, text) ? (notes[text] as string) : maybe(text)),
      testName: (corpId, english) => {
        const tests: Readonly<Record<string, { name: string }>> =
          catalogueTranslations[language].tests;
        const name = Object.hasOwn(tests, corpId) ? tests[corpId]?.name : undefined;
        return name ? `${name} (${english})` : english;
      },
      // The same 24-hour "day month year, hh:mm IST" as in English, the month in the language.
      dateTime: (date) => {
        const p = parts(at, date);
        return `${p.day} ${p.month} ${p.year}, ${p.hour}:${p.minute} IST`;
      },
      birthDate: (value) => day.format(new Date(`${value}T00:00:00Z`)),
    };
  }
  cache.set(language, words);
  return words;
}
