// தமிழ்: what a flagged value on a report may mean, by its English (i18n/report-notes.ts). A
// chunk of its own, not in language-ta.ts: only a report shows these. Named language-ta-… so
// the service worker's language cache keeps it (src/sw.ts), offline later too.
export { tamilReportNotes as reportNotes } from "@vyom/catalog";
