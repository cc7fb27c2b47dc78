/**
 * Resends `crm-failed` bookings (after the delivery of new bookings, in the `crm-delivery` job
 * that runs every minute, crm-delivery-job.ts), and bookings still `received` CRM_HANDOFF_GRACE_MS after they were
 * stored whose delivery claim, if any, has lapsed: their first delivery (crm-delivery.ts) never
 * finished, or they were stored before that delivery existed. Claiming one marks it `crm-failed`,
 * so from then on it is an ordinary retry and a late first result cannot overwrite it.
 *
 * Guarantees:
 * - One sender per booking at a time, across API processes: a booking is first CLAIMED by one
 *   UPDATE whose rows come from `SELECT ... FOR UPDATE SKIP LOCKED`. The claim counts the attempt
 *   and moves `crm_next_attempt_at` past the backoff, so no other process sees the booking as due
 *   until then, and two processes claiming at once skip each other's rows.
 * - The CRM call of a retry is cut off after CRM_RETRY_TIMEOUT_MS, well inside the shortest
 *   backoff, so a claim never lapses while its call is still counted as running. A call that was
 *   cut off may still have reached the CRM: delivery is at least once, and the booking id is sent
 *   so the CRM can tell a repeat.
 * - Success marks the booking `sent-to-crm`; failure leaves it `crm-failed` for the next due time.
 *   Backoff doubles from 5 minutes up to 6 hours and retries never stop: a booking is never lost.
 * - Paced by LeadSquared's rate limit, shared with the delivery and every server
 *   (crm-call-budget.ts): a retry's calls are taken for each booking before the claim, which
 *   claims no more than the budget held; calls of bookings that were not due are given back.
 *   Without calls nothing is claimed (the bookings stay `crm-failed` and due) and `paced.waitMs`
 *   says when to come back. A 429 empties the budget for every server and ends the run: the
 *   booking it answered waits its backoff, the run's others are released unsent, due again with
 *   their attempt uncounted.
 */
import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Clock } from "../../clock.ts";
import type { Database } from "../../db/client.ts";
import { bookings } from "../../db/schema.ts";
import type { Logger } from "../../logger.ts";
import type { Metrics } from "../../metrics.ts";
import type { CrmAdapter, CrmBooking, CrmResult } from "./crm.ts";
import {
  type CrmCallBudget,
  type CrmPacing,
  emptyAfterRateLimit,
  RATE_LIMIT_PAUSE_MS,
} from "./crm-call-budget.ts";

/** How long a booking may stay `received` before the retry takes it over as `crm-failed`. */
export const CRM_HANDOFF_GRACE_MS = 5 * 60_000;

const MINUTE = 60_000;
export const CRM_RETRY_BASE_MS = 5 * MINUTE;
export const CRM_RETRY_MAX_MS = 6 * 60 * MINUTE;
export const CRM_RETRY_TIMEOUT_MS = MINUTE;
/** Bookings claimed per run; the rest wait for the next run. */
export const CRM_RETRY_BATCH = 50;

/** The wait after the n-th retry attempt (n from 1): 5 min, 10 min, 20 min ... at most 6 h. */
export function crmRetryDelayMs(attempt: number): number {
  return Math.min(CRM_RETRY_BASE_MS * 2 ** Math.max(0, attempt - 1), CRM_RETRY_MAX_MS);
}

export interface CrmRetryDeps {
  db: Database;
  crm: CrmAdapter;
  logger: Logger;
  metrics: Pick<Metrics, "crmHandoff">;
  /** LeadSquared's calls, shared by every server (crm-call-budget.ts). */
  crmCalls: CrmCallBudget;
  /** When a 429 came back (the call budget's pause starts then). */
  clock: Clock;
}

export interface CrmRetryOutcome {
  sent: number;
  failed: number;
  paced?: CrmPacing;
}

type ClaimedBooking = Pick<
  typeof bookings.$inferSelect,
  | "id"
  | "name"
  | "mobileNumber"
  | "collectionDate"
  | "pincode"
  | "policyValue"
  | "payload"
  | "crmAttempts"
  | "numberProvenAt"
>;

/** The bookings a retry may take at `now`. */
function dueAt(now: Date) {
  const handOffLapsed = new Date(now.getTime() - CRM_HANDOFF_GRACE_MS);
  return or(
    and(
      eq(bookings.status, "crm-failed"),
      or(isNull(bookings.crmNextAttemptAt), lte(bookings.crmNextAttemptAt, now)),
    ),
    // A delivery claim still running holds its booking's crm_next_attempt_at (its lease).
    and(
      eq(bookings.status, "received"),
      lte(bookings.createdAt, handOffLapsed),
      or(isNull(bookings.crmNextAttemptAt), lte(bookings.crmNextAttemptAt, now)),
    ),
  );
}

/** Whether any booking is due (asked only when the call budget is empty). */
async function anyDue(db: Database, now: Date) {
  const found = await db.select({ id: bookings.id }).from(bookings).where(dueAt(now)).limit(1);
  return found.length > 0;
}

