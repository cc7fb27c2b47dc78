/**
 * Whether a staff account may sign in and keep its sessions, read in the query that loads it: the
 * account's own switch (`disabled_at`, services/admin/staff.ts) and, for a `technician` account,
 * its technicians row's (`active`, services/desk/technicians.ts). A technician the desk
 * deactivated is refused like a disabled desk user (admins.ts, sessions.ts); reactivating the
 * row lets the account in again, unless its own switch is off. A technician account without a
 * row is refused.
 */
import { eq, type SQL, sql } from "drizzle-orm";
import { admins, technicians } from "../../db/schema.ts";

/** The join that brings a technician account's row (none for the other roles). */
export const accountTechnician = eq(technicians.id, admins.technicianId);

/** True when the account works; for a select with `leftJoin(technicians, accountTechnician)`. */
export const accountActive: SQL<boolean> = sql<boolean>`(${admins.disabledAt} is null and (${admins.role} <> 'technician' or coalesce(${technicians.active}, false)))`;
