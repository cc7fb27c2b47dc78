import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER } from "../src/db/migrate.ts";

describe("the migrations", () => {
  it("never name the public schema (each test file migrates into its own schema)", async () => {
    const files = (await readdir(MIGRATIONS_FOLDER)).filter((name) => name.endsWith(".sql"));
    expect(files.length).toBeGreaterThan(0);
    for (const name of files) {
      const sql = await readFile(join(MIGRATIONS_FOLDER, name), "utf8");
      expect(sql, `${name}: run npm run db:generate -w edge-api`).not.toContain('"public".');
    }
  });
});
