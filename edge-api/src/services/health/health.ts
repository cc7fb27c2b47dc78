/**
 * What the load balancer's probes ask of the database (routes/health): liveness is one round
 * trip; readiness also asks that every migration this build knows is applied.
 */
import { sql } from "drizzle-orm";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { pendingMigrations } from "../../db/migrate.ts";

/** Resolves when the database answers a query; rejects when it cannot. */
export async function databaseAnswers(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/** A load balancer's probe waits a few seconds at most; a database that slow counts as down. */
const READY_TIMEOUT_MS = 3_000;

export type Readiness =
  | { database: "up"; pending: string[] }
  | { database: "down" | "timeout"; pending?: undefined };

export async function checkReadiness(database: DatabaseHandle): Promise<Readiness> {
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
