/**
 * A migration's test on a database that already holds data: an in-memory PGlite migrated up to,
 * not including, the migration whose tag starts with `tag`, for the test to fill before it runs
 * the rest (`migrateToLatest`); or the same on the test PostgreSQL server, in a schema of its own
 * (`openPostgresMigratedBefore`, `migratePostgresToLatest`). Each file's afterAll closes what it
 * opened here.
 */
import { randomBytes } from "node:crypto";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { migrate } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { afterAll } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../src/db/client.ts";
import { MIGRATIONS_FOLDER } from "../../src/db/migrate.ts";
import { dropTestSchema, SCHEMA_PREFIX, testDatabaseUrl } from "../database.ts";

type PgliteHandle = Extract<DatabaseHandle, { driver: "pglite" }>;
type PostgresHandle = Extract<DatabaseHandle, { driver: "node-postgres" }>;

const handles: DatabaseHandle[] = [];
const folders: string[] = [];
const schemas: string[] = [];
afterAll(async () => {
  for (const handle of handles.splice(0)) await handle.close();
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
  for (const schema of schemas.splice(0)) {
    await onServer((client) => dropTestSchema(client, schema));
  }
});

async function onServer<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testDatabaseUrl() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A copy of the migrations folder without the ones from `tag` on. */
async function migrationsBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), "vyom-migrations-"));
  folders.push(folder);
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = join(folder, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalFile, "utf8")) as {
    entries: { tag: string }[];
  };
  const at = journal.entries.findIndex((entry) => entry.tag.startsWith(tag));
  if (at <= 0) throw new Error(`no migration after the first has a tag starting ${tag}`);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

export async function openMigratedBefore(tag: string): Promise<PgliteHandle> {
  const handle = await openDatabase({ dataDir: "memory://" });
  handles.push(handle);
  if (handle.driver !== "pglite") throw new Error("PGlite expected");
  await migrate(handle.native, { migrationsFolder: await migrationsBefore(tag) });
  return handle;
}

/** Runs the migrations `openMigratedBefore` left out. */
export async function migrateToLatest(handle: PgliteHandle): Promise<void> {
  await migrate(handle.native, { migrationsFolder: MIGRATIONS_FOLDER });
}

/** As `openMigratedBefore`, on the test PostgreSQL server in a schema of its own. */
export async function openPostgresMigratedBefore(tag: string): Promise<PostgresHandle> {
  const schema = `${SCHEMA_PREFIX}${Date.now().toString(36)}_${randomBytes(5).toString("hex")}`;
  await onServer((client) => client.query(`create schema ${schema}`));
  schemas.push(schema);
  const handle = await openDatabase({ url: testDatabaseUrl(), searchPath: schema });
  handles.push(handle);
  if (handle.driver !== "node-postgres") throw new Error("PostgreSQL expected");
  const migrationsFolder = await migrationsBefore(tag);
  await migrateNodePg(handle.native, { migrationsFolder, migrationsSchema: schema });
  return handle;
}

/** Runs the migrations `openPostgresMigratedBefore` left out. */
export async function migratePostgresToLatest(handle: PostgresHandle): Promise<void> {
  const migrationsSchema = handle.searchPath;
  if (!migrationsSchema) throw new Error("opened without a schema");
  await migrateNodePg(handle.native, { migrationsFolder: MIGRATIONS_FOLDER, migrationsSchema });
}