/** Claims up to `limit` due bookings for this process (see the guarantees above). */
async function claimDue(db: Database, now: Date, limit: number): Promise<ClaimedBooking[]> {
  const due = db
    .select({ id: bookings.id })
    .from(bookings)
    .where(dueAt(now))
    .orderBy(asc(bookings.createdAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  // The delay in SQL mirrors crmRetryDelayMs for the attempt being claimed (crm_attempts + 1).
  const delayMs = sql`least(${CRM_RETRY_BASE_MS}::double precision * power(2, ${bookings.crmAttempts}), ${CRM_RETRY_MAX_MS}::double precision)`;
  return db
    .update(bookings)
    .set({
      status: "crm-failed",
      crmAttempts: sql`${bookings.crmAttempts} + 1`,
      crmNextAttemptAt: sql`${now.toISOString()}::timestamptz + ${delayMs} * interval '1 millisecond'`,
    })
    .where(and(inArray(bookings.id, due), inArray(bookings.status, ["crm-failed", "received"])))
    .returning({
      id: bookings.id,
      name: bookings.name,
      mobileNumber: bookings.mobileNumber,
      collectionDate: bookings.collectionDate,
      pincode: bookings.pincode,
      policyValue: bookings.policyValue,
      payload: bookings.payload,
      crmAttempts: bookings.crmAttempts,
      numberProvenAt: bookings.numberProvenAt,
    });
}

/** The booking route's request body (captcha aside), rebuilt from the stored row. */
export function crmPayload(row: Omit<ClaimedBooking, "id" | "crmAttempts" | "numberProvenAt">) {
  return {
    name: row.name,
    mobileNumber: row.mobileNumber,
    date: row.collectionDate,
    pincode: row.pincode,
    Policy_Value: row.policyValue,
    ...(row.payload as Record<string, unknown>),
  };
}

/**
 * The CRM's answer, or a failure once CRM_RETRY_TIMEOUT_MS passed or the adapter threw (then with
 * what it threw, for the log).
 */
export async function submitWithTimeout(
  crm: CrmAdapter,
  booking: CrmBooking,
): Promise<CrmResult | { ok: false; reason: string; thrown: unknown; rateLimited?: never }> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<CrmResult>((done) => {
    timer = setTimeout(
      () => done({ ok: false, reason: `no answer within ${CRM_RETRY_TIMEOUT_MS} ms` }),
      CRM_RETRY_TIMEOUT_MS,
    );
  });
  try {
    // Started inside a promise, so an adapter that throws at once is a failure too.
    return await Promise.race([Promise.resolve().then(() => crm.submitBooking(booking)), timeout]);
  } catch (error) {
    const reason = error instanceof Error ? error.message : "CRM call failed";
    return { ok: false, reason, thrown: error };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Bookings claimed by this run but never sent (a 429 came first): due again at once, their
 * attempt uncounted, unless something else moved them on since the claim.
 */
async function release(db: Database, now: Date, rows: ClaimedBooking[]) {
  if (rows.length === 0) return;
  await db
    .update(bookings)
    .set({ crmAttempts: sql`${bookings.crmAttempts} - 1`, crmNextAttemptAt: now })
    .where(
      and(
        eq(bookings.status, "crm-failed"),
        or(
          ...rows.map((row) =>
            and(eq(bookings.id, row.id), eq(bookings.crmAttempts, row.crmAttempts)),
          ),
        ),
      ),
    );
}

export async function retryFailedCrmBookings(
  deps: CrmRetryDeps,
  now: Date,
): Promise<CrmRetryOutcome> {
  const { db, crm, crmCalls, logger, metrics } = deps;
  const cost = crm.callsPerBooking?.retry;
  let limit = CRM_RETRY_BATCH;
  const outcome: CrmRetryOutcome = { sent: 0, failed: 0 };
  if (cost !== undefined) {
    const grant = await crmCalls.take(now, CRM_RETRY_BATCH, cost);
    if (grant.allowed === 0) {
      if (await anyDue(db, now)) outcome.paced = { waitMs: grant.waitMs };
      return outcome;
    }
    limit = grant.allowed;
  }
  const claimed = await claimDue(db, now, limit);
  if (cost !== undefined) await crmCalls.giveBack(now, (limit - claimed.length) * cost);
  // The budget's share claimed whole: more may be due.
  if (limit < CRM_RETRY_BATCH && claimed.length === limit) outcome.paced = { allowed: limit };
  for (const [index, row] of claimed.entries()) {
    const result = await submitWithTimeout(crm, {
      bookingId: row.id,
      payload: crmPayload(row),
      ...(row.numberProvenAt ? { numberProven: true } : {}),
    });
    metrics.crmHandoff("retry", result.ok ? "sent" : "failed");
    if (result.ok) {
      await db
        .update(bookings)
        .set({ status: "sent-to-crm", crmNextAttemptAt: null })
        .where(and(eq(bookings.id, row.id), eq(bookings.status, "crm-failed")));
      logger.info("crm.retry.sent", { bookingId: row.id, attempt: row.crmAttempts });
      outcome.sent++;
    } else {
      logger.warn("crm.retry.failed", {
        bookingId: row.id,
        attempt: row.crmAttempts,
        reason: result.reason,
      });
      outcome.failed++;
      if (result.rateLimited) {
        await emptyAfterRateLimit(deps, row.id);
        const unsent = claimed.slice(index + 1);
        await release(db, now, unsent);
        if (unsent.length > 0) outcome.paced = { waitMs: RATE_LIMIT_PAUSE_MS };
        break;
      }
    }
  }
  return outcome;
}
