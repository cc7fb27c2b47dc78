/**
 * Redeemed captcha challenges in the database (used_captcha_challenges), so a solution passes
 * once across every API process. The insert is the check: ON CONFLICT DO NOTHING returns no row
 * for a signature already there. Rows past their challenge's expiry are useless (an expired
 * challenge fails anyway) and are cleared now and then. The insert commits without waiting for the
 * WAL flush (db/async-commit.ts): replay records are protective, not customer data.
 */
import { lt, sql } from "drizzle-orm";
import { committedAsync } from "../../db/async-commit.ts";
import type { Database } from "../../db/client.ts";
import { usedCaptchaChallenges } from "../../db/schema.ts";
import type { UsedChallengeStore } from "./captcha.ts";

export function createDbUsedChallenges(db: Database, clock: () => Date): UsedChallengeStore {
  return {
    async markUsed(signature, expiresAt) {
      const inserted = await db
        .insert(usedCaptchaChallenges)
        .values({ signature: committedAsync(sql`${signature}::text`), expiresAt })
        .onConflictDoNothing()
        .returning({ signature: usedCaptchaChallenges.signature });
      if (Math.random() < 0.02) {
        await db.delete(usedCaptchaChallenges).where(lt(usedCaptchaChallenges.expiresAt, clock()));
      }
      return inserted.length > 0;
    },
  };
}
