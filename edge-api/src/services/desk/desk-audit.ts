/**
 * The audit log as the desk reads it (docs/product.md#booking-desk): one visit's entries, and
 * every entry a page at a time, newest first. Nothing deletes audit rows: they are kept at least a
 * year (docs/security.md), and no maintenance task prunes the table.
 */
import { count, desc, notLike } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { auditLog } from "../../db/schema.ts";
import { STAFF_READ_PREFIX } from "../admin/staff-reads.ts";
import { auditOf } from "../collection-visits/visits.ts";

type AuditRow = typeof auditLog.$inferSelect;

export const auditView = (row: AuditRow) => ({
  id: row.id,
  actor: row.actor,
  action: row.action,
  subject: row.subject,
  before: row.before,
  after: row.after,
  at: row.at.toISOString(),
});

export async function auditOfSubject(db: Database, subject: string) {
  return (await auditOf(db, subject).limit(500)).map(auditView);
}

/**
 * A page of the log. Staff reads (services/admin/staff-reads.ts) are in it only for an admin
 * (`withStaffReads`): a desk user sees the desk's actions, not who looked at what.
 */
export async function auditPage(
  db: Database,
  input: { page: number; pageSize: number; withStaffReads: boolean },
) {
  const where = input.withStaffReads
    ? undefined
    : notLike(auditLog.action, `${STAFF_READ_PREFIX}%`);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.seq))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { entries: rows.map(auditView), total: totals[0]?.total ?? 0 };
}
