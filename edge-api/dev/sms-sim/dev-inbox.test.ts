/**
 * The development SMS inbox keeps its table out of the schema and the migrations: it creates it
 * on first use, in the database's own schema, and a server and its worker doing so at once on
 * one PostgreSQL database both succeed.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/db/client.ts";
import { createTestDatabase, type TestDatabase, wantsPostgres } from "../../test/database.ts";
import { putInDevInbox, readDevSmsOutbox } from "./dev-inbox.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const inboxExists = async (db: TestDatabase["handle"]["db"]) => {
  const result = await db.execute(sql`select to_regclass('dev_sms_outbox') is not null as found`);
  return (result as unknown as { rows: { found: boolean }[] }).rows[0]?.found;
};

describe("the development SMS inbox", () => {
  it("is no table of a migrated database until first used, then keeps a number's texts, newest first", async () => {
    const { db } = database.handle;
    expect(await inboxExists(db)).toBe(false);
    expect(await readDevSmsOutbox(db, "9400000001")).toEqual([]);
    expect(await inboxExists(db)).toBe(true);
    const at = new Date("2026-03-14T05:00:00.000Z");
    await putInDevInbox(db, { mobile: "9400000001", text: "first", at });
    await putInDevInbox(db, { mobile: "9400000002", text: "elsewhere", at });
    await putInDevInbox(db, {
      mobile: "9400000001",
      text: "second",
      at: new Date(at.getTime() + 1_000),
    });
    expect(await readDevSmsOutbox(db, "9400000001")).toEqual([
      { message: "second", createdAt: "2026-03-14T05:00:01.000Z" },
      { message: "first", createdAt: "2026-03-14T05:00:00.000Z" },
    ]);
  });

  it.runIf(wantsPostgres())(
    "is created by two processes' first texts at once on one PostgreSQL database",
    async () => {
      // A schema of its own on the same database, where neither handle has created it yet.
      const schema = `${database.schema}_inbox`;
      await database.handle.db.execute(sql.raw(`create schema ${schema}`));
      const handles = await Promise.all(
        [1, 2].map(() => openDatabase({ url: database.url, searchPath: schema })),
      );
      try {
        const at = new Date("2026-03-14T05:00:00.000Z");
        await Promise.all(
          handles.map((handle, n) =>
            putInDevInbox(handle.db, { mobile: "9400000003", text: `from ${n}`, at }),
          ),
        );
        for (const handle of handles) {
          expect(await readDevSmsOutbox(handle.db, "9400000003")).toHaveLength(2);
        }
      } finally {
        await Promise.all(handles.map((handle) => handle.close()));
        await database.handle.db.execute(sql.raw(`drop schema ${schema} cascade`));
      }
    },
  );
});
