/**
 * Whether a mobile number belongs to someone we serve: a registered customer, or a patient with
 * reports. Their logins and report codes draw on the part of the day's SMS budget that a
 * stranger's flood to new numbers cannot spend (services/sms/sms-budget.ts). A legacy patient
 * who has never logged in here is not known yet: the legacy service is asked only after the code
 * is proven (routes/auth/legacy-login.ts).
 */
import { and, eq, gt } from "drizzle-orm";
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

/** How long a used code proves its browser's hold on the number: the OTP client cookie's life. */
export const PROOF_LIFETIME_MS = 30 * 24 * 60 * 60 * 1_000;

/**
 * Whether this browser (its OTP client binding, http/otp-client.ts) proved the number lately: a
 * code it asked for was used in the last 30 days. Its owner's browser, which keeps a share of
 * the number's daily SMS that strangers cannot spend (otp-send-budgets.ts). The binding is the
 * hash of a random token only that browser holds: a token replayed for another number proves
 * nothing there, and an altered or made-up one matches no code.
 */
export async function provenBy(
  db: Database,
  mobile: string,
  binding: string,
  now: Date,
): Promise<boolean> {
  const [proof] = await db
    .select({ id: otpChallenges.id })
    .from(otpChallenges)
    .where(
      and(
        eq(otpChallenges.mobileNumber, mobile),
        eq(otpChallenges.clientBinding, binding),
        gt(otpChallenges.consumedAt, new Date(now.getTime() - PROOF_LIFETIME_MS)),
      ),
    )
    .limit(1);
  return proof !== undefined;
}
