/**
 * A technician's own page, `/api/technician/*` (docs/product.md#technicians-page): a staff
 * account of role `technician`, linked to a technicians row, reads its day and steps its own
 * visits. Every action carries an Idempotency-Key (the page's outbox sends it again after a lost
 * answer) and is the desk's own step (services/technician/technician-visits.ts).
 */
import { deskMessages } from "@vyom/catalog/contract";
import { ApiRoutes } from "@vyom/catalog/contract/routes";
import { Hono } from "hono";
import type { AppDeps } from "../../deps.ts";
import { type AdminVariables, actorOf, requireRole } from "../../http/admin-session.ts";
import { requestDeps } from "../../http/request-log.ts";
import { route } from "../../openapi/route.ts";
import { drainVisitNotices } from "../../services/collection-visits/visit-notices.ts";
import { IDEMPOTENCY_HEADER, parseIdempotencyKey } from "../../services/idempotency/idempotency.ts";
import { keyReused, malformedKey } from "../../services/outbox-writes/write-refusals.ts";
import {
  perStaffAccountLimit,
  technicianLimits,
} from "../../services/technician/technician-limits.ts";
import {
  technicianAction,
  technicianDay,
  technicianOfAccount,
} from "../../services/technician/technician-visits.ts";

const unlinked = { error: "forbidden" as const, message: deskMessages.notYourVisit };

export function technicianRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  return (
    new Hono<{ Variables: AdminVariables }>()
      .use(requireRole(deps, "technician"))
      .get("/visits", ...route(ApiRoutes["GET /api/technician/visits"]), async (c) => {
        const technicianId = await technicianOfAccount(db, c.get("admin").adminId);
        if (!technicianId) return c.json(unlinked, 403);
        return c.json(await technicianDay(db, technicianId, clock()), 200);
      })
      // Counted per account before the body is read: a flood (or a stolen session's) is a 429 with
      // Retry-After, which the page's outbox waits out and sends again (pwa/src/sync/classify.ts).
      .post(
        "/actions",
        ...route(
          ApiRoutes["POST /api/technician/actions"],
          perStaffAccountLimit(deps, technicianLimits.actions),
        ),
        async (c) => {
          const key = parseIdempotencyKey(c.req.header(IDEMPOTENCY_HEADER));
          if (key === undefined || key instanceof Error) {
            const refused = malformedKey(
              key instanceof Error ? key.message : `${IDEMPOTENCY_HEADER} is required`,
            );
            return c.json(refused.body, refused.status);
          }
          const admin = c.get("admin");
          const technicianId = await technicianOfAccount(db, admin.adminId);
          if (!technicianId) return c.json(unlinked, 403);
          const outcome = await technicianAction(db, {
            scope: `technician-action:${admin.adminId}`,
            key,
            technicianId,
            request: c.req.valid("json"),
            actor: actorOf(admin),
            now: clock(),
          });
          if (outcome.kind === "key-reused") return c.json(keyReused.body, keyReused.status);
          if (outcome.kind === "fresh" && outcome.status === 201) {
            void drainVisitNotices(requestDeps(c, deps));
          }
          // The status and body are the stored pair (technician-visits.ts TechnicianAnswer).
          return outcome.status === 201
            ? c.json(outcome.body, outcome.status)
            : c.json(outcome.body, outcome.status);
        },
      )
  );
}
