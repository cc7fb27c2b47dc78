/**
 * A corporate's employees (docs/product.md#reports): the corporate report proof names an employee
 * by corporate id and employee id, and the OTP goes to the mobile number on record.
 */
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { corporateEmployees } from "../../db/schema.ts";

export async function findEmployee(db: Database, corporateId: string, employeeId: string) {
  const [employee] = await db
    .select()
    .from(corporateEmployees)
    .where(
      and(
        eq(corporateEmployees.corporateId, corporateId),
        eq(corporateEmployees.employeeId, employeeId),
      ),
    )
    .limit(1);
  return employee;
}
