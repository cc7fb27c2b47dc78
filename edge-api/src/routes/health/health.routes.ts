import { Hono } from "hono";
import type { AppDeps } from "../../deps.ts";
import { databaseAnswers } from "../../services/health/health.ts";
import { healthDocs } from "./health.openapi.ts";

/** Liveness plus one database round-trip: a load balancer drops an instance that cannot query. */
export function healthRoutes({ db }: AppDeps) {
  return new Hono().get("/", healthDocs, async (c) => {
    await databaseAnswers(db);
    return c.json({ status: "ok" as const }, 200);
  });
}
