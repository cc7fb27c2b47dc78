/**
 * What a doctor opens from a patient's link, `/api/shared-reports`: `GET /view` (the report as
 * the app shows it, without the patient's other reports) and `GET /pdf`. The link's token comes
 * in the `X-Vyom-Share-Token` header (the page keeps it in the URL's fragment, which no server,
 * log or Referer ever sees). A malformed, unknown, expired or revoked token is the same 404; the
 * tries are counted per address so tokens cannot be walked. Nothing is cached.
 */
import { ApiRoutes } from "@vyom/catalog/contract/routes";
import { Hono } from "hono";
import type { AppDeps } from "../../deps.ts";
import { clientGroup } from "../../http/client-address.ts";
import { noStore } from "../../http/no-store.ts";
import { route } from "../../openapi/route.ts";
import { consume, type RateLimitRule } from "../../services/rate-limit/rate-limit.ts";
import { rateLimitedResponse } from "../../services/rate-limit/rate-limit-response.ts";
import { referenceOfReport } from "../../services/references/subject-references.ts";
import { renderReportPdf, reportFileName } from "../../services/reports/report-pdf.ts";
import { openShare } from "../../services/reports/report-shares.ts";
import { reportView } from "../../services/reports/report-view.ts";

export const SHARE_TOKEN_HEADER = "x-vyom-share-token";

/** A doctor opens a link a few times; far more from one address is someone trying tokens. */
export const sharedOpensPerAddress: RateLimitRule = {
  name: "shared-report-opens",
  limit: 60,
  windowMs: 10 * 60 * 1000,
};

const gone = {
  error: "link-not-valid" as const,
  message: "This link has expired or was revoked. Ask the patient for a new one.",
};

export function sharedReportsRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const open = async (token: string | undefined, address: string, what: "view" | "pdf") => {
    const limit = await consume(db, sharedOpensPerAddress, address, clock());
    if (!limit.allowed) return { limited: limit.retryAfterSeconds } as const;
    const report = await openShare(db, { token: token ?? "", what, now: clock() });
    return { report } as const;
  };
  return new Hono()
    .use(noStore)
    .get("/view", ...route(ApiRoutes["GET /api/shared-reports/view"]), async (c) => {
      const opened = await open(c.req.header(SHARE_TOKEN_HEADER), clientGroup(c), "view");
      if ("limited" in opened) return rateLimitedResponse(c, opened.limited ?? 60);
      if (!opened.report) return c.json(gone, 404);
      // Only this report: the patient's other reports (the trends) are not the doctor's to see.
      const view = await reportView(db, opened.report, { trends: false });
      return c.json(view, 200);
    })
    .get("/pdf", ...route(ApiRoutes["GET /api/shared-reports/pdf"]), async (c) => {
      const opened = await open(c.req.header(SHARE_TOKEN_HEADER), clientGroup(c), "pdf");
      if ("limited" in opened) return rateLimitedResponse(c, opened.limited ?? 60);
      if (!opened.report) return c.json(gone, 404);
      const reference = await referenceOfReport(db, opened.report);
      const pdf = await renderReportPdf(opened.report, reference, c.req.valid("query").language);
      return c.body(new Uint8Array(pdf), 200, {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${reportFileName(opened.report)}"`,
        "Content-Length": String(pdf.length),
      });
    });
}
