/**
 * A pathologist account for development (start-server.ts seeds it with the demo data), so the
 * LIS simulator's results can be signed off on one machine (README, "Lab results without a
 * lab"). It has the development admin's password, which signs in only from this machine,
 * whichever account has it (admins.ts).
 */
import type { Database } from "../../src/db/client.ts";
import { admins } from "../../src/db/schema.ts";
import { DEV_ADMIN_PASSWORD } from "../../src/env.ts";
import { hashPassword } from "../../src/services/admin/passwords.ts";

export const DEMO_PATHOLOGIST = {
  email: "pathologist@vyom.example",
  displayName: "Dr. Demo Pathologist",
  registrationNumber: "DEMO-0000",
} as const;

/** Adds the account unless it exists; answers whether it was added. */
export async function ensureDemoPathologist(db: Database, now: Date): Promise<boolean> {
  const rows = await db
    .insert(admins)
    .values({
      ...DEMO_PATHOLOGIST,
      passwordHash: await hashPassword(DEV_ADMIN_PASSWORD),
      role: "pathologist",
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: admins.id });
  return rows.length > 0;
}
