/**
 * A fresh in-memory PGlite with every migration applied, opened as a copy of one database
 * migrated once per process (the API's and the browser tests' workers keep their modules between
 * files): PGlite's initdb and the migrations take seconds, loading the copy a fraction of that.
 */
import { type DatabaseHandle, dumpDatabase, openDatabase } from "../../src/db/client.ts";
import { runMigrations } from "../../src/db/migrate.ts";

let migrated: Promise<Blob> | undefined;

async function migrateOnce(): Promise<Blob> {
  const first = await openDatabase({ dataDir: "memory://" });
  try {
    await runMigrations(first);
    return await dumpDatabase(first);
  } finally {
    await first.close();
  }
}

export async function openMigratedPglite(): Promise<DatabaseHandle> {
  migrated ??= migrateOnce();
  const from = await migrated.catch((error: unknown) => {
    migrated = undefined; // a failed first try is not kept for the next file
    throw error;
  });
  return openDatabase({ dataDir: "memory://", from });
}
