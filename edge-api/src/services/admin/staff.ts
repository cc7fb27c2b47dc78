/**
 * The lab's staff accounts as an admin manages them (docs/product.md#booking-desk): the list, a
 * new desk user, and a desk user disabled (someone who left the lab) or enabled again. The first
 * admin comes from ADMIN_EMAIL (admins.ts); admins are neither made nor disabled here.
 */
import type { AdminRole } from "@vyom/catalog/contract";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { adminPendingSignIns, admins, auditLog, technicians } from "../../db/schema.ts";
import { revokeSessionsOf } from "../sessions/sessions.ts";
import { accountTechnician } from "./account-standing.ts";
import { hashPassword } from "./passwords.ts";
import { normaliseEmail } from "./sign-in-limits.ts";

const staffColumns = {
  id: admins.id,
  email: admins.email,
  role: admins.role,
  totpSecret: admins.totpSecret,
  disabledAt: admins.disabledAt,
  createdAt: admins.createdAt,
  technicianActive: technicians.active,
};

export async function listStaff(db: Database) {
  const rows = await db
    .select(staffColumns)
    .from(admins)
    .leftJoin(technicians, accountTechnician)
    .orderBy(asc(admins.email))
    .limit(500);
  return rows.map(staffMember);
}

/** One account as the list shows it, read again (inside `tx`) after a change. */
async function staffMemberById(tx: Pick<Database, "select">, id: string) {
  const [row] = await tx
    .select(staffColumns)
    .from(admins)
    .leftJoin(technicians, accountTechnician)
    .where(eq(admins.id, id));
  if (!row) throw new Error(`staff account ${id} vanished under its lock`);
  return staffMember(row);
}

function staffMember(row: {
  id: string;
  email: string;
  role: AdminRole;
  totpSecret: string | null;
  disabledAt: Date | null;
  createdAt: Date;
  technicianActive: boolean | null;
}) {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    twoFactor: row.totpSecret !== null,
    active: row.disabledAt === null,
    // The same rule as the sign-in's (account-standing.ts): a technician account without an
    // active roster row cannot sign in.
    technicianDeactivated: row.role === "technician" && row.technicianActive !== true,
    createdAt: row.createdAt.toISOString(),
  };
}

export type StaffChangeOutcome =
  | { kind: "changed"; user: ReturnType<typeof staffMember> }
  | { kind: "not-found" }
  | { kind: "not-desk" };

/**
 * Disables a desk user (`active: false`) or enables one again. Disabling ends every session of
 * the account and drops its sign-ins waiting for a code, in the same transaction, so nothing the
 * person started before is honoured after; the sign-in and session checks refuse a disabled
 * account as well (admins.ts, sessions.ts), whatever races this. Asking for the state the account
 * is already in changes nothing and writes no audit entry.
 */
export async function setDeskUserActive(
  db: Database,
  input: { id: string; active: boolean; actor: string; now: Date },
): Promise<StaffChangeOutcome> {
  return db.transaction(async (tx): Promise<StaffChangeOutcome> => {
    const [before] = await tx.select().from(admins).where(eq(admins.id, input.id)).for("update");
    if (!before) return { kind: "not-found" };
    // Admins come from ADMIN_EMAIL and are never disabled here; desk users and pathologists are.
    if (before.role === "admin") return { kind: "not-desk" };
    if ((before.disabledAt === null) === input.active) {
      return { kind: "changed", user: await staffMemberById(tx, before.id) };
    }
    const [after] = await tx
      .update(admins)
      .set({ disabledAt: input.active ? null : input.now })
      .where(eq(admins.id, input.id))
      .returning();
    if (!after) throw new Error(`staff account ${input.id} vanished under its lock`);
    if (!input.active) {
      await revokeSessionsOf(tx, "admin", after.id, input.now);
      await tx.delete(adminPendingSignIns).where(eq(adminPendingSignIns.adminId, after.id));
    }
    await tx.insert(auditLog).values({
      actor: input.actor,
      action: input.active ? "desk-user-enabled" : "desk-user-disabled",
      subject: `admin:${after.id}`,
      before: { active: !input.active },
      after: { active: input.active },
      at: input.now,
    });
    return { kind: "changed", user: await staffMemberById(tx, after.id) };
  });
}

export type NewStaffOutcome =
  | {
      kind: "created";
      user: {
        id: string;
        email: string;
        role: AdminRole;
        twoFactor: false;
        active: true;
        technicianDeactivated: false;
        createdAt: string;
      };
    }
  | { kind: "taken" }
  | { kind: "unknown-technician" };

/**
 * A new desk user, pathologist (with the name and registration their reports print) or
 * technician (linked to an active technicians row, whose assigned visits alone it may read and
 * step). Admins come only from ADMIN_EMAIL.
 */
export async function createDeskUser(
  db: Database,
  input: {
    email: string;
    password: string;
    role?: "desk" | "pathologist" | "technician";
    technicianId?: string;
    displayName?: string;
    registrationNumber?: string;
    actor: string;
    now: Date;
  },
): Promise<NewStaffOutcome> {
  const email = normaliseEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  const role = input.role ?? "desk";
  const signer =
    role === "pathologist"
      ? {
          displayName: input.displayName ?? null,
          registrationNumber: input.registrationNumber ?? null,
        }
      : role === "technician"
        ? { technicianId: input.technicianId ?? null }
        : {};
  return db.transaction(async (tx): Promise<NewStaffOutcome> => {
    if (role === "technician") {
      const [found] = await tx
        .select({ id: technicians.id })
        .from(technicians)
        .where(and(eq(technicians.id, input.technicianId ?? ""), eq(technicians.active, true)));
      if (!found) return { kind: "unknown-technician" };
    }
    const [row] = await tx
      .insert(admins)
      .values({ email, passwordHash, role, ...signer, createdAt: input.now })
      .onConflictDoNothing()
      .returning({ id: admins.id, createdAt: admins.createdAt });
    if (!row) return { kind: "taken" };
    await tx.insert(auditLog).values({
      actor: input.actor,
      action: "desk-user-created",
      subject: `admin:${row.id}`,
      before: null,
      after: { email, role, ...signer },
      at: input.now,
    });
    return {
      kind: "created",
      user: {
        id: row.id,
        email,
        role,
        twoFactor: false,
        active: true,
        // A technician account is made only for an active roster row (checked above).
        technicianDeactivated: false,
        createdAt: row.createdAt.toISOString(),
      },
    };
  });
}
