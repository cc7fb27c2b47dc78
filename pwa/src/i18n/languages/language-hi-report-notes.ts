// हिन्दी: what a flagged value on a report may mean, by its English (i18n/report-notes.ts). A
// chunk of its own, not in language-hi.ts: only a report shows these. Named language-hi-… so
// the service worker's language cache keeps it (src/sw.ts), offline later too.
export { hindiReportNotes as reportNotes } from "@vyom/catalog";
