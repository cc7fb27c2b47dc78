/**
 * `npm run service-areas -- <file.json>`: loads the lab's service areas (the city whose prices
 * each pays, the pincodes it serves and its usual windows with their capacity) into the
 * PostgreSQL server at DATABASE_URL, after `npm run migrate`. The file's shape and what loading
 * again does are in services/collection-windows/service-areas.ts; docs/deploy.md has an example.
 */
import { readFileSync } from "node:fs";
import { openDatabase } from "./db/client.ts";
import { EnvError, loadMigrateEnv } from "./env.ts";
import { loadServiceAreas, ServiceAreasFile } from "./services/collection-windows/service-areas.ts";

async function main() {
  const path = process.argv[2];
  if (!path) throw new UsageError("usage: npm run service-areas -- <file.json>");
  const parsed = ServiceAreasFile.safeParse(JSON.parse(readFileSync(path, "utf8")));
  if (!parsed.success) {
    const issues = parsed.error.issues.map(
      (i) => `  ${i.path.join(".") || "(file)"}: ${i.message}`,
    );
    throw new UsageError(`${path} is not a service-areas file:\n${issues.join("\n")}`);
  }
  const { DATABASE_URL } = loadMigrateEnv();
  const database = await openDatabase({ url: DATABASE_URL, maxConnections: 1 });
  try {
    const loaded = await database.db.transaction((tx) => loadServiceAreas(tx, parsed.data));
    console.log(
      `Service areas loaded: ${loaded.areas} areas, ${loaded.pincodes} pincodes, ${loaded.windows} windows.`,
    );
  } finally {
    await database.close();
  }
}

class UsageError extends Error {}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof UsageError) console.error(error.message);
  else console.error("Loading the service areas failed:", error);
  process.exit(1);
});
