/**
 * `npm run migrate`: applies the migrations the PostgreSQL server at DATABASE_URL lacks, then
 * exits. A deployment runs it before starting the new servers (production servers do not migrate,
 * db/migrate.ts). Two at once are safe: the second waits for the first's lock, then has nothing
 * left to apply.
 */
import { openDatabase } from "./db/client.ts";
import { pendingMigrations, runMigrations } from "./db/migrate.ts";
import { EnvError, loadMigrateEnv } from "./env.ts";

async function main() {
  const { DATABASE_URL } = loadMigrateEnv();
  const database = await openDatabase({ url: DATABASE_URL, maxConnections: 2 });
  try {
    await runMigrations(database);
    const pending = await pendingMigrations(database);
    if (pending.length > 0) throw new Error(`still pending after migrating: ${pending.join(", ")}`);
    console.log("Migrations applied: the database is current.");
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof EnvError) console.error(error.message);
  else console.error("Migrating failed:", error);
  process.exit(1);
});
