/**
 * Whether a mobile number belongs to someone we serve: a registered customer, or a patient with
 * reports. Their logins and report codes draw on the part of the day's SMS budget that a
 * stranger's flood to new numbers cannot spend (services/sms/sms-budget.ts). A legacy patient
 * who has never logged in here is not known yet: the legacy service is asked only after the code
 * is proven (routes/auth/legacy-login.ts).
 */
import { and, eq, isNotNull } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { labReports, otpChallenges, users } from "../../db/schema.ts";

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

/**
 * Whether this browser (its OTP client binding, http/otp-client.ts) proved the number before: a
 * code it asked for was used. Its owner's browser, which a number's daily budget does not stop.
 */
export async function provenBy(db: Database, mobile: string, binding: string): Promise<boolean> {
  const [proof] = await db
    .select({ id: otpChallenges.id })
    .from(otpChallenges)
    .where(
      and(
        eq(otpChallenges.mobileNumber, mobile),
        eq(otpChallenges.clientBinding, binding),
        isNotNull(otpChallenges.consumedAt),
      ),
    )
    .limit(1);
  return proof !== undefined;
}
