/**
 * Whether a mobile number belongs to someone we serve: a registered customer, or a patient with
 * reports. Their logins and report codes draw on the part of the day's SMS budget that a
 * stranger's flood to new numbers cannot spend (services/sms/sms-budget.ts). A legacy patient
 * who has never logged in here is not known yet: the legacy service is asked only after the code
 * is proven (routes/auth/legacy-login.ts).
 */
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { labReports, users } from "../../db/schema.ts";

export async function isKnownNumber(db: Database, mobile: string): Promise<boolean> {
  const [customer] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.mobileNumber, mobile))
    .limit(1);
  if (customer) return true;
  const [report] = await db
    .select({ id: labReports.id })
    .from(labReports)
    .where(eq(labReports.mobileNumber, mobile))
    .limit(1);
  return report !== undefined;
}
