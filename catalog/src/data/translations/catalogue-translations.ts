/**
 * Every language's translation of the catalogue's own text (docs/i18n.md#catalogue-text), with its
 * report notes. The app never imports this: each language chunk imports its own module
 * (pwa/src/i18n/languages/), so a reader downloads one language at most, and the report notes
 * come in a chunk of their own (pwa/src/i18n/report-notes.ts). The API imports it for the report
 * PDF, which reads every table synchronously.
 */
import type { MessageLanguage } from "../../contract/languages.ts";
import { hi } from "./hi.ts";
import { hiReportNotes } from "./hi-report-notes.ts";
import { kn } from "./kn.ts";
import { knReportNotes } from "./kn-report-notes.ts";
import type { CatalogueTranslation } from "./schema.ts";
import { ta } from "./ta.ts";
import { taReportNotes } from "./ta-report-notes.ts";
import { te } from "./te.ts";
import { teReportNotes } from "./te-report-notes.ts";

export const catalogueTranslations: Readonly<
  Record<Exclude<MessageLanguage, "en">, CatalogueTranslation>
> = {
  ta: { ...ta, reportNotes: taReportNotes },
  kn: { ...kn, reportNotes: knReportNotes },
  te: { ...te, reportNotes: teReportNotes },
  hi: { ...hi, reportNotes: hiReportNotes },
};
