/**
 * `POST /api/admin/technician-accounts` (docs/product.md#technicians-page): an admin makes a
 * technician and the sign-in of their page at once (services/technician/technician-accounts.ts).
 * Admins only (a desk user is 403), valid requests counted per admin (technician-limits.ts), every refusal in
 * words for the form: a mobile or e-mail already in use (409), an unknown area (404).
 */
import { deskMessages } from "@vyom/catalog/contract";
import { ApiRoutes } from "@vyom/catalog/contract/routes";
import { Hono } from "hono";
import type { AppDeps } from "../../deps.ts";
import { type AdminVariables, actorOf, requireAdminRole } from "../../http/admin-session.ts";
import { requestLogger } from "../../http/request-log.ts";
import { route } from "../../openapi/route.ts";
import { createTechnicianAccount } from "../../services/technician/technician-accounts.ts";
import {
  perStaffAccountLimit,
  technicianLimits,
} from "../../services/technician/technician-limits.ts";

export function technicianAccountsRoutes(deps: AppDeps) {
  return new Hono<{ Variables: AdminVariables }>().use(requireAdminRole(deps)).post(
    "/",
    ...route(ApiRoutes["POST /api/admin/technician-accounts"]),
    // Counted once the body is valid: what it guards is the password's hashing and the write.
    perStaffAccountLimit(deps, technicianLimits.accounts),
    async (c) => {
      const outcome = await createTechnicianAccount(deps.db, {
        ...c.req.valid("json"),
        actor: actorOf(c.get("admin")),
        now: deps.clock(),
      });
      switch (outcome.kind) {
        case "mobile-taken":
          return c.json(
            { error: "mobile-taken" as const, message: deskMessages.technicianMobileTaken },
            409,
          );
        case "email-taken":
          return c.json({ error: "email-taken" as const, message: deskMessages.emailTaken }, 409);
        case "unknown-area":
          return c.json({ error: "not-found" as const, message: deskMessages.unknownArea }, 404);
        case "created":
          requestLogger(c, deps.logger).info("admin.technician-account-created", {
            technicianId: outcome.technician.id,
          });
          return c.json({ technician: outcome.technician, user: outcome.user }, 201);
      }
    },
  );
}
