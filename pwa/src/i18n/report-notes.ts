/**
 * What a flagged value on a report may mean, in the reader's language (docs/i18n.md#catalogue-text):
 * the API sends the note in English and the page says it by its English, from the same tables the
 * report PDF prints (the catalogue's `reportNotes`). What it guarantees:
 * - A language's notes are a chunk of their own (languages/language-<code>-report-notes.ts), not
 *   part of its language chunk: a reader pays for them when a report shows a note, or in the
 *   background once a language is in use and the page is ready (language.ts), so a report kept on
 *   the phone and opened offline later has them too (the service worker keeps every
 *   `language-<code>-*` chunk it has fetched, src/sw.ts).
 * - Until they are here (on their way, or offline and never fetched) a note reads in English, in
 *   the same element: it switches when they arrive, and only its text changes.
 * - A load that failed is forgotten: the next report that shows a note asks again.
 * - A note they hold no words for (its English changed since) stays English, as in the PDF, never
 *   a stale translation.
 */
import type { ReportNotes } from "@vyom/catalog";
import { useEffect, useSyncExternalStore } from "react";
import { isLanguageCode, type LanguageCode } from "./language-codes.ts";
import { useLingui } from "./runtime.tsx";

type OtherLanguage = Exclude<LanguageCode, "en">;
type NotesChunk = { reportNotes: ReportNotes };

const chunks: Record<OtherLanguage, () => Promise<NotesChunk>> = {
  ta: () => import("./languages/language-ta-report-notes.ts"),
  kn: () => import("./languages/language-kn-report-notes.ts"),
  te: () => import("./languages/language-te-report-notes.ts"),
  hi: () => import("./languages/language-hi-report-notes.ts"),
};

const arrived = new Map<OtherLanguage, ReportNotes>();
const loading = new Map<OtherLanguage, Promise<void>>();
const listeners = new Set<() => void>();

/**
 * Brings `code`'s notes, once: a second call while they are on their way waits for the same load.
 * `load` is the chunk's import; a test hands its own to hold it or fail it.
 */
export function loadReportNotes(code: OtherLanguage, load = chunks[code]): Promise<void> {
  if (arrived.has(code)) return Promise.resolve();
  let pending = loading.get(code);
  if (!pending) {
    pending = load()
      .then(({ reportNotes }) => {
        arrived.set(code, reportNotes);
        for (const listener of listeners) listener();
      })
      .finally(() => loading.delete(code));
    loading.set(code, pending);
  }
  return pending;
}

const subscribe = (onChange: () => void) => {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
};
const none = () => undefined;

/**
 * `english` (a report value's note, as the API sent it) in the reader's language when its words
 * are here, else as it is; asks for the language's notes when there is a note to say.
 */
export function useReportNote(english: string | undefined): string | undefined {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  // English, the pseudo-locale of the tests and a page hydrating (English) have no notes to load.
  const code = isLanguageCode(locale) && locale !== "en" ? locale : undefined;
  const notes = useSyncExternalStore(subscribe, () => (code ? arrived.get(code) : undefined), none);
  useEffect(() => {
    if (english && code && !notes) loadReportNotes(code).catch(() => undefined);
  }, [english, code, notes]);
  return english && notes && Object.hasOwn(notes, english) ? notes[english] : english;
}

/** Whether `code`'s notes are here (tests wait on it). */
export const reportNotesArrived = (code: OtherLanguage): boolean => arrived.has(code);

/** Tests: a phone that has never fetched any language's notes. */
export function forgetReportNotes(): void {
  arrived.clear();
  loading.clear();
}
