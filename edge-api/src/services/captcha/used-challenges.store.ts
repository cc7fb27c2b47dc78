/**
 * Redeemed captcha challenges in the database (used_captcha_challenges), so a solution passes
 * once across every API process. The insert is the check: ON CONFLICT DO NOTHING returns no row
 * for a signature already there. Rows past their challenge's expiry are useless (an expired
 * challenge fails anyway) and are cleared now and then.
 */
import { lt } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { usedCaptchaChallenges } from "../../db/schema.ts";
import type { UsedChallengeStore } from "./captcha.ts";

export function createDbUsedChallenges(db: Database, clock: () => Date): UsedChallengeStore {
  return {
    async markUsed(signature, expiresAt) {
      const inserted = await db
        .insert(usedCaptchaChallenges)
        .values({ signature, expiresAt })
        .onConflictDoNothing()
        .returning({ signature: usedCaptchaChallenges.signature });
      if (Math.random() < 0.02) {
        await db.delete(usedCaptchaChallenges).where(lt(usedCaptchaChallenges.expiresAt, clock()));
      }
      return inserted.length > 0;
    },
  };
}
