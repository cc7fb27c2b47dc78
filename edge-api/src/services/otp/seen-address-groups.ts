/**
 * Address groups (address-group.ts) that solved a captcha for an OTP send in the last week. A
 * group is marked only by a solved captcha, never by a send alone: a burst of first sends from a
 * new group all read "not seen" and all need one, so no request of the burst slips through on
 * another's behalf. The marks live in `rate_limit_counters` (one row per group, the row's
 * expires_at the end of the week, pruned with the counters), shared by every API process; a crash
 * of PostgreSQL forgets them and every group solves one captcha again
 * (docs/decisions/009-unlogged-rate-limit-counters.md).
 */
import { and, eq, gt, sql } from "drizzle-orm";
import { committedAsync } from "../../db/async-commit.ts";
import type { Database } from "../../db/client.ts";
import { rateLimitCounters } from "../../db/schema.ts";

const WEEK = 7 * 24 * 60 * 60 * 1_000;
/** Marks have no window: like cool-downs (rate-limit.ts), one row per key at the epoch. */
const NO_WINDOW = new Date(0);
const keyOf = (group: string) => `otp-group-seen:${group}`;

export async function isSeenGroup(db: Database, group: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ key: rateLimitCounters.key })
    .from(rateLimitCounters)
    .where(
      and(
        eq(rateLimitCounters.key, keyOf(group)),
        eq(rateLimitCounters.windowStart, NO_WINDOW),
        gt(rateLimitCounters.expiresAt, now),
      ),
    );
  return row !== undefined;
}

/** The group solved a captcha now: no captcha for being new until a week from now. */
export async function markSeenGroup(db: Database, group: string, now: Date): Promise<void> {
  const until = new Date(now.getTime() + WEEK);
  await db
    .insert(rateLimitCounters)
    .values({
      key: keyOf(group),
      windowStart: NO_WINDOW,
      count: committedAsync(sql`1`),
      expiresAt: until,
    })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { expiresAt: until },
    });
}
