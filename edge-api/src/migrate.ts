/**
 * `npm run migrate`: applies the migrations the PostgreSQL server at DATABASE_URL lacks, installs
 * or updates the job queue's schema (services/jobs/jobs.ts `installJobsSchema`), moves
 * uploaded files still kept in the database into FILES_DIR (needed only while there are some:
 * services/uploads/move-files-out-of-database.ts), then exits. A deployment runs it before starting the new servers (production servers do not migrate,
 * db/migrate.ts). Two at once are safe: the second waits for the first's lock, then has nothing
 * left to apply.
 */
import { openDatabase } from "./db/client.ts";
import { pendingMigrations, runMigrations } from "./db/migrate.ts";
import { EnvError, loadMigrateEnv } from "./env.ts";
import { createLogger } from "./logger.ts";
import { installJobsSchema } from "./services/jobs/jobs.ts";
import { moveFilesOutOfDatabase } from "./services/uploads/move-files-out-of-database.ts";
import { type OpenedFileStore, openFileStore } from "./services/uploads/open-file-store.ts";

async function main() {
  const { DATABASE_URL, FILES_DIR } = loadMigrateEnv();
  const logger = createLogger({ level: "info" });
  // Checked as a production server checks it: an existing, writable volume.
  const store: OpenedFileStore | undefined = FILES_DIR
    ? await openFileStore(
        { NODE_ENV: "production", FILES_DIR, FILES_QUOTA_BYTES: Number.MAX_SAFE_INTEGER },
        { logger },
      )
    : undefined;
  const database = await openDatabase({ url: DATABASE_URL, maxConnections: 2 });
  try {
    await runMigrations(database);
    const pending = await pendingMigrations(database);
    if (pending.length > 0) throw new Error(`still pending after migrating: ${pending.join(", ")}`);
    await installJobsSchema(database, logger);
    const { moved } = await moveFilesOutOfDatabase({
      db: database.db,
      files: store?.files,
      logger,
    });
    if (moved > 0)
      console.log(`Uploaded files moved out of the database into FILES_DIR: ${moved}.`);
    console.log("Migrations applied: the database is current.");
  } finally {
    await database.close();
    await store?.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof EnvError) console.error(error.message);
  else console.error("Migrating failed:", error);
  process.exit(1);
});
