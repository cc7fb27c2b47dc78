/**
 * A fresh, migrated database for one test file. PGlite in memory by default; with
 * TEST_DB=postgres, the server at TEST_DATABASE_URL: in the edge-api:postgres project a copy of the
 * run's migrated template database (test/support/postgres-template.ts), dropped afterwards;
 * elsewhere (no template provided) a randomly named schema (first on the search path, also holding
 * drizzle's migration table), migrated there and dropped afterwards.
 */
import { randomBytes } from "node:crypto";
import type pg from "pg";
import { inject } from "vitest";
import { type DatabaseHandle, openDatabase } from "../src/db/client.ts";
import { runMigrations } from "../src/db/migrate.ts";
import { jobsSchemaOf } from "../src/services/jobs/jobs.ts";
import { openMigratedPglite } from "./support/migrated-pglite.ts";
import {
  databaseUrl,
  newTestDatabaseName,
  TEMPLATE_SCHEMA,
  withServer,
} from "./support/postgres-databases.ts";

export const SCHEMA_PREFIX = "vitest_";
/** Schemas older than this are leftovers of a killed run. */
const STALE_AFTER_MS = 6 * 60 * 60 * 1000;

export function wantsPostgres(): boolean {
  return process.env.TEST_DB === "postgres";
}

export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    throw new Error(
      "TEST_DB=postgres needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)",
    );
  }
  return url;
}

async function dropStaleSchemas(client: pg.Client) {
  const { rows } = await client.query<{ nspname: string }>(
    "select nspname from pg_namespace where nspname like $1",
    [`${SCHEMA_PREFIX}%`],
  );
  const cutoff = Date.now() - STALE_AFTER_MS;
  for (const { nspname } of rows) {
    const createdAt = Number.parseInt(nspname.split("_")[1] ?? "", 36);
    if (Number.isFinite(createdAt) && createdAt < cutoff) {
      await client.query(`drop schema if exists ${nspname} cascade`);
    }
  }
}

/** Drops a test's schema and the job queue's schema beside it, which a server on it makes. */
export async function dropTestSchema(client: pg.Client, schema: string): Promise<void> {
  await client.query(
    `drop schema if exists ${schema}, ${jobsSchemaOf({ searchPath: schema })} cascade`,
  );
}

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The PostgreSQL schema the file runs in (undefined on PGlite). */
  schema: string | undefined;
  /** The URL of the PostgreSQL database that schema is in (undefined on PGlite). */
  url: string | undefined;
  close(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (!wantsPostgres()) {
    const handle = await openMigratedPglite();
    return { handle, schema: undefined, url: undefined, close: () => handle.close() };
  }
  const url = testDatabaseUrl();
  const template = inject("postgresTemplate");
  if (template) return copyOfTemplate(url, template);
  const schema = `${SCHEMA_PREFIX}${Date.now().toString(36)}_${randomBytes(5).toString("hex")}`;
  await withServer(url, async (client) => {
    await dropStaleSchemas(client);
    await client.query(`create schema ${schema}`);
  });
  const handle = await openDatabase({ url, searchPath: schema });
  await runMigrations(handle); // drizzle's own table goes into `schema` too (the search path)
  return {
    handle,
    schema,
    url,
    close: async () => {
      await handle.close();
      await withServer(url, (client) => dropTestSchema(client, schema));
    },
  };
}

/** A copy of the run's migrated template: a database of its own, dropped on close. */
async function copyOfTemplate(url: string, template: string): Promise<TestDatabase> {
  const name = newTestDatabaseName("copy");
  await withServer(url, (client) => client.query(`create database ${name} template ${template}`));
  const copy = databaseUrl(url, name);
  const handle = await openDatabase({ url: copy, searchPath: TEMPLATE_SCHEMA });
  return {
    handle,
    schema: TEMPLATE_SCHEMA,
    url: copy,
    close: async () => {
      await handle.close();
      await withServer(url, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}
