/**
 * The test databases on the PostgreSQL server of TEST_DATABASE_URL: each test file's own copy of
 * the run's migrated template (postgres-template.ts, test/database.ts), named so a killed run's
 * leftovers can be found and dropped.
 */
import pg from "pg";

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated database each file copies; empty when the run has no PostgreSQL server. */
    postgresTemplate: string;
  }
}

export const TEST_DATABASE_PREFIX = "vitest_";
/** The schema the migrations ran in, first on every copy's search path. */
export const TEMPLATE_SCHEMA = "vitest";
/** Databases older than this are leftovers of a killed run. */
const STALE_AFTER_MS = 6 * 60 * 60 * 1000;

export async function withServer<T>(url: string, run: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** The server's URL with another database. */
export function databaseUrl(url: string, database: string): string {
  const target = new URL(url);
  target.pathname = `/${database}`;
  return target.toString();
}

/** Drops the test databases a killed run left (their names carry their creation time). */
export async function dropStaleDatabases(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ datname: string }>(
    "select datname from pg_database where datname like $1",
    [`${TEST_DATABASE_PREFIX}%`],
  );
  const cutoff = Date.now() - STALE_AFTER_MS;
  for (const { datname } of rows) {
    const stamp = datname.slice(TEST_DATABASE_PREFIX.length).replace(/^template_/, "");
    const createdAt = Number.parseInt(stamp.split("_")[0] ?? "", 36);
    if (Number.isFinite(createdAt) && createdAt < cutoff) {
      await client.query(`drop database if exists ${datname} with (force)`);
    }
  }
}
