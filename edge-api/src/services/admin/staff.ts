/**
 * The lab's staff accounts as an admin manages them (docs/product.md#booking-desk): the list, and
 * a new desk user. The first admin comes from ADMIN_EMAIL (admins.ts); admins are not made here.
 */
import type { AdminRole } from "@vyom/catalog/contract";
import { asc } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { admins, auditLog } from "../../db/schema.ts";
import { hashPassword } from "./passwords.ts";
import { normaliseEmail } from "./sign-in-limits.ts";

export async function listStaff(db: Database) {
  const rows = await db
    .select({
      id: admins.id,
      email: admins.email,
      role: admins.role,
      totpSecret: admins.totpSecret,
      createdAt: admins.createdAt,
    })
    .from(admins)
    .orderBy(asc(admins.email))
    .limit(500);
  return rows.map(({ totpSecret, createdAt, ...row }) => ({
    ...row,
    twoFactor: totpSecret !== null,
    createdAt: createdAt.toISOString(),
  }));
}

export type NewStaffOutcome =
  | {
      kind: "created";
      user: { id: string; email: string; role: AdminRole; twoFactor: false; createdAt: string };
    }
  | { kind: "taken" };

export async function createDeskUser(
  db: Database,
  input: { email: string; password: string; actor: string; now: Date },
): Promise<NewStaffOutcome> {
  const email = normaliseEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx): Promise<NewStaffOutcome> => {
    const [row] = await tx
      .insert(admins)
      .values({ email, passwordHash, role: "desk", createdAt: input.now })
      .onConflictDoNothing()
      .returning({ id: admins.id, createdAt: admins.createdAt });
    if (!row) return { kind: "taken" };
    await tx.insert(auditLog).values({
      actor: input.actor,
      action: "desk-user-created",
      subject: `admin:${row.id}`,
      before: null,
      after: { email, role: "desk" },
      at: input.now,
    });
    return {
      kind: "created",
      user: {
        id: row.id,
        email,
        role: "desk",
        twoFactor: false,
        createdAt: row.createdAt.toISOString(),
      },
    };
  });
}
