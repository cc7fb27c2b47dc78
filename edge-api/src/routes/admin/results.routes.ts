/**
 * Lab results for the staff, `/api/admin/results`: the list of what waits for them (a
 * pathologist's signature, the desk's call about a critical value) and what was released lately
 * (every signed-in staff member; reading it is audited), `POST /:reportId/sign` (pathologists
 * only) and `POST /:reportId/critical-call` (the desk and admins). Releasing, and the patient's
 * SMS, follow in the same transaction (services/lab-results/report-sign-off.ts).
 */

import { ApiRoutes } from "@vyom/catalog/contract/routes";
import { type Context, Hono } from "hono";
import type { AppDeps } from "../../deps.ts";
import {
  type AdminVariables,
  actorOf,
  requireRole,
  requireStaff,
} from "../../http/admin-session.ts";
import { requestDeps, requestLogger } from "../../http/request-log.ts";
import { route } from "../../openapi/route.ts";
import { recordStaffRead } from "../../services/admin/staff-reads.ts";
import { drainVisitNotices } from "../../services/collection-visits/visit-notices.ts";
import { reportLinkSite } from "../../services/lab-results/report-release.ts";
import {
  heldReports,
  recentlyReleased,
  recordCriticalCall,
  type SignOffOutcome,
  signReport,
} from "../../services/lab-results/report-sign-off.ts";
import { staffResult } from "../../services/lab-results/staff-result.ts";

export const resultMessages = {
  notFound: "This result was not found.",
  superseded: "A newer version of this report came from the lab: open that one.",
  alreadySigned: "This version is already signed.",
  alreadyCalled: "The call about this result is already recorded.",
  notCritical: "This result has no critical value to call about.",
  noSignature:
    "Your account has no name and registration number to sign with: ask an admin to add them.",
} as const;

export function resultsRoutes(deps: AppDeps) {
  const { db, clock } = deps;

  const answer = (c: Context, outcome: SignOffOutcome, alreadyDone: string) => {
    switch (outcome.kind) {
      case "done":
        // A release queued the patient's SMS: it leaves now, not on the next maintenance pass.
        if (outcome.released) void drainVisitNotices(requestDeps(c, deps));
        return c.json({ result: staffResult(outcome.report) }, 200);
      case "not-found":
        return c.json({ error: "not-found" as const, message: resultMessages.notFound }, 404);
      case "superseded":
        return c.json({ error: "superseded" as const, message: resultMessages.superseded }, 409);
      case "already-signed":
        // Pressed twice, or by two people: the first stands; the answer says so.
        return c.json({ result: staffResult(outcome.report), message: alreadyDone }, 200);
      case "not-critical":
        return c.json({ error: "not-critical" as const, message: resultMessages.notCritical }, 409);
      case "no-signature":
        return c.json({ error: "no-signature" as const, message: resultMessages.noSignature }, 422);
    }
  };

  return new Hono<{ Variables: AdminVariables }>()
    .get("/", ...route(ApiRoutes["GET /api/admin/results"], requireStaff(deps)), async (c) => {
      const [held, released] = await Promise.all([heldReports(db), recentlyReleased(db)]);
      await recordStaffRead(db, {
        actor: actorOf(c.get("admin")),
        read: { what: "results", ids: [...held, ...released].map((r) => r.id) },
        now: clock(),
      });
      return c.json({ held: held.map(staffResult), released: released.map(staffResult) }, 200);
    })
    .post(
      "/:reportId/sign",
      ...route(
        ApiRoutes["POST /api/admin/results/:reportId/sign"],
        requireRole(deps, "pathologist"),
      ),
      async (c) => {
        const admin = c.get("admin");
        const outcome = await signReport(db, {
          reportId: c.req.valid("param").reportId,
          staffId: admin.adminId,
          actor: actorOf(admin),
          now: clock(),
          site: reportLinkSite(deps.env),
        });
        requestLogger(c, deps.logger).info("results.sign", { outcome: outcome.kind });
        return answer(c, outcome, resultMessages.alreadySigned);
      },
    )
    .post(
      "/:reportId/critical-call",
      ...route(
        ApiRoutes["POST /api/admin/results/:reportId/critical-call"],
        requireRole(deps, "admin", "desk"),
      ),
      async (c) => {
        const outcome = await recordCriticalCall(db, {
          reportId: c.req.valid("param").reportId,
          actor: actorOf(c.get("admin")),
          note: c.req.valid("json").note,
          now: clock(),
          site: reportLinkSite(deps.env),
        });
        requestLogger(c, deps.logger).info("results.critical-call", { outcome: outcome.kind });
        return answer(c, outcome, resultMessages.alreadyCalled);
      },
    );
}
