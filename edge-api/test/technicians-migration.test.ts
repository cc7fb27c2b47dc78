/**
 * The migration that allows one active technician per mobile (drizzle/0015_*.sql) on a database
 * that already holds copies: it must apply, keep the first of each mobile active, deactivate the
 * later ones (never delete: past visits name them) and audit each. PGlite, migrated in two steps.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { migrateToLatest, openMigratedBefore } from "./support/migrated-before.ts";

describe("one active technician per mobile, on a database with copies", () => {
  it("keeps the first of each mobile active, deactivates the later copies and audits them", async () => {
    const handle = await openMigratedBefore("0015_");
    await handle.native.execute(sql`
      insert into technicians (name, mobile_number, active, created_at) values
        ('Murugan Selvam', '9840012345', true, '2026-11-01T00:00:00Z'),
        ('Murugan S.', '9840012345', true, '2026-11-02T00:00:00Z'),
        ('Murugan', '9840012345', false, '2026-11-03T00:00:00Z'),
        ('Kavya Rao', '9840054321', true, '2026-11-04T00:00:00Z')`);

    await migrateToLatest(handle);

    const { rows } = await handle.native.execute<{ name: string; active: boolean }>(
      sql`select name, active from technicians order by created_at`,
    );
    expect(rows.map((row) => [row.name, row.active])).toEqual([
      ["Murugan Selvam", true],
      ["Murugan S.", false],
      ["Murugan", false],
      ["Kavya Rao", true],
    ]);
    const audit = await handle.native.execute<{ actor: string; action: string; after: unknown }>(
      sql`select actor, action, after from audit_log`,
    );
    expect(audit.rows).toEqual([
      {
        actor: "system",
        action: "technician-deactivated",
        after: { name: "Murugan S.", mobileNumber: "9840012345", active: false },
      },
    ]);
    // And from now on the database itself refuses a second active one.
    await expect(
      handle.native.execute(
        sql`insert into technicians (name, mobile_number) values ('Copy', '9840054321')`,
      ),
    ).rejects.toThrow();
  });
});
