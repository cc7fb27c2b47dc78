/** How the doctor's link routes (shared-reports.routes.ts) appear in `GET /api/openapi.json`. */
import { ReportViewAnswer } from "@vyom/catalog/contract/schemas";
import { describe, rateLimited, refused } from "../../openapi/describe.ts";

const notValid = refused("Malformed, unknown, expired or revoked link: all alike (link-not-valid)");

export const sharedReportsDocs = {
  view: describe("The shared report as the app shows it, without trends (X-Vyom-Share-Token)", {
    200: ["The report", ReportViewAnswer],
    404: notValid,
    429: rateLimited,
  }),
  pdf: describe("The shared report's PDF (X-Vyom-Share-Token)", {
    200: ["The PDF, as an attachment", undefined, "application/pdf"],
    404: notValid,
    429: rateLimited,
  }),
};
