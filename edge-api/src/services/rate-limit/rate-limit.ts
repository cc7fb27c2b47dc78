/**
 * Fixed-window rate limits kept in `rate_limit_counters`, so every API process shares them.
 * One upsert per hit (`INSERT ... ON CONFLICT DO UPDATE ... RETURNING count`) is atomic, so
 * concurrent hits can never both slip under the limit. Windows are aligned to the epoch (an hour
 * starts at :00, a day is a UTC day). All time comes from the caller (the injected clock).
 *
 * A cool-down ("one send per 60 s") is not a window: it is one row per key whose expires_at is the
 * moment the next event is allowed, claimed by a conditional upsert only one request can win.
 *
 * Counting writes commit without waiting for the WAL flush (db/async-commit.ts): they take the
 * database, never a transaction, and run as statements of their own.
 */
import { and, eq, lt, lte, sql } from "drizzle-orm";
import { committedAsync } from "../../db/async-commit.ts";
import type { Database } from "../../db/client.ts";
import { rateLimitCounters } from "../../db/schema.ts";

export interface RateLimitRule {
  /** Names the limit, e.g. "admin-login"; the counter key is `<name>:<subject>`. */
  name: string;
  limit: number;
  windowMs: number;
}

export interface RateLimitState {
  allowed: boolean;
  count: number;
  /** Seconds until the current window ends (for `Retry-After`). */
  retryAfterSeconds: number;
}

function windowOf(rule: RateLimitRule, now: Date) {
  const start = Math.floor(now.getTime() / rule.windowMs) * rule.windowMs;
  return { start: new Date(start), end: new Date(start + rule.windowMs) };
}

function state(rule: RateLimitRule, count: number, now: Date, end: Date, allowedAtLimit: boolean) {
  const allowed = allowedAtLimit ? count <= rule.limit : count < rule.limit;
  const retryAfterSeconds = Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 1000));
  return { allowed, count, retryAfterSeconds };
}

/**
 * The counting upsert, as a query to prepare: alone (`consume`), or as the first part of a
 * statement that also reads what the limit protects (verify-user, one round trip). Its
 * placeholders are `hitOf`'s fields.
 */
export function countingUpsert(db: Database) {
  return db
    .insert(rateLimitCounters)
    .values({
      key: sql.placeholder("key"),
      windowStart: sql.placeholder("start"),
      count: committedAsync(sql`1`),
      expiresAt: sql.placeholder("end"),
    })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + 1` },
    })
    .returning({ count: rateLimitCounters.count });
}

/** The counter's key of `subject` under a limit or backoff rule (backoff.ts shares the table). */
export const counterKey = (rule: { name: string }, subject: string) => `${rule.name}:${subject}`;

/** The counting upsert's arguments for one hit of `subject` at `now`. */
export function hitOf(rule: RateLimitRule, subject: string, now: Date) {
  const { start, end } = windowOf(rule, now);
  return { key: counterKey(rule, subject), start, end };
}

/** The state after the hit that made the window's count `count`. */
export function afterHit(rule: RateLimitRule, count: number, now: Date): RateLimitState {
  return state(rule, count, now, windowOf(rule, now).end, true);
}

/**
 * Built once per database and prepared (named) on each pooled connection: it runs on every
 * verify-user and OTP call, and building drizzle's SQL each time was a visible share of the
 * API's CPU under load (docs/performance.md, figure 4).
 */
const prepareConsume = (db: Database) => countingUpsert(db).prepare("rate_limit_consume");

const consumeStatements = new WeakMap<Database, ReturnType<typeof prepareConsume>>();

/**
 * Counts one hit; `allowed` is false once the hits in this window exceed the limit. Takes the
 * database, never a transaction: the prepared statement runs on the pool.
 */
export async function consume(
  db: Database,
  rule: RateLimitRule,
  subject: string,
  now: Date,
): Promise<RateLimitState> {
  let statement = consumeStatements.get(db);
  if (!statement) {
    statement = prepareConsume(db);
    consumeStatements.set(db, statement);
  }
  const [row] = await statement.execute(hitOf(rule, subject, now));
  return afterHit(rule, row?.count ?? 1, now);
}

/** Reads the window without counting; `allowed` is false once `limit` hits were counted. */
export async function peek(
  db: Database,
  rule: RateLimitRule,
  subject: string,
  now: Date,
): Promise<RateLimitState> {
  const { start, end } = windowOf(rule, now);
  const [row] = await db
    .select({ count: rateLimitCounters.count })
    .from(rateLimitCounters)
    .where(
      and(
        eq(rateLimitCounters.key, counterKey(rule, subject)),
        eq(rateLimitCounters.windowStart, start),
      ),
    );
  return state(rule, row?.count ?? 0, now, end, false);
}

/**
 * Takes back one hit counted at `now`, e.g. a try counted before it was known to be no failure.
 * Counting first and refunding after keeps concurrent hits from all passing a check.
 */
export async function refund(db: Database, rule: RateLimitRule, subject: string, now: Date) {
  await takeBackOne(db, counterKey(rule, subject), windowOf(rule, now).start);
}

/** One hit less in a counter's row (never below zero): the refunds of counts and backoffs. */
export async function takeBackOne(db: Database, key: string, windowStart: Date) {
  await db
    .update(rateLimitCounters)
    .set({ count: sql`greatest(${rateLimitCounters.count} - 1, 0)` })
    .where(and(eq(rateLimitCounters.key, key), eq(rateLimitCounters.windowStart, windowStart)));
}

/** Cool-down rows use one constant window start: the row's expires_at carries the state. */
const COOLDOWN_WINDOW = new Date(0);

/**
 * Starts a cool-down of `ms` for the subject unless one is still running. Not allowed: an earlier
 * claim is cooling down, `retryAfterSeconds` says for how long.
 */
export async function claimCooldown(
  db: Database,
  name: string,
  subject: string,
  ms: number,
  now: Date,
): Promise<RateLimitState> {
  const key = `${name}:${subject}`;
  const until = new Date(now.getTime() + ms);
  const claimed = await db
    .insert(rateLimitCounters)
    .values({ key, windowStart: COOLDOWN_WINDOW, count: committedAsync(sql`1`), expiresAt: until })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + 1`, expiresAt: until },
      setWhere: lte(rateLimitCounters.expiresAt, now),
    })
    .returning({ count: rateLimitCounters.count });
  if (claimed.length > 0) return { allowed: true, count: 1, retryAfterSeconds: 0 };
  const [row] = await db
    .select({ expiresAt: rateLimitCounters.expiresAt })
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.key, key), eq(rateLimitCounters.windowStart, COOLDOWN_WINDOW)));
  const left = (row?.expiresAt.getTime() ?? now.getTime()) - now.getTime();
  return { allowed: false, count: 2, retryAfterSeconds: Math.max(1, Math.ceil(left / 1000)) };
}

/** Forgets a subject's hits (e.g. failed logins after a successful one). */
export async function clear(db: Database, rule: RateLimitRule, subject: string) {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, counterKey(rule, subject)));
}

export async function pruneExpiredCounters(db: Database, now: Date) {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.expiresAt, now));
}
