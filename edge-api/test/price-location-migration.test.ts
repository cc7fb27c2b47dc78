/**
 * The migration that gives each service area its price city (drizzle/0024_*.sql) on a database
 * whose areas were loaded before it: an area named (or with the id of) one of our cities gets that
 * city, the demo's Andhra Pradesh cities Andhra Pradesh; any other stays without one, and the
 * database refuses a city that is not a location. PGlite, migrated in two steps.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../src/db/client.ts";
import { MIGRATIONS_FOLDER } from "../src/db/migrate.ts";

const handles: DatabaseHandle[] = [];
const folders: string[] = [];
afterAll(async () => {
  for (const handle of handles) await handle.close();
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

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
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

describe("each service area's price city, on a database with areas", () => {
  it("fills the areas whose city is known, leaves the rest unpriced, and refuses a city that is not one", async () => {
    const handle = await openDatabase({ dataDir: "memory://" });
    handles.push(handle);
    if (handle.driver !== "pglite") throw new Error("PGlite expected");
    await migrate(handle.native, { migrationsFolder: await migrationsBefore("0024_") });
    await handle.native.execute(sql`
      insert into service_areas (id, name) values
        ('chennai', 'Chennai'),
        ('blr-east', 'Bangalore'),
        ('bengaluru', 'Whitefield and around'),
        ('vijayawada', 'Vijayawada'),
        ('vizag', ' Visakhapatnam '),
        ('mysuru', 'MYSORE'),
        ('tvl', 'Tirunelveli'),
        ('ap', 'Andhra Pradesh'),
        ('hosur', 'Hosur')`);

    await migrate(handle.native, { migrationsFolder: MIGRATIONS_FOLDER });

    const { rows } = await handle.native.execute<{ id: string; price_location: string | null }>(
      sql`select id, price_location from service_areas order by id`,
    );
    expect(Object.fromEntries(rows.map((row) => [row.id, row.price_location]))).toEqual({
      ap: "andhraPradesh",
      bengaluru: "banglore",
      "blr-east": "banglore",
      chennai: "chennai",
      hosur: null,
      mysuru: "mysore",
      tvl: "tirunelveli",
      vijayawada: "andhraPradesh",
      vizag: "andhraPradesh",
    });
    await expect(
      handle.native.execute(
        sql`update service_areas set price_location = 'kochi' where id = 'hosur'`,
      ),
    ).rejects.toThrow();
  });
});
