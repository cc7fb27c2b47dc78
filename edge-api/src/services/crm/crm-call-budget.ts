/**
 * LeadSquared's rate limit, kept by every server together: a token bucket in one row of
 * `crm_call_budget` (db/schema.ts). The delivery of new bookings (crm-delivery.ts) and the retry
 * (crm-retry.ts) take a booking's calls from it before they claim the booking. LeadSquared counts
 * the whole account's calls per 5 seconds and, over its plan's number, answers 429 and stops
 * processing for a while; a limit kept in one process's memory would be exceeded as soon as two
 * servers, or a server and a job worker, deliver at once.
 *
 * Guarantees:
 * - Shape (`callBudgetShape`): `capacity` calls, refilled at `perMs`, with
 *   capacity + perMs × (5 s + LEADSQUARED_CALL_SPREAD_MS) ≤ the plan's calls per 5 s. In any 5 s
 *   no more calls are taken than the bucket held at its start (≤ capacity) plus the refill over
 *   those 5 s; the extra second covers a booking's later calls, made after its take (its first
 *   answer comes back in well under a second). The capacity is a retry's calls at least (a take
 *   is one booking's calls at once) or a fifth of the plan: the rest is the steady rate that a
 *   burst of bookings lives on.
 * - Atomic across processes: a take is one statement that locks the row (`FOR UPDATE`), refills,
 *   grants and writes the new level; concurrent takers queue on the lock, each after the last.
 * - Time comes from the caller (the injected clock). The stored time only moves forward (the
 *   greatest of stored and now): a server whose clock is behind refills nothing until it catches
 *   up, one that is ahead refills at most up to the capacity. Clock skew cannot mint calls.
 * - A 429 (`empty`): no calls left, and the stored time a full window ahead, so no server takes a
 *   call until LeadSquared's window has passed, whatever the bucket believed.
 * - Calls given back (taken for bookings that turned out not to be due) leave the bucket as if
 *   they had never been taken; while a 429's pause runs they are dropped.
 * - No row (a new database; tests that empty every table) is a full bucket.
 */
import { sql } from "drizzle-orm";
import type { Clock } from "../../clock.ts";
import type { Database } from "../../db/client.ts";
import { crmCallBudget } from "../../db/schema.ts";
import { describeError, type Logger } from "../../logger.ts";
import { LEADSQUARED_CALLS_PER_BOOKING } from "./leadsquared-crm.ts";

/** LeadSquared's window: it counts an account's API requests per 5 seconds. */
export const LEADSQUARED_WINDOW_MS = 5_000;
/** How long after its take a booking's last call may still reach LeadSquared, in the shape. */
export const LEADSQUARED_CALL_SPREAD_MS = 1_000;
/** After a 429, no calls for a whole window. */
export const RATE_LIMIT_PAUSE_MS = LEADSQUARED_WINDOW_MS;
/** The one account's row. */
const KEY = "leadsquared";

export interface CallBudgetShape {
  /** Calls the bucket holds when full. */
  capacity: number;
  /** Calls it gains per millisecond. */
  perMs: number;
}

/** The bucket for a plan of `callsPer5s` (see the guarantees above). */
export function callBudgetShape(callsPer5s: number): CallBudgetShape {
  const largestTake = LEADSQUARED_CALLS_PER_BOOKING.retry;
  const capacity = Math.max(largestTake, Math.ceil(callsPer5s / 5));
  const perMs = (callsPer5s - capacity) / (LEADSQUARED_WINDOW_MS + LEADSQUARED_CALL_SPREAD_MS);
  if (!(perMs > 0))
    throw new RangeError(
      `${callsPer5s} calls per 5 s leave nothing to refill after one booking's ${largestTake}`,
    );
  return { capacity, perMs };
}

export interface CallGrant {
  /** Bookings whose calls were taken: from 0 up to the number asked for. */
  allowed: number;
  /** From `now`, how long until the bucket holds one more booking's calls. */
  waitMs: number;
}

/**
 * What a delivery or retry run says when the budget cut it short: `allowed`, it held calls for
 * fewer bookings than asked and all of them were claimed (more may be due: run again); `waitMs`,
 * it held none while bookings are due (or a 429 released some): come back after that long.
 */
export type CrmPacing = { allowed: number } | { waitMs: number };

