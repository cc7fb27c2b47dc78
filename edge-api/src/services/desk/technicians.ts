/**
 * The technicians the desk assigns (docs/product.md#booking-desk): listed, added, changed, and
 * deactivated (never deleted: past visits name them). Each change is audited.
 *
 * Deactivating a technician also ends the sign-in of its `technician` staff account: its
 * sessions and its sign-ins waiting for a code end in the same transaction, and the sign-in and
 * session checks refuse the account while the row is inactive (admin/account-standing.ts), so a
 * racing sign-in gets nothing either. Reactivating lets the account sign in again.
 */
import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import {
  adminPendingSignIns,
  admins,
  auditLog,
  serviceAreas,
  technicians,
} from "../../db/schema.ts";
import type { Transaction } from "../../db/types.ts";
import { revokeSessionsOf } from "../sessions/sessions.ts";

type TechnicianRow = typeof technicians.$inferSelect;

const view = ({ id, name, mobileNumber, active, areaId }: TechnicianRow) => ({
  id,
  name,
  mobileNumber,
  active,
  areaId,
});
const snapshot = ({ name, mobileNumber, active, areaId }: TechnicianRow) => ({
  name,
  mobileNumber,
  active,
  areaId,
});

/** An area id the desk sent names a service area (checked: a foreign key would fail the write). */
async function knownArea(tx: Transaction, areaId: string | null | undefined): Promise<boolean> {
  if (areaId === undefined || areaId === null) return true;
  const [area] = await tx
    .select({ id: serviceAreas.id })
    .from(serviceAreas)
    .where(eq(serviceAreas.id, areaId));
  return area !== undefined;
}

export async function listTechnicians(db: Database) {
  const rows = await db
    .select()
    .from(technicians)
    .orderBy(desc(technicians.active), asc(technicians.name))
    .limit(1000);
  return rows.map(view);
}

export type TechnicianOutcome =
  | { kind: "done"; technician: ReturnType<typeof view> }
  /** Another active technician has the mobile number. */
  | { kind: "mobile-taken" }
  | { kind: "unknown-area" };

/**
 * Adds a technician. Asking again for the same name and mobile (a double tap, a retried request)
 * answers the technician already added, without a second one or a second audit entry.
 */
export async function addTechnician(
  db: Database,
  input: {
    name: string;
    mobileNumber: string;
    areaId?: string | null | undefined;
    actor: string;
    now: Date;
  },
): Promise<TechnicianOutcome> {
  return db.transaction(async (tx) => {
    if (!(await knownArea(tx, input.areaId))) return { kind: "unknown-area" };
    const [row] = await tx
      .insert(technicians)
      .values({
        name: input.name,
        mobileNumber: input.mobileNumber,
        areaId: input.areaId ?? null,
        createdAt: input.now,
      })
      .onConflictDoNothing({ target: technicians.mobileNumber, where: sql`${technicians.active}` })
      .returning();
    if (!row) {
      const [existing] = await tx
        .select()
        .from(technicians)
        .where(and(eq(technicians.mobileNumber, input.mobileNumber), eq(technicians.active, true)));
      return existing?.name === input.name
        ? { kind: "done", technician: view(existing) }
        : { kind: "mobile-taken" };
    }
    await tx.insert(auditLog).values({
      actor: input.actor,
      action: "technician-added",
      subject: `technician:${row.id}`,
      before: null,
      after: snapshot(row),
      at: input.now,
    });
    return { kind: "done", technician: view(row) };
  });
}

/** Changes a technician; undefined when there is none with that id. */
export async function changeTechnician(
  db: Database,
  input: {
    id: string;
    change: {
      name?: string | undefined;
      mobileNumber?: string | undefined;
      active?: boolean | undefined;
      areaId?: string | null | undefined;
    };
    actor: string;
    now: Date;
  },
): Promise<TechnicianOutcome | undefined> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(technicians)
      .where(eq(technicians.id, input.id))
      .for("update");
    if (!before) return undefined;
    if (!(await knownArea(tx, input.change.areaId))) return { kind: "unknown-area" };
    const mobileNumber = input.change.mobileNumber ?? before.mobileNumber;
    const active = input.change.active ?? before.active;
    if (active) {
      // Checked before the write: a unique violation would abort the transaction.
      const [other] = await tx
        .select({ id: technicians.id })
        .from(technicians)
        .where(
          and(
            eq(technicians.mobileNumber, mobileNumber),
            eq(technicians.active, true),
            ne(technicians.id, before.id),
          ),
        )
        .for("update");
      if (other) return { kind: "mobile-taken" };
    }
    const [after] = await tx
      .update(technicians)
      .set(input.change)
      .where(eq(technicians.id, input.id))
      .returning();
    if (!after) throw new Error(`technician ${input.id} vanished under its lock`);
    if (before.active && !after.active) await endSignInsOf(tx, after.id, input.now);
    await tx.insert(auditLog).values({
      actor: input.actor,
      action:
        after.active === before.active || after.active
          ? "technician-changed"
          : "technician-deactivated",
      subject: `technician:${after.id}`,
      before: snapshot(before),
      after: snapshot(after),
      at: input.now,
    });
    return { kind: "done", technician: view(after) };
  });
}

/** Ends the sessions and the pending sign-ins of the technician's staff accounts. */
async function endSignInsOf(tx: Transaction, technicianId: string, now: Date) {
  const accounts = await tx
    .select({ id: admins.id })
    .from(admins)
    .where(and(eq(admins.technicianId, technicianId), eq(admins.role, "technician")));
  for (const { id } of accounts) {
    await revokeSessionsOf(tx, "admin", id, now);
    await tx.delete(adminPendingSignIns).where(eq(adminPendingSignIns.adminId, id));
  }
}
