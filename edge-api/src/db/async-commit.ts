/**
 * Protective writes commit without waiting for the WAL flush (docs/decisions: rate-limit
 * counters and captcha replay records are protective, not customer data). A crash of PostgreSQL
 * itself may forget the last fraction of a second of them: a few counted hits, or a captcha that
 * could then pass once more before it expires. They stay atomic and shared by every API process.
 *
 * It is one expression inside the statement, not `SET LOCAL` in a transaction of its own, so the
 * write stays one round trip on both node-postgres and PGlite: `set_config(..., true)` lasts
 * until the end of the statement's own transaction and is read when that transaction commits.
 * Use it ONLY in a statement run on its own (on the pool, never inside `db.transaction`): in a
 * transaction it would make every write of that transaction asynchronous, bookings included.
 */
import { type SQL, sql } from "drizzle-orm";

/** `value`, evaluated so that the statement's commit does not wait for the WAL flush. */
export function committedAsync(value: SQL): SQL {
  return sql`(SELECT ${value} FROM set_config('synchronous_commit', 'off', true))`;
}
