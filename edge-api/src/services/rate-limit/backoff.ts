/**
 * Attempt limits with backoff, kept in `rate_limit_counters` beside the fixed windows of
 * rate-limit.ts. The first `free` attempts of a subject pass at once; after that each attempt
 * must wait a delay after the previous one that doubles (base, 2 x base, ... up to `maxMs`). The
 * delay never grows past `maxMs`, so a stranger can slow an account down but never lock it for
 * good; a subject is forgotten `memoryMs` after its last attempt, or at once by `forgetAttempts`.
 *
 * An attempt is claimed BEFORE the work it protects, by one conditional upsert: PostgreSQL
 * serialises upserts on the row, so of a burst of concurrent attempts only those the delay allows
 * are counted and let through. The row's count is the number of attempts and its expires_at is
 * the last attempt + memoryMs, so the next attempt is allowed at expires_at - memoryMs + delay.
 */
import { and, eq, type SQL, sql } from "drizzle-orm";
import { committedAsync } from "../../db/async-commit.ts";
import type { Database } from "../../db/client.ts";
import { rateLimitCounters } from "../../db/schema.ts";
import { counterKey, takeBackOne } from "./rate-limit.ts";

export interface BackoffRule {
  /** Names the limit; the counter key is `<name>:<subject>`. */
  name: string;
  /** Attempts allowed without any wait. */
  free: number;
  /** The wait after the first attempt past `free`; it doubles with each further attempt. */
  baseMs: number;
  maxMs: number;
  /** How long after its last attempt a subject is forgotten; more than `maxMs`. */
  memoryMs: number;
}

export type AttemptClaim = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Backoff rows share one window start; expires_at carries their state. */
const BACKOFF_WINDOW = new Date(0);

/** The wait required after the `attempts`-th attempt before the next one. */
export function delayAfter(rule: BackoffRule, attempts: number): number {
  if (attempts < rule.free) return 0;
  return Math.min(rule.maxMs, rule.baseMs * 2 ** (attempts - rule.free));
}

/** delayAfter in SQL, over the row's count. */
function delaySql(rule: BackoffRule): SQL {
  const count = rateLimitCounters.count;
  return sql`(CASE WHEN ${count} < ${rule.free} THEN 0
    ELSE least(${rule.maxMs}, ${rule.baseMs} * power(2, ${count} - ${rule.free})) END)`;
}

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const millis = (ms: SQL) => sql`((${ms}) * interval '1 millisecond')`;

/** Counts an attempt if the subject's backoff allows one now; otherwise says how long to wait. */
export async function claimAttempt(
  db: Database,
  rule: BackoffRule,
  subject: string,
  now: Date,
): Promise<AttemptClaim> {
  const claim = await claimCountedAttempt(db, rule, subject, now);
  return claim.allowed ? { allowed: true } : claim;
}

export type CountedClaim =
  | {
      allowed: true;
      /** The subject's attempts, this one included. */
      attempts: number;
    }
  | { allowed: false; retryAfterSeconds: number };

/** claimAttempt, also answering how many attempts the subject has made, this one included. */
export async function claimCountedAttempt(
  db: Database,
  rule: BackoffRule,
  subject: string,
  now: Date,
): Promise<CountedClaim> {
  const key = counterKey(rule, subject);
  const { count, expiresAt } = rateLimitCounters;
  const forgotten = sql`${expiresAt} <= ${at(now)}`;
  const claimed = await db
    .insert(rateLimitCounters)
    .values({
      key,
      windowStart: BACKOFF_WINDOW,
      count: committedAsync(sql`1`),
      expiresAt: new Date(now.getTime() + rule.memoryMs),
    })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: {
        count: sql`CASE WHEN ${forgotten} THEN 1 ELSE ${count} + 1 END`,
        expiresAt: new Date(now.getTime() + rule.memoryMs),
      },
      // The last attempt + the delay has passed: expires_at - memory + delay <= now.
      setWhere: sql`${expiresAt} <= ${at(now)} + ${millis(sql`${rule.memoryMs} - ${delaySql(rule)}`)}`,
    })
    .returning({ count });
  if (claimed.length > 0) return { allowed: true, attempts: Number(claimed[0]?.count ?? 1) };
  const [row] = await db
    .select({ count, expiresAt })
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.key, key), eq(rateLimitCounters.windowStart, BACKOFF_WINDOW)));
  const next = row
    ? row.expiresAt.getTime() - rule.memoryMs + delayAfter(rule, row.count)
    : now.getTime();
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((next - now.getTime()) / 1000)),
  };
}

/** The subject's attempts not yet forgotten at `now`, without counting one. */
export async function countAttempts(db: Database, rule: BackoffRule, subject: string, now: Date) {
  const [row] = await db
    .select({ count: rateLimitCounters.count, expiresAt: rateLimitCounters.expiresAt })
    .from(rateLimitCounters)
    .where(
      and(
        eq(rateLimitCounters.key, counterKey(rule, subject)),
        eq(rateLimitCounters.windowStart, BACKOFF_WINDOW),
      ),
    );
  return row && row.expiresAt > now ? row.count : 0;
}

/** Takes back one counted attempt (e.g. one that turned out to be a successful sign-in). */
export async function refundAttempt(db: Database, rule: BackoffRule, subject: string) {
  await takeBackOne(db, counterKey(rule, subject), BACKOFF_WINDOW);
}

/** Forgets every attempt of a subject; true when there were any to forget. */
export async function forgetAttempts(db: Database, rule: BackoffRule, subject: string) {
  const deleted = await db
    .delete(rateLimitCounters)
    .where(
      and(
        eq(rateLimitCounters.key, counterKey(rule, subject)),
        eq(rateLimitCounters.windowStart, BACKOFF_WINDOW),
      ),
    )
    .returning({ key: rateLimitCounters.key });
  return deleted.length > 0;
}
