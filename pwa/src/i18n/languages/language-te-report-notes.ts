// తెలుగు: what a flagged value on a report may mean, by its English (i18n/report-notes.ts). A
// chunk of its own, not in language-te.ts: only a report shows these. Named language-te-… so
// the service worker's language cache keeps it (src/sw.ts), offline later too.
export { teluguReportNotes as reportNotes } from "@vyom/catalog";
