/**
 * The technicians the desk assigns (docs/product.md#booking-desk): listed, added, changed, and
 * deactivated (never deleted: past visits name them). Each change is audited.
 */
import { asc, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { auditLog, technicians } from "../../db/schema.ts";

type TechnicianRow = typeof technicians.$inferSelect;

const view = ({ id, name, mobileNumber, active }: TechnicianRow) => ({
  id,
  name,
  mobileNumber,
  active,
});
const snapshot = ({ name, mobileNumber, active }: TechnicianRow) => ({
  name,
  mobileNumber,
  active,
});

export async function listTechnicians(db: Database) {
  const rows = await db
    .select()
    .from(technicians)
    .orderBy(desc(technicians.active), asc(technicians.name))
    .limit(1000);
  return rows.map(view);
}

export async function addTechnician(
  db: Database,
  input: { name: string; mobileNumber: string; actor: string; now: Date },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(technicians)
      .values({ name: input.name, mobileNumber: input.mobileNumber, createdAt: input.now })
      .returning();
    if (!row) throw new Error("technician insert returned no row");
    await tx.insert(auditLog).values({
      actor: input.actor,
      action: "technician-added",
      subject: `technician:${row.id}`,
      before: null,
      after: snapshot(row),
      at: input.now,
    });
    return view(row);
  });
}

export async function changeTechnician(
  db: Database,
  input: {
    id: string;
    change: { name?: string; mobileNumber?: string; active?: boolean };
    actor: string;
    now: Date;
  },
) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(technicians)
      .where(eq(technicians.id, input.id))
      .for("update");
    if (!before) return undefined;
    const [after] = await tx
      .update(technicians)
      .set(input.change)
      .where(eq(technicians.id, input.id))
      .returning();
    if (!after) throw new Error(`technician ${input.id} vanished under its lock`);
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
    return view(after);
  });
}
