/**
 * A database of its own on the test PostgreSQL server (TEST_DATABASE_URL), for tests of what a
 * deployment runs: `npm run migrate` and the compiled server use drizzle's default "drizzle"
 * schema and `public`, as in production, so a schema per test (test/database.ts) cannot isolate
 * them. Dropped by `drop()`; leftovers of killed runs are dropped after a few hours.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { testDatabaseUrl } from "../database.ts";

const PREFIX = "vitest_db_";
const STALE_AFTER_MS = 6 * 60 * 60 * 1000;

export interface ScratchDatabase {
  name: string;
  url: string;
  query<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

async function onServer<T>(run: (client: pg.Client) => Promise<T>, url = testDatabaseUrl()) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function createScratchDatabase(): Promise<ScratchDatabase> {
  const name = `${PREFIX}${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  await onServer(async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where datname like $1",
      [`${PREFIX}%`],
    );
    const cutoff = Date.now() - STALE_AFTER_MS;
    for (const { datname } of rows) {
      const createdAt = Number.parseInt(datname.slice(PREFIX.length).split("_")[0] ?? "", 36);
      if (createdAt < cutoff) await client.query(`drop database if exists ${datname} with (force)`);
    }
    await client.query(`create database ${name}`);
  });
  const url = new URL(testDatabaseUrl());
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    query: (text, values) =>
      onServer(async (c) => (await c.query(text, values)).rows, url.toString()),
    drop: async () => {
      await onServer((client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}
