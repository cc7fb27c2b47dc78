/**
 * Opens the one database: embedded PGlite (persisted under a data folder, or in memory) when there
 * is no URL, else a `pg` pool on a real PostgreSQL server. Code sees only `Database`, drizzle's
 * driver-neutral type, so every query runs unchanged on both.
 */
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzleNodePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite, type PgliteDatabase } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  /** The schema opened first on the search path, if one was asked for. */
  searchPath: string | undefined;
  close(): Promise<void>;
} & (
  | { driver: "pglite"; native: PgliteDatabase<Schema> & { $client: PGlite } }
  | { driver: "node-postgres"; native: NodePgDatabase<Schema> & { $client: pg.Pool } }
);

export interface OpenDatabaseOptions {
  /** A postgres:// URL. Unset: embedded PGlite. */
  url?: string | undefined;
  /** PGlite's data folder parent (the database lives in `<dataDir>/pglite`), or "memory://". */
  dataDir?: string | undefined;
  /** A schema to put first on the search path (tests isolate themselves this way). */
  searchPath?: string | undefined;
  /** Pool size on PostgreSQL. */
  maxConnections?: number;
  /**
   * In memory only: start as a copy of this dump (`dumpDatabase`) instead of an empty database.
   * PGlite's initdb and the migrations cost seconds per database; tests open dozens.
   */
  from?: Blob | undefined;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;

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

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  const { searchPath } = options;
  if (searchPath !== undefined && !IDENTIFIER.test(searchPath)) {
    throw new Error(`Invalid search path schema name: ${searchPath}`);
  }
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.maxConnections ?? 10,
      idleTimeoutMillis: 30_000,
      connectionTimeoutMillis: 10_000,
      // Applies to every pooled connection, so transactions on any client see the same schema.
      ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
    });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on("error", () => {});
    const native = drizzleNodePg({ client: pool, schema });
    return { driver: "node-postgres", native, db: native, searchPath, close: () => pool.end() };
  }

  const dataDir = options.dataDir ?? "memory://";
  let client: PGlite;
  if (dataDir.startsWith("memory://")) {
    client = await PGlite.create({
      ...BYTEA_AS_BINARY,
      ...(options.from ? { loadDataDir: options.from } : {}),
    });
  } else {
    if (options.from) throw new Error("A database starts from a dump only in memory");
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
  const native = drizzlePglite({ client, schema });
  return { driver: "pglite", native, db: native, searchPath, close: () => client.close() };
}

/** An embedded database's whole data folder, to open copies of it with `from`. */
export async function dumpDatabase(handle: DatabaseHandle): Promise<Blob> {
  if (handle.driver !== "pglite") throw new Error("Only an embedded (PGlite) database dumps");
  return handle.native.$client.dumpDataDir("none");
}
