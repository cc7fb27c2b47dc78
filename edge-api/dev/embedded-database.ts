/**
 * The embedded database (PGlite) that `npm start` and the tests run on when DATABASE_URL is unset:
 * persisted under a data folder, or in memory. Development's only: production refuses to start
 * without DATABASE_URL (src/env.ts), and PGlite is not among the production image's packages
 * (edge-api/package.json keeps it in devDependencies). src/db/client.ts opens it through
 * src/development.ts.
 */
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import * as schema from "../src/db/schema.ts";
import type { EmbeddedDatabaseHandle, EmbeddedDatabaseOptions } from "../src/development.ts";

const BYTEA_OID = 17;

/**
 * PGlite's own bytea handling turns every byte into a JS string and back (`Array.from(bytes)
 * .map(...)`, `parseInt` per byte): about 2 s of blocked event loop per 5 MB upload. A Uint8Array
 * parameter is bound in binary instead (PGlite sends any ArrayBuffer view as a binary parameter),
 * and the hex text of a result is decoded natively.
 */
const BYTEA_AS_BINARY = {
  // The serializer's declared type is string; PGlite's bind step takes a Uint8Array as binary.
  serializers: { [BYTEA_OID]: (value: Uint8Array) => value as unknown as string },
  parsers: { [BYTEA_OID]: (text: string): Uint8Array => Buffer.from(text.slice(2), "hex") },
};

export async function openEmbeddedDatabase({
  dataDir,
  searchPath,
  from,
}: EmbeddedDatabaseOptions): Promise<EmbeddedDatabaseHandle> {
  let client: PGlite;
  if (dataDir.startsWith("memory://")) {
    client = await PGlite.create({ ...BYTEA_AS_BINARY, ...(from ? { loadDataDir: from } : {}) });
  } else {
    if (from) throw new Error("A database starts from a dump only in memory");
    const path = join(dataDir, "pglite");
    await mkdir(path, { recursive: true });
    client = await PGlite.create(path, BYTEA_AS_BINARY);
  }
  // PGlite runs on the server's own thread: zero-filling each new 16 MB WAL segment (uploads fill
  // one every few files) held every other request for up to a few hundred milliseconds. PGlite has
  // one session, so the setting holds for the process.
  await client.exec("SET wal_init_zero = off;");
  if (searchPath) {
    await client.exec(
      `CREATE SCHEMA IF NOT EXISTS ${searchPath}; SET search_path TO ${searchPath};`,
    );
  }
  const native = drizzle({ client, schema });
  return { driver: "pglite", native, db: native, searchPath, close: () => client.close() };
}

/** One process owns an embedded database, so its migrations need no lock (src/db/migrate.ts). */
export async function migrateEmbeddedDatabase(
  handle: EmbeddedDatabaseHandle,
  config: { migrationsFolder: string; migrationsSchema: string },
): Promise<void> {
  await migrate(handle.native, config);
}
