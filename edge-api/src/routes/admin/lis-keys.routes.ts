/**
 * Labs' API keys, `/api/admin/lis-keys` (admins only; docs/lis-integration.md): the list (never a
 * key, only its label and use), `POST /` issues a key for a lab and answers it once, `POST
 * /{keyId}/revoke` ends one. A lab has at most two live keys (services/lis/lis-keys.ts), so a
 * rotation is: issue the new key, the lab switches, revoke the old one.
 */

import { ApiRoutes } from "@vyom/catalog/contract/routes";
import { Hono } from "hono";
import type { AppDeps } from "../../deps.ts";
import { type AdminVariables, actorOf, requireAdminRole } from "../../http/admin-session.ts";
import { requestLogger } from "../../http/request-log.ts";
import { route } from "../../openapi/route.ts";
import { DEV_LAB_ID, labs } from "../../services/lis/labs.ts";
import {
  issueLisKey,
  listLisKeys,
  MAX_LIVE_KEYS_PER_LAB,
  revokeLisKey,
} from "../../services/lis/lis-keys.ts";

export const lisKeyMessages = {
  unknownLab: "There is no such lab.",
  tooMany: `A lab has at most ${MAX_LIVE_KEYS_PER_LAB} live keys: revoke the old one once the lab uses the new one.`,
  notFound: "There is no such key.",
} as const;

/** The labs a key can be issued for: the development lab has its loopback key only. */
const keyedLabs = labs
  .filter((lab) => lab.id !== DEV_LAB_ID)
  .map((lab) => ({ id: lab.id, name: lab.name }));

export function lisKeysRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  return new Hono<{ Variables: AdminVariables }>()
    .use(requireAdminRole(deps))
    .get("/", ...route(ApiRoutes["GET /api/admin/lis-keys"]), async (c) =>
      c.json({ keys: await listLisKeys(db), labs: keyedLabs }, 200),
    )
    .post("/", ...route(ApiRoutes["POST /api/admin/lis-keys"]), async (c) => {
      const { labId, label } = c.req.valid("json");
      const outcome = await issueLisKey(db, {
        labId,
        label,
        actor: actorOf(c.get("admin")),
        now: clock(),
      });
      if (outcome.kind === "unknown-lab") {
        return c.json({ error: "unknown-lab" as const, message: lisKeyMessages.unknownLab }, 404);
      }
      if (outcome.kind === "too-many-live-keys") {
        return c.json({ error: "too-many-keys" as const, message: lisKeyMessages.tooMany }, 409);
      }
      requestLogger(c, deps.logger).info("lis.key-issued", { labId, keyId: outcome.id });
      return c.json({ id: outcome.id, labId, label, key: outcome.key }, 201);
    })
    .post(
      "/:keyId/revoke",
      ...route(ApiRoutes["POST /api/admin/lis-keys/:keyId/revoke"]),
      async (c) => {
        const done = await revokeLisKey(db, {
          id: c.req.valid("param").keyId,
          actor: actorOf(c.get("admin")),
          now: clock(),
        });
        if (done === "not-found") {
          return c.json({ error: "not-found" as const, message: lisKeyMessages.notFound }, 404);
        }
        requestLogger(c, deps.logger).info("lis.key-revoked", {
          keyId: c.req.valid("param").keyId,
        });
        return c.json({ status: "revoked" as const }, 200);
      },
    );
}
