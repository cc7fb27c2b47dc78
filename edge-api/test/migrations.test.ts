import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER } from "../src/db/migrate.ts";
import * as schema from "../src/db/schema.ts";
import { createTestDatabase } from "./database.ts";

describe("the migrations", () => {
  it("never name the public schema (each test file migrates into its own schema)", async () => {
    const files = (await readdir(MIGRATIONS_FOLDER)).filter((name) => name.endsWith(".sql"));
    expect(files.length).toBeGreaterThan(0);
    for (const name of files) {
      const text = await readFile(join(MIGRATIONS_FOLDER, name), "utf8");
      expect(text, `${name}: run npm run db:generate -w edge-api`).not.toContain('"public".');
    }
  });

  it("leave no development table in a production database: the schema declares none, a migrated database has none", async () => {
    const declared = Object.values(schema).flatMap((value) =>
      is(value, PgTable) ? [getTableName(value)] : [],
    );
    expect(declared).toContain("users");
    expect(declared.filter((name) => name.startsWith("dev_"))).toEqual([]);
    // The development SMS inbox was created by the first migration; a later one drops it.
    const database = await createTestDatabase();
    try {
      const result = await database.handle.db.execute(
        sql`select tablename from pg_tables where schemaname = current_schema() order by tablename`,
      );
      const tables = (result as unknown as { rows: { tablename: string }[] }).rows.map(
        (row) => row.tablename,
      );
      expect(tables).toContain("users");
      expect(tables.filter((name) => name.startsWith("dev_"))).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
