/**
 * The booking desk, `/api/admin/desk/*` (docs/product.md#booking-desk): an admin or a desk user.
 * Routes validate and call services/desk/*; every action on a visit is a step of
 * services/collection-visits/visits.ts, and its SMS leaves at once (drainVisitNotices).
 */
import { deskMessages } from "@vyom/catalog/contract";
import { ApiRoutes } from "@vyom/catalog/contract/routes";
import { type Context, Hono } from "hono";
import type { AppDeps } from "../../deps.ts";
import { type AdminVariables, actorOf, requireAdmin } from "../../http/admin-session.ts";
import { requestDeps, requestLogger } from "../../http/request-log.ts";
import { route } from "../../openapi/route.ts";
import { drainVisitNotices } from "../../services/collection-visits/visit-notices.ts";
import { loadOfDay, setDayCapacity } from "../../services/collection-windows/collection-windows.ts";
import { listAreas } from "../../services/desk/desk-areas.ts";
import { auditOfSubject, auditPage } from "../../services/desk/desk-audit.ts";
import { deskAction, deskVisit, listDeskVisits } from "../../services/desk/desk-visits.ts";
import { technicianSuggestions } from "../../services/desk/technician-suggestions.ts";
import {
  addTechnician,
  changeTechnician,
  listTechnicians,
} from "../../services/desk/technicians.ts";
import { refundCancelledVisit } from "../../services/payments/refunds.ts";
import { consume, type RateLimitRule } from "../../services/rate-limit/rate-limit.ts";
import { rateLimitedResponse } from "../../services/rate-limit/rate-limit-response.ts";

const notFound = { error: "not-found" as const };

/**
 * Searches one staff account may run in 10 minutes. A dispatcher types a few dozen an hour (the
 * box searches as they type, debounced); a script walking names letter by letter to copy the
 * patients' list meets this first, and each refused search is an answer with nothing in it.
 */
export const deskSearchesPerStaff: RateLimitRule = {
  name: "desk-search",
  limit: 300,
  windowMs: 10 * 60_000,
};

const mobileTaken = (c: Context) =>
  c.json({ error: "mobile-taken" as const, message: deskMessages.technicianMobileTaken }, 409);
const unknownArea = (c: Context) => c.json({ ...notFound, message: deskMessages.unknownArea }, 404);

