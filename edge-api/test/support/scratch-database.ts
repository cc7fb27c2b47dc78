/**
 * A database of its own on the test PostgreSQL server (TEST_DATABASE_URL), for tests of what a
 * deployment runs: `npm run migrate` and the compiled server use drizzle's default "drizzle"
 * schema and `public`, as in production, so a schema per test (test/database.ts) cannot isolate
 * them. Dropped by `drop()`; leftovers of killed runs are dropped after six hours
 * (postgres-databases.ts).
 */
import type pg from "pg";
import { testDatabaseUrl } from "../database.ts";
import {
  databaseUrl,
  dropStaleDatabases,
  newTestDatabaseName,
  withServer,
} from "./postgres-databases.ts";

export interface ScratchDatabase {
  name: string;
  url: string;
  query<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

export async function createScratchDatabase(): Promise<ScratchDatabase> {
  const server = testDatabaseUrl();
  const name = newTestDatabaseName("scratch");
  await withServer(server, async (client) => {
    await dropStaleDatabases(client);
    await client.query(`create database ${name}`);
  });
  const url = databaseUrl(server, name);
  return {
    name,
    url,
    query: (text, values) => withServer(url, async (c) => (await c.query(text, values)).rows),
    drop: async () => {
      await withServer(server, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}
