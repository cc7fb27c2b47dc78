/**
 * The lab's staff accounts, `/api/admin/users` (docs/product.md#booking-desk): admins only. An
 * admin lists the accounts, creates desk users, and disables or enables one
 * (`PATCH /:userId { active }`); a desk user is refused (403).
 */
import { deskMessages } from "@vyom/catalog/contract";
import { ApiRoutes } from "@vyom/catalog/contract/routes";
import { Hono } from "hono";
import type { AppDeps } from "../../deps.ts";
import { type AdminVariables, actorOf, requireAdminRole } from "../../http/admin-session.ts";
import { requestLogger } from "../../http/request-log.ts";
import { route } from "../../openapi/route.ts";
import { createDeskUser, listStaff, setDeskUserActive } from "../../services/admin/staff.ts";

export function usersRoutes(deps: AppDeps) {
  return new Hono<{ Variables: AdminVariables }>()
    .use(requireAdminRole(deps))
    .get("/", ...route(ApiRoutes["GET /api/admin/users"]), async (c) =>
      c.json({ users: await listStaff(deps.db) }, 200),
    )
    .post("/", ...route(ApiRoutes["POST /api/admin/users"]), async (c) => {
      const outcome = await createDeskUser(deps.db, {
        ...c.req.valid("json"),
        actor: actorOf(c.get("admin")),
        now: deps.clock(),
      });
      if (outcome.kind === "taken") {
        return c.json({ error: "email-taken" as const, message: deskMessages.emailTaken }, 409);
      }
      if (outcome.kind === "unknown-technician") {
        return c.json(
          { error: "not-found" as const, message: deskMessages.unknownTechnician },
          404,
        );
      }
      requestLogger(c, deps.logger).info("admin.desk-user-created", { email: outcome.user.email });
      return c.json({ user: outcome.user }, 201);
    })
    .patch("/:userId", ...route(ApiRoutes["PATCH /api/admin/users/:userId"]), async (c) => {
      const outcome = await setDeskUserActive(deps.db, {
        id: c.req.valid("param").userId,
        active: c.req.valid("json").active,
        actor: actorOf(c.get("admin")),
        now: deps.clock(),
      });
      if (outcome.kind === "not-found") {
        return c.json({ error: "not-found" as const, message: deskMessages.unknownAccount }, 404);
      }
      if (outcome.kind === "not-desk") {
        return c.json({ error: "not-desk" as const, message: deskMessages.onlyDeskUsers }, 409);
      }
      requestLogger(c, deps.logger).info("admin.desk-user-changed", {
        userId: outcome.user.id,
        active: outcome.user.active,
      });
      return c.json({ user: outcome.user }, 200);
    });
}
