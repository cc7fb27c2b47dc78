/**
 * The migration that allows one active technician per mobile (drizzle/0015_*.sql) on a database
 * that already holds copies: it must apply, keep the first of each mobile active, deactivate the
 * later ones (never delete: past visits name them) and audit each. PGlite, migrated in two steps.
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

describe("one active technician per mobile, on a database with copies", () => {
  it("keeps the first of each mobile active, deactivates the later copies and audits them", async () => {
    const handle = await openDatabase({ dataDir: "memory://" });
    handles.push(handle);
    if (handle.driver !== "pglite") throw new Error("PGlite expected");
    await migrate(handle.native, { migrationsFolder: await migrationsBefore("0015_") });
    await handle.native.execute(sql`
      insert into technicians (name, mobile_number, active, created_at) values
        ('Murugan Selvam', '9840012345', true, '2026-11-01T00:00:00Z'),
        ('Murugan S.', '9840012345', true, '2026-11-02T00:00:00Z'),
        ('Murugan', '9840012345', false, '2026-11-03T00:00:00Z'),
        ('Kavya Rao', '9840054321', true, '2026-11-04T00:00:00Z')`);

    await migrate(handle.native, { migrationsFolder: MIGRATIONS_FOLDER });

    const { rows } = await handle.native.execute<{ name: string; active: boolean }>(
      sql`select name, active from technicians order by created_at`,
    );
    expect(rows.map((row) => [row.name, row.active])).toEqual([
      ["Murugan Selvam", true],
      ["Murugan S.", false],
      ["Murugan", false],
      ["Kavya Rao", true],
    ]);
    const audit = await handle.native.execute<{ actor: string; action: string; after: unknown }>(
      sql`select actor, action, after from audit_log`,
    );
    expect(audit.rows).toEqual([
      {
        actor: "system",
        action: "technician-deactivated",
        after: { name: "Murugan S.", mobileNumber: "9840012345", active: false },
      },
    ]);
    // And from now on the database itself refuses a second active one.
    await expect(
      handle.native.execute(
        sql`insert into technicians (name, mobile_number) values ('Copy', '9840054321')`,
      ),
    ).rejects.toThrow();
  });
});