export function deskRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  return new Hono<{ Variables: AdminVariables }>()
    .use(requireAdmin(deps))
    .get("/visits", ...route(ApiRoutes["GET /api/admin/desk/visits"]), async (c) => {
      const filters = c.req.valid("query");
      if (filters.q !== undefined) {
        const counted = await consume(db, deskSearchesPerStaff, c.get("admin").adminId, clock());
        if (!counted.allowed) return rateLimitedResponse(c, counted.retryAfterSeconds);
      }
      const { visits, total } = await listDeskVisits(db, filters);
      return c.json({ visits, page: filters.page, pageSize: filters.pageSize, total }, 200);
    })
    .get("/areas", ...route(ApiRoutes["GET /api/admin/desk/areas"]), async (c) =>
      c.json({ areas: await listAreas(db) }, 200),
    )
    .get("/day", ...route(ApiRoutes["GET /api/admin/desk/day"]), async (c) => {
      const { area, day } = c.req.valid("query");
      const found = (await listAreas(db)).find((row) => row.id === area);
      if (!found) return c.json(notFound, 404);
      const windows = await loadOfDay(db, { areaId: area, day, now: clock() });
      return c.json({ area: { id: found.id, name: found.name }, day, windows }, 200);
    })
    .put("/capacity", ...route(ApiRoutes["PUT /api/admin/desk/capacity"]), async (c) => {
      const { area, day, startsAt, capacity } = c.req.valid("json");
      const now = clock();
      const actor = actorOf(c.get("admin"));
      const outcome = await setDayCapacity(db, {
        areaId: area,
        day,
        startsAt,
        capacity,
        actor,
        now,
      });
      if (outcome.kind === "no-such-window") {
        return c.json({ ...notFound, message: deskMessages.unknownWindow }, 404);
      }
      if (outcome.kind === "below-taken") {
        return c.json(
          {
            error: "below-booked" as const,
            message: deskMessages.capacityBelowBooked(outcome.taken),
          },
          409,
        );
      }
      requestLogger(c, deps.logger).info("desk.capacity-set", { area, day, startsAt, ...outcome });
      const window = (await loadOfDay(db, { areaId: area, day, now })).find(
        (row) => row.startsAt === startsAt,
      );
      if (!window) return c.json(notFound, 404);
      return c.json({ window }, 200);
    })
    .post(
      "/visits/:visitId/actions",
      ...route(ApiRoutes["POST /api/admin/desk/visits/:visitId/actions"]),
      async (c) => {
        const { visitId } = c.req.valid("param");
        const outcome = await deskAction(db, {
          visitId,
          request: c.req.valid("json"),
          actor: actorOf(c.get("admin")),
          now: clock(),
        });
        switch (outcome.kind) {
          case "unknown-visit":
            return c.json({ ...notFound, message: deskMessages.unknownVisit }, 404);
          case "refused":
            return c.json({ error: "refused" as const, message: outcome.message }, 409);
          case "done": {
            void drainVisitNotices(requestDeps(c, deps));
            // A lab-side cancel refunds a paid order exactly as the customer's does (refunds.ts).
            if (c.req.valid("json").action === "cancel") {
              await refundCancelledVisit(requestDeps(c, deps), {
                subject: outcome.visit.subject,
                now: clock(),
              });
            }
            return c.json({ visit: outcome.visit }, 200);
          }
        }
      },
    )
    .get(
      "/visits/:visitId/technicians",
      ...route(ApiRoutes["GET /api/admin/desk/visits/:visitId/technicians"]),
      async (c) => {
        const suggestions = await technicianSuggestions(db, c.req.valid("param").visitId);
        if (!suggestions) return c.json({ ...notFound, message: deskMessages.unknownVisit }, 404);
        return c.json(suggestions, 200);
      },
    )
    .get(
      "/visits/:visitId/audit",
      ...route(ApiRoutes["GET /api/admin/desk/visits/:visitId/audit"]),
      async (c) => {
        const visit = await deskVisit(db, c.req.valid("param").visitId);
        if (!visit) return c.json({ ...notFound, message: deskMessages.unknownVisit }, 404);
        return c.json({ entries: await auditOfSubject(db, visit.subject) }, 200);
      },
    )
    .get("/audit", ...route(ApiRoutes["GET /api/admin/desk/audit"]), async (c) => {
      const { page, pageSize } = c.req.valid("query");
      const withStaffReads = c.get("admin").role === "admin";
      const { entries, total } = await auditPage(db, { page, pageSize, withStaffReads });
      return c.json({ entries, page, pageSize, total }, 200);
    })
    .get("/technicians", ...route(ApiRoutes["GET /api/admin/desk/technicians"]), async (c) =>
      c.json({ technicians: await listTechnicians(db) }, 200),
    )
    .post("/technicians", ...route(ApiRoutes["POST /api/admin/desk/technicians"]), async (c) => {
      const outcome = await addTechnician(db, {
        ...c.req.valid("json"),
        actor: actorOf(c.get("admin")),
        now: clock(),
      });
      if (outcome.kind === "mobile-taken") return mobileTaken(c);
      if (outcome.kind === "unknown-area") return unknownArea(c);
      return c.json({ technician: outcome.technician }, 201);
    })
    .patch(
      "/technicians/:technicianId",
      ...route(ApiRoutes["PATCH /api/admin/desk/technicians/:technicianId"]),
      async (c) => {
        const outcome = await changeTechnician(db, {
          id: c.req.valid("param").technicianId,
          change: c.req.valid("json"),
          actor: actorOf(c.get("admin")),
          now: clock(),
        });
        if (!outcome) {
          return c.json({ ...notFound, message: deskMessages.unknownTechnician }, 404);
        }
        if (outcome.kind === "mobile-taken") return mobileTaken(c);
        if (outcome.kind === "unknown-area") return unknownArea(c);
        return c.json({ technician: outcome.technician }, 200);
      },
    );
}
