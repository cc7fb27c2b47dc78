/**
 * The test master's notes per parameter (what a Low or High value usually means,
 * lab-results/test-master.*.ts) in the report PDF's other languages, keyed by their English: a
 * note whose English changes finds no words and is printed in English until it is translated
 * again, never as a stale translation. report-pdf-notes.test.ts holds every language to every
 * note the master has, and every key to a note it still has. Medical words follow
 * docs/i18n-glossary.md; unreviewed by a native speaker.
 */
import type { MessageLanguage } from "@vyom/catalog/contract";
import { hiNotes } from "./report-pdf-notes.hi.ts";
import { knNotes } from "./report-pdf-notes.kn.ts";
import { taNotes } from "./report-pdf-notes.ta.ts";
import { teNotes } from "./report-pdf-notes.te.ts";

/** One language's words for the master's notes, by each note's English. */
export type MasterNoteWords = Readonly<Record<string, string>>;

export const masterNoteTranslations: Readonly<
  Record<Exclude<MessageLanguage, "en">, MasterNoteWords>
> = { ta: taNotes, kn: knNotes, te: teNotes, hi: hiNotes };
