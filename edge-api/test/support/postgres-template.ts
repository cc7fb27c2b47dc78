/**
 * The edge-api:postgres project's global setup: one migrated database per run, which every test
 * file copies (`CREATE DATABASE … TEMPLATE`, test/database.ts) instead of migrating a schema of
 * its own. Migrating cost about a second per file and copying a quarter of one, over 180 files.
 * The template's name reaches the files through Vitest's `provide`; it is dropped when the run
 * ends, and a killed run's template is dropped by the next (`dropStaleDatabases`).
 */
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../src/db/client.ts";
import { runMigrations } from "../../src/db/migrate.ts";
import {
  databaseUrl,
  dropStaleDatabases,
  newTestDatabaseName,
  TEMPLATE_SCHEMA,
  withServer,
} from "./postgres-databases.ts";

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    project.provide("postgresTemplate", "");
    return;
  }
  const template = newTestDatabaseName("template");
  await withServer(url, async (client) => {
    await dropStaleDatabases(client);
    await client.query(`create database ${template}`);
  });
  await withServer(databaseUrl(url, template), (client) =>
    client.query(`create schema ${TEMPLATE_SCHEMA}`),
  );
  const handle = await openDatabase({
    url: databaseUrl(url, template),
    searchPath: TEMPLATE_SCHEMA,
    maxConnections: 1,
  });
  try {
    await runMigrations(handle);
  } finally {
    // A template may have no open connection while it is copied.
    await handle.close();
  }
  project.provide("postgresTemplate", template);
  return () =>
    withServer(url, async (client) => {
      await client.query(`drop database if exists ${template} with (force)`);
    });
}
