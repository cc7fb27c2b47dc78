/**
 * The signed-in customer's ABHA number, `/api/users/me/abha`: read it (`GET`), add or replace it
 * with consent (`PUT`), withdraw it (`DELETE`). Changing it links health records, so it needs an
 * OTP verified within 15 minutes (the reports' step-up, routes/reports/step-up.routes.ts), not
 * just a weeks-old session on a phone someone else may hold.
 */
import { abhaMessages } from "@vyom/catalog/contract";
import { ApiRoutes } from "@vyom/catalog/contract/routes";
import { type Context, Hono } from "hono";
import type { AppDeps } from "../../deps.ts";
import type { CustomerVariables } from "../../http/customer-session.ts";
import { route } from "../../openapi/route.ts";
import { currentAbha, linkAbha, unlinkAbha } from "../../services/abdm/abha-links.ts";
import { otpIsFresh } from "../../services/reports/report-step-up.ts";

export function abhaRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const stale = (c: Context<{ Variables: CustomerVariables }>) =>
    otpIsFresh(c.get("customer").otpVerifiedAt, clock())
      ? undefined
      : c.json({ error: "step-up-required" as const, message: abhaMessages.stepUp }, 401);
  const actor = (c: Context<{ Variables: CustomerVariables }>) =>
    `customer:${c.get("customer").mobileNumber}`;

  return new Hono<{ Variables: CustomerVariables }>()
    .get("/", ...route(ApiRoutes["GET /api/users/me/abha"]), async (c) =>
      c.json({ abha: await currentAbha(db, c.get("customer").userId) }, 200),
    )
    .put("/", ...route(ApiRoutes["PUT /api/users/me/abha"]), async (c) => {
      const refused = stale(c);
      if (refused) return refused;
      const body = c.req.valid("json");
      const abha = await linkAbha(db, {
        userId: c.get("customer").userId,
        raw: body.abhaNumber,
        language: body.language,
        actor: actor(c),
        now: clock(),
      });
      return c.json({ abha }, 200);
    })
    .delete("/", ...route(ApiRoutes["DELETE /api/users/me/abha"]), async (c) => {
      const refused = stale(c);
      if (refused) return refused;
      await unlinkAbha(db, { userId: c.get("customer").userId, actor: actor(c), now: clock() });
      return c.json({ abha: null }, 200);
    });
}
