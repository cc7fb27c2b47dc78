/**
 * drizzle-kit writes foreign keys as `REFERENCES "public"."users"`. The migrations must create
 * everything in whatever schema is first on the search path (tests run each file in its own
 * PostgreSQL schema), so this strips the `"public".` qualifier after every `db:generate`.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { MIGRATIONS_FOLDER } from "../src/db/migrate.ts";

for (const name of await readdir(MIGRATIONS_FOLDER)) {
  if (!name.endsWith(".sql")) continue;
  const path = join(MIGRATIONS_FOLDER, name);
  const sql = await readFile(path, "utf8");
  const unqualified = sql.replaceAll('"public".', "");
  if (unqualified !== sql) {
    await writeFile(path, unqualified);
    console.log(`unqualified "public". in ${name}`);
  }
}
