import { Hono } from "hono";
import type { DatabaseHandle } from "../../db/client.ts";
import { pendingMigrations } from "../../db/migrate.ts";
import { readyDocs } from "./health.openapi.ts";

/** A load balancer's probe waits a few seconds at most; a database that slow counts as down. */
const READY_TIMEOUT_MS = 3_000;

type Readiness =
  | { database: "up"; pending: string[] }
  | { database: "down" | "timeout"; pending?: undefined };

async function checkReadiness(database: DatabaseHandle): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Readiness>((done) => {
    timer = setTimeout(() => done({ database: "timeout" }), READY_TIMEOUT_MS);
  });
  const check = pendingMigrations(database).then(
    (pending): Readiness => ({ database: "up", pending }),
    (): Readiness => ({ database: "down" }),
  );
  try {
    return await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Readiness, beside `/api/health`'s liveness: 200 only when the database answers and has every
 * migration this build knows, so a load balancer sends no traffic to an instance that would fail
 * it. The 503 body says which part is missing, never the error itself.
 */
export function readyRoutes(database: DatabaseHandle) {
  return new Hono().get("/", readyDocs, async (c) => {
    c.header("Cache-Control", "no-store");
    const readiness = await checkReadiness(database);
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
