/**
 * The test databases on the PostgreSQL server of TEST_DATABASE_URL: the run's migrated template
 * (postgres-template.ts), each test file's copy of it (test/database.ts) and the scratch databases
 * of deployment tests (scratch-database.ts), all named by `newTestDatabaseName` so a killed run's
 * leftovers can be found and dropped, and nothing else is.
 */
import { randomBytes } from "node:crypto";
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

type TestDatabaseKind = "copy" | "template" | "scratch";
const KIND_INFIX: Record<TestDatabaseKind, string> = {
  copy: "",
  template: "template_",
  scratch: "db_",
};
const NAME = /^vitest_(?:template_|db_)?([0-9a-z]+)_[0-9a-f]+$/;

/** `vitest_[template_|db_]<creation time, base 36>_<random hex>`. */
export function newTestDatabaseName(kind: TestDatabaseKind): string {
  const stamp = Date.now().toString(36);
  return `${TEST_DATABASE_PREFIX}${KIND_INFIX[kind]}${stamp}_${randomBytes(5).toString("hex")}`;
}

/** Drops the test databases a killed run left (their names carry their creation time). */
export async function dropStaleDatabases(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ datname: string }>(
    "select datname from pg_database where datname like $1",
    [`${TEST_DATABASE_PREFIX}%`],
  );
  const cutoff = Date.now() - STALE_AFTER_MS;
  for (const { datname } of rows) {
    const stamp = NAME.exec(datname)?.[1];
    if (stamp === undefined) continue;
    if (Number.parseInt(stamp, 36) < cutoff) {
      await client.query(`drop database if exists ${datname} with (force)`);
    }
  }
}
