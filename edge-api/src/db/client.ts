/**
 * Opens the one database: embedded PGlite (persisted under a data folder, or in memory) when there
 * is no URL, loaded from edge-api/dev/embedded-database.ts, else a `pg` pool on a real PostgreSQL
 * server. Code sees only `Database`, drizzle's driver-neutral type, so every query runs unchanged
 * on both.
 */
import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzleNodePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import pg from "pg";
import { loadDevelopment } from "../development.ts";
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

  // Development's and the tests' only (env.ts refuses production without DATABASE_URL): loaded
  // from edge-api/dev/, so the production build carries no PGlite.
  const { openEmbeddedDatabase } = await loadDevelopment("DATABASE_URL", "embedded database");
  return openEmbeddedDatabase({
    dataDir: options.dataDir ?? "memory://",
    searchPath,
    from: options.from,
  });
}

/** An embedded database's whole data folder, to open copies of it with `from`. */
export async function dumpDatabase(handle: DatabaseHandle): Promise<Blob> {
  if (handle.driver !== "pglite") throw new Error("Only an embedded (PGlite) database dumps");
  return handle.native.$client.dumpDataDir("none");
}