export interface CrmCallBudget {
  readonly shape: CallBudgetShape;
  /** Takes `callsEach` calls for as many of `bookings` as the bucket holds, all in one go. */
  take(now: Date, bookings: number, callsEach: number): Promise<CallGrant>;
  /** Returns calls taken but not made. */
  giveBack(now: Date, calls: number): Promise<void>;
  /** LeadSquared answered 429: nothing left until a window has passed. */
  empty(now: Date): Promise<void>;
}

type TakeRow = { allowed: number; tokens: number; ahead_ms: number };

export function createCrmCallBudget(db: Database, callsPer5s: number): CrmCallBudget {
  const shape = callBudgetShape(callsPer5s);
  const { capacity, perMs } = shape;

  const takeOnce = async (now: Date, bookings: number, each: number) => {
    const at = now.toISOString();
    // One statement: the row is locked first, so the level it computes is the last taker's.
    const result = await db.execute(sql`
      WITH stored AS (
        SELECT key,
          greatest(counted_at, ${at}::timestamptz) AS counted_at,
          least(${capacity}::float8, tokens + ${perMs}::float8 * 1000 *
            greatest(0, extract(epoch FROM ${at}::timestamptz - counted_at))::float8) AS level
        FROM ${crmCallBudget} WHERE key = ${KEY}
        FOR UPDATE
      ), given AS (
        SELECT key, counted_at, level,
          -- The refill is float arithmetic: 600 ms of 1/300 per ms is 2 calls, not 1.999…
          greatest(0, least(${bookings}::int, floor(level / ${each}::int + 1e-9)))::int AS allowed
        FROM stored
      )
      UPDATE ${crmCallBudget} AS b
      SET tokens = given.level - given.allowed * ${each}::int, counted_at = given.counted_at
      FROM given WHERE b.key = given.key
      RETURNING given.allowed, b.tokens,
        (extract(epoch FROM b.counted_at - ${at}::timestamptz) * 1000)::float8 AS ahead_ms`);
    return (result as unknown as { rows: TakeRow[] }).rows[0];
  };

  return {
    shape,
    async take(now, bookings, callsEach) {
      if (callsEach > capacity)
        throw new RangeError(`a take of ${callsEach} calls never fits a bucket of ${capacity}`);
      let row = await takeOnce(now, bookings, callsEach);
      if (!row) {
        // No row yet: a full bucket, then the take (a concurrent insert leaves its own).
        await db.execute(sql`
          INSERT INTO ${crmCallBudget} (key, tokens, counted_at)
          VALUES (${KEY}, ${capacity}::float8, ${now.toISOString()}::timestamptz)
          ON CONFLICT (key) DO NOTHING`);
        row = await takeOnce(now, bookings, callsEach);
      }
      if (!row) throw new Error("crm_call_budget: the budget row is missing");
      const short = Math.max(0, callsEach - row.tokens);
      return {
        allowed: row.allowed,
        waitMs: Math.ceil(Math.max(0, row.ahead_ms) + short / perMs),
      };
    },
    async giveBack(now, calls) {
      if (calls <= 0) return;
      await db.execute(sql`
        UPDATE ${crmCallBudget} SET tokens = least(${capacity}::float8, tokens + ${calls}::float8)
        WHERE key = ${KEY} AND counted_at <= ${now.toISOString()}::timestamptz`);
    },
    async empty(now) {
      const until = new Date(now.getTime() + RATE_LIMIT_PAUSE_MS).toISOString();
      await db.execute(sql`
        INSERT INTO ${crmCallBudget} (key, tokens, counted_at)
        VALUES (${KEY}, 0, ${until}::timestamptz)
        ON CONFLICT (key) DO UPDATE SET tokens = 0,
          counted_at = greatest(${crmCallBudget}.counted_at, excluded.counted_at)`);
    },
  };
}

/** LeadSquared answered 429: every server's budget is empty for its window, from now. */
export async function emptyAfterRateLimit(
  deps: { crmCalls: CrmCallBudget; clock: Clock; logger: Logger },
  bookingId: string,
) {
  deps.logger.warn("crm.rate-limited", { bookingId, pauseMs: RATE_LIMIT_PAUSE_MS });
  try {
    await deps.crmCalls.empty(deps.clock());
  } catch (error) {
    // The budget keeps its level; the bookings are still crm-failed and the next 429 tries again.
    deps.logger.error("crm.call-budget-write-failed", describeError(error));
  }
}
