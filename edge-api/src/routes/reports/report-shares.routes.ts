/**
 * The patient's doctor links, under /api/reports/{id}/shares: make one (`POST`), list them with
 * their openings (`GET`), revoke one (`POST /{shareId}/revoke`). Each needs the same proof as the
 * report itself (reports.routes.ts `oneReport`): a link can only be made, seen or revoked by
 * whoever may read the report. The doctor opens a link at /api/shared-reports (no login).
 */
import { ApiRoutes } from "@vyom/catalog/contract/routes";
import { type Context, Hono } from "hono";
import type { AppDeps } from "../../deps.ts";
import { route } from "../../openapi/route.ts";
import type { LabReport } from "../../services/reports/lab-reports.ts";
import {
  createShare,
  MAX_SHARES_PER_NUMBER_PER_DAY,
  revokeShare,
  sharesOf,
} from "../../services/reports/report-shares.ts";

/** The report the request's proofs cover, or the refusal (reports.routes.ts). */
export type OneReport<Refusal extends Response = Response> = (
  c: Context,
  id: string,
) => Promise<LabReport | Refusal>;

export const shareMessages = {
  tooMany: `A number can make ${MAX_SHARES_PER_NUMBER_PER_DAY} links a day. Revoke one you no longer need, or try tomorrow.`,
  notFound: "This link was not found.",
} as const;

export function reportSharesRoutes<Refusal extends Response>(
  deps: AppDeps,
  oneReport: OneReport<Refusal>,
) {
  const { db, clock } = deps;
  return new Hono()
    .post("/:id/shares", ...route(ApiRoutes["POST /api/reports/:id/shares"]), async (c) => {
      const report = await oneReport(c, c.req.valid("param").id);
      if (report instanceof Response) return report;
      const made = await createShare(db, {
        report,
        mobileNumber: report.mobileNumber,
        hours: c.req.valid("json").hours,
        now: clock(),
      });
      if (made.kind === "too-many") {
        return c.json({ error: "too-many-links" as const, message: shareMessages.tooMany }, 429);
      }
      return c.json(
        { id: made.id, token: made.token, expiresAt: made.expiresAt.toISOString() },
        201,
      );
    })
    .get("/:id/shares", ...route(ApiRoutes["GET /api/reports/:id/shares"]), async (c) => {
      const report = await oneReport(c, c.req.valid("param").id);
      if (report instanceof Response) return report;
      return c.json({ shares: await sharesOf(db, report.id, clock()) }, 200);
    })
    .post(
      "/:id/shares/:shareId/revoke",
      ...route(ApiRoutes["POST /api/reports/:id/shares/:shareId/revoke"]),
      async (c) => {
        const { id, shareId } = c.req.valid("param");
        const report = await oneReport(c, id);
        if (report instanceof Response) return report;
        const revoked = await revokeShare(db, { reportId: report.id, shareId, now: clock() });
        if (!revoked) {
          return c.json({ error: "not-found" as const, message: shareMessages.notFound }, 404);
        }
        return c.json({ status: "revoked" as const }, 200);
      },
    );
}
