import { ApiRoutes } from "@vyom/catalog/contract/routes";
import { Hono } from "hono";
import type { AppDeps } from "../../deps.ts";
import { route } from "../../openapi/route.ts";

/**
 * Readiness, beside `/api/health`'s liveness: 200 only when the database answers and has every
 * migration this build knows, so a load balancer sends no traffic to an instance that would fail
 * it. The 503 body says which part is missing, never the error itself. The check is the app's
 * (AppDeps.readiness): the server's asks its own database handle (start-server.ts).
 */
export function readyRoutes({ readiness: checkReadiness }: Pick<AppDeps, "readiness">) {
  return new Hono().get("/", ...route(ApiRoutes["GET /api/ready"]), async (c) => {
    c.header("Cache-Control", "no-store");
    const readiness = await checkReadiness();
    if (readiness.database !== "up")
      return c.json({ status: "not-ready" as const, database: readiness.database }, 503);
    if (readiness.pending.length > 0)
      return c.json(
        {
          status: "not-ready" as const,
          database: "up" as const,
          migrations: "pending" as const,
          pending: readiness.pending,
        },
        503,
      );
    return c.json(
      { status: "ready" as const, database: "up" as const, migrations: "current" as const },
      200,
    );
  });
}
