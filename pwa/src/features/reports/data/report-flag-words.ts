/**
 * A report's flag and status in the reader's words. The API sends a flag's code with its English
 * words (edge-api/src/services/reports/report-words.ts): the code chooses the words here, so a
 * change of the API's English never leaves a flag untranslated. A result flagged without a
 * direction carries the lab's own word ("Positive", "Reactive"), shown by its English: those the
 * API knows (its ABNORMAL_FLAG_WORDS and the test master's readings) are declared below, and a
 * word no catalogue holds stays as the lab wrote it. The same words as the report PDF's
 * (edge-api/src/services/reports/report-pdf-translations.ts).
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ReportStatus } from "@vyom/catalog/contract";
import { knownText } from "@/i18n/known-text.ts";
import type { ReportParameter } from "./reports-api.ts";

type Flag = NonNullable<ReportParameter["flag"]>;

const directionWords: Partial<Record<Flag, MessageDescriptor>> = {
  low: msg`Low`,
  high: msg`High`,
  "critical-low": msg`Critical low`,
  "critical-high": msg`Critical high`,
};

/** The lab's words for a result without a direction, as the API sends them in English. */
export const labFlagWords: readonly MessageDescriptor[] = [
  msg`Abnormal`,
  msg`Critical abnormal`,
  msg`Positive`,
  msg`Detected`,
  msg`Indeterminate`,
  msg`Reactive`,
  msg`For your doctor to read`,
];

/** A value's flag: by its code where it has a direction, else the lab's word by its English. */
export const flagWordsOf = (flag: Flag, words: string): MessageDescriptor =>
  directionWords[flag] ?? knownText(words);

/** What a report not plainly final says about itself, by its status code; nothing when final. */
export const reportStatusWords: Record<ReportStatus, MessageDescriptor | undefined> = {
  partial: msg`Partial report: more results to come`,
  preliminary: msg`Preliminary report: the final one may differ`,
  final: undefined,
  corrected: msg`Corrected report: replaces the earlier version`,
  amended: msg`Amended report: replaces the earlier version`,
};
