/**
 * The patient's report page and the doctor's (a shared link), for the route table
 * (app/routes.tsx) to load through one loader: one chunk and one entry in the first load's
 * preload map instead of two. A second entry cost the home page's first load about 25 B gz more,
 * and it is at its ceiling (pwa/e2e/first-load.e2e.test.ts).
 */
export { ReportPage } from "./report.page.tsx";
export { SharedReportPage } from "./shared-report.page.tsx";
