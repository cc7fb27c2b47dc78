/**
 * The test databases' names and the drop of a killed run's leftovers
 * (test/support/postgres-databases.ts): every kind of fresh database is kept, an old one of any
 * kind is dropped, and a database the suite did not name is never touched.
 */
import { describe, expect, it } from "vitest";
import { testDatabaseUrl, wantsPostgres } from "./database.ts";
import {
  dropStaleDatabases,
  newTestDatabaseName,
  withServer,
} from "./support/postgres-databases.ts";

const sixHoursAndAMinute = 6 * 60 * 60 * 1000 + 60_000;
const oldStamp = () => (Date.now() - sixHoursAndAMinute).toString(36);

describe.runIf(wantsPostgres())("the test databases on the server", () => {
  it("drops only the suite's own leftovers older than six hours, whatever their kind", async () => {
    const fresh = (["copy", "template", "scratch"] as const).map(newTestDatabaseName);
    const old = [`vitest_${oldStamp()}_0a1b2c`, `vitest_db_${oldStamp()}_0a1b2c`];
    const notOurs = `vitest_keepme_${oldStamp()}`;
    const all = [...fresh, ...old, notOurs];
    await withServer(testDatabaseUrl(), async (client) => {
      for (const name of all) await client.query(`create database ${name}`);
      try {
        await dropStaleDatabases(client);
        const { rows } = await client.query<{ datname: string }>(
          "select datname from pg_database where datname = any($1)",
          [all],
        );
        expect(rows.map((row) => row.datname).sort()).toEqual([...fresh, notOurs].sort());
      } finally {
        for (const name of all) await client.query(`drop database if exists ${name} with (force)`);
      }
    });
  });
});
