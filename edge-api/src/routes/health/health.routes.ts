import { ApiRoutes } from "@vyom/catalog/contract/routes";
import { Hono } from "hono";
import type { AppDeps } from "../../deps.ts";
import { route } from "../../openapi/route.ts";
import { databaseAnswers } from "../../services/health/health.ts";

/** Liveness plus one database round-trip: a load balancer drops an instance that cannot query. */
export function healthRoutes({ db }: AppDeps) {
  return new Hono().get("/", ...route(ApiRoutes["GET /api/health"]), async (c) => {
    await databaseAnswers(db);
    return c.json({ status: "ok" as const }, 200);
  });
}
