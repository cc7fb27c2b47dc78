/**
 * The browser tests' server (support/server.ts) hands a closed server's database to the next file
 * of the worker, emptied: nothing the last file left may act in the next one. Its job queue above
 * all: a job left waiting (a CRM delivery's retry, a notice) would run under the next file's
 * server, against that file's rows, whose ids start again from 1.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./support/server.ts";

const rowsOf = async <T>(server: TestServer, query: ReturnType<typeof sql>) =>
  (await server.database.db.execute(query)) as unknown as { rows: T[] };

describe("the browser tests' server, on a database a closed one left", () => {
  it("starts with none of the last server's jobs", async () => {
    const last = await startTestServer();
    // A CRM delivery the last file left waiting for tomorrow.
    const left = await rowsOf<{ id: string }>(
      last,
      sql`insert into pgboss.job (name, data, start_after)
          values ('crm-delivery', '{}'::jsonb, now() + interval '1 day') returning id`,
    );
    expect(left.rows).toHaveLength(1);
    await last.close();

    const next = await startTestServer();
    try {
      expect(next.database).toBe(last.database);
      const ids = left.rows.map((row) => row.id);
      const kept = await rowsOf<{ id: string }>(
        next,
        sql`select id from pgboss.job where id::text in ${ids}`,
      );
      expect(kept.rows).toEqual([]);
    } finally {
      await next.close();
    }
  });
});
