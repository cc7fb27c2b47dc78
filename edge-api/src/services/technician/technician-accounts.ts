/**
 * A technician made with their sign-in at once (docs/product.md#technicians-page), an admin's
 * step: the technicians row the desk assigns and a staff account of role `technician` linked to
 * it, in one transaction, so there is never a row without its sign-in or a sign-in without its
 * row. Both are audited as the desk's own steps are ("technician-added", "desk-user-created").
 *
 * Unlike the desk's roster entry (services/desk/technicians.ts), asking again is not answered
 * with the one already added: an active technician's mobile, or an account's e-mail, already in
 * use is refused, so a second tap or a replay never makes a second sign-in for one person.
 */
import type { TechnicianAccountRequest } from "@vyom/catalog/contract/schemas";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { admins, auditLog, serviceAreas, technicians } from "../../db/schema.ts";
import { hashPassword } from "../admin/passwords.ts";
import { normaliseEmail } from "../admin/sign-in-limits.ts";

export type TechnicianAccountOutcome =
  | {
      kind: "created";
      technician: {
        id: string;
        name: string;
        mobileNumber: string;
        active: boolean;
        areaId: string | null;
      };
      user: {
        id: string;
        email: string;
        role: "technician";
        twoFactor: false;
        active: true;
        technicianDeactivated: false;
        createdAt: string;
      };
    }
  | { kind: "mobile-taken" }
  | { kind: "email-taken" }
  | { kind: "unknown-area" };

/** Thrown inside the transaction to roll the technicians row back when the e-mail is taken. */
class EmailTaken extends Error {}

export async function createTechnicianAccount(
  db: Database,
  input: TechnicianAccountRequest & { actor: string; now: Date },
): Promise<TechnicianAccountOutcome> {
  const email = normaliseEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx): Promise<TechnicianAccountOutcome> => {
      const [area] = await tx
        .select({ id: serviceAreas.id })
        .from(serviceAreas)
        .where(eq(serviceAreas.id, input.areaId));
      if (!area) return { kind: "unknown-area" };
      // The partial unique index on active mobiles settles two admins adding one number at once.
      const [row] = await tx
        .insert(technicians)
        .values({
          name: input.name,
          mobileNumber: input.mobileNumber,
          areaId: input.areaId,
          createdAt: input.now,
        })
        .onConflictDoNothing({
          target: technicians.mobileNumber,
          where: sql`${technicians.active}`,
        })
        .returning();
      if (!row) return { kind: "mobile-taken" };
      const [account] = await tx
        .insert(admins)
        .values({
          email,
          passwordHash,
          role: "technician",
          technicianId: row.id,
          createdAt: input.now,
        })
        .onConflictDoNothing()
        .returning({ id: admins.id, createdAt: admins.createdAt });
      if (!account) throw new EmailTaken();
      const technician = {
        name: row.name,
        mobileNumber: row.mobileNumber,
        active: row.active,
        areaId: row.areaId,
      };
      await tx.insert(auditLog).values([
        {
          actor: input.actor,
          action: "technician-added",
          subject: `technician:${row.id}`,
          before: null,
          after: technician,
          at: input.now,
        },
        {
          actor: input.actor,
          action: "desk-user-created",
          subject: `admin:${account.id}`,
          before: null,
          after: { email, role: "technician", technicianId: row.id },
          at: input.now,
        },
      ]);
      return {
        kind: "created",
        technician: { id: row.id, ...technician },
        user: {
          id: account.id,
          email,
          role: "technician",
          twoFactor: false,
          active: true,
          technicianDeactivated: false,
          createdAt: account.createdAt.toISOString(),
        },
      };
    });
  } catch (error) {
    if (error instanceof EmailTaken) return { kind: "email-taken" };
    throw error;
  }
}
