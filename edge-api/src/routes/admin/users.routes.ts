/**
 * The lab's staff accounts, `/api/admin/users` (docs/product.md#booking-desk): admins only. An
 * admin lists the accounts and creates desk users; a desk user is refused (403).
 */
import { deskMessages } from "@vyom/catalog/contract";
import { DeskUserRequest } from "@vyom/catalog/contract/schemas";
import { Hono } from "hono";
import type { AppDeps } from "../../deps.ts";
import { type AdminVariables, requireAdminRole } from "../../http/admin-session.ts";
import { requestLogger } from "../../http/request-log.ts";
import { jsonBody } from "../../http/validate.ts";
import { createDeskUser, listStaff } from "../../services/admin/staff.ts";
import { deskDocs as docs } from "./desk.openapi.ts";
import { actorOf } from "./desk.routes.ts";

export function usersRoutes(deps: AppDeps) {
  return new Hono<{ Variables: AdminVariables }>()
    .use(requireAdminRole(deps))
    .get("/", docs.users, async (c) => c.json({ users: await listStaff(deps.db) }, 200))
    .post("/", docs.addUser, jsonBody(DeskUserRequest), async (c) => {
      const outcome = await createDeskUser(deps.db, {
        ...c.req.valid("json"),
        actor: actorOf(c.get("admin")),
        now: deps.clock(),
      });
      if (outcome.kind === "taken") {
        return c.json({ error: "email-taken" as const, message: deskMessages.emailTaken }, 409);
      }
      requestLogger(c, deps.logger).info("admin.desk-user-created", { email: outcome.user.email });
      return c.json({ user: outcome.user }, 201);
    });
}
