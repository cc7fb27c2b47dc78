/**
 * verify-user's lookup: one prepared statement that counts the hit against its client's limit and
 * answers whether the number has an account, so a lookup costs one round trip like the indexed
 * SELECT it is judged against (docs/performance.md, figure 4). The counter is the rate limiter's
 * row (rate-limit.ts), counted by the same upsert: the 31st hit of a window is refused whatever
 * arrives beside it.
 */
import { sql } from "drizzle-orm";
import { committedAsync } from "../../db/async-commit.ts";
import type { Database } from "../../db/client.ts";
import { prepareSql } from "../../db/prepared-sql.ts";
import { rateLimitCounters, users } from "../../db/schema.ts";

export interface LookupHit {
  /** The counter's key and window (rate-limit.ts `hitOf`). */
  key: string;
  start: Date;
  end: Date;
}

export interface CountedLookup {
  /** The window's count this hit made (for `afterHit`). */
  count: number;
  exists: boolean;
}

type Row = { count: number; exists: boolean };

export function countedLookups(db: Database) {
  const statement = prepareSql<Row>(
    db,
    "counted_account_lookup",
    sql`WITH hit AS (
      INSERT INTO ${rateLimitCounters} (key, window_start, count, expires_at)
      VALUES (
        ${sql.placeholder("key")},
        ${sql.placeholder("start")}::timestamptz,
        ${committedAsync(sql`1`)},
        ${sql.placeholder("end")}::timestamptz
      )
      ON CONFLICT (key, window_start)
      DO UPDATE SET count = ${rateLimitCounters}.count + 1
      RETURNING count
    )
    SELECT (SELECT count FROM hit) AS count,
      EXISTS (SELECT 1 FROM ${users} WHERE ${users.mobileNumber} = ${sql.placeholder("mobile")}) AS exists`,
  );

  /** Counts one lookup of `mobile` as `hit` and tells whether it has an account. */
  return async (hit: LookupHit, mobile: string): Promise<CountedLookup> => {
    const { rows } = await statement.execute({
      key: hit.key,
      start: hit.start.toISOString(),
      end: hit.end.toISOString(),
      mobile,
    });
    const row = rows[0];
    if (!row) throw new Error(`counted lookup: no answer for ${hit.key}`);
    return { count: Number(row.count), exists: row.exists === true };
  };
}
