/**
 * A raw `sql` statement prepared once and named, as drizzle's query builder prepares its own
 * (`.prepare(name)`): on node-postgres each pooled connection parses and plans it once, not per
 * call, which for a statement of several CTEs is a large share of its time in PostgreSQL
 * (docs/performance.md, figure 4). Its values are `sql.placeholder(...)`s filled at `execute`.
 * `execute` answers the driver's result, `{ rows }` on node-postgres and PGlite alike, as
 * `db.execute` does. The name must be unique per text.
 */
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Database } from "./client.ts";

const dialect = new PgDialect();

export interface PreparedSql<Row> {
  execute(values: Record<string, unknown>): Promise<{ rows: Row[] }>;
}

export function prepareSql<Row>(db: Database, name: string, query: SQL): PreparedSql<Row> {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  return {
    // Without fields to map, drizzle answers the driver's own result (as `db.execute` does).
    execute: (values) => prepared.execute(values) as Promise<{ rows: Row[] }>,
  };
}
