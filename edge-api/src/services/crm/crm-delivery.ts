/**
 * The CRM delivery of new bookings: claims a batch of bookings stored `received` and due, hands
 * each to the CRM adapter (a few at a time) and stores the results. It runs in the `crm-delivery`
 * job (crm-delivery-job.ts), in whichever server or worker runs jobs; the booking route only
 * nudges that queue once a booking is stored (crm-handoff.ts).
 *
 * Guarantees:
 * - A booking is committed `received` before its 201 and due at once (write-booking.ts stores
 *   `crm_next_attempt_at` = `created_at`). Nothing is lost if a process dies: a booking is only
 *   ever moved on by a stored result.
 * - One sender per booking at a time, across processes and threads: a booking is CLAIMED by one
 *   UPDATE whose rows come from `SELECT ... FOR UPDATE SKIP LOCKED`. The claim moves
 *   `crm_next_attempt_at` to a lease CRM_DELIVERY_LEASE_MS ahead, far past the CRM call's own
 *   cut-off (CRM_RETRY_TIMEOUT_MS), so no one else claims it while its call can still run. A
 *   claim whose results were never stored (the process died) lapses, and the booking is claimed
 *   again: delivery is at least once, with the booking id for the CRM to tell a repeat.
 * - `firstAttempt` is true only on the first claim of a booking (its `crm_next_attempt_at` still
 *   equal to its `created_at`): no earlier attempt can have reached the CRM. Bookings stored by
 *   code older than this delivery (`crm_next_attempt_at` null) are never claimed here; the retry
 *   takes them after CRM_HANDOFF_GRACE_MS, without the hint (crm-retry.ts).
 * - The results of a batch are stored by ONE statement, each only over a booking still
 *   `received` under this very claim: a late result never overwrites a later claim's, nor what
 *   maintenance did meanwhile. A failure leaves the booking `crm-failed` due at once, for the
 *   retry's backoff (crm-retry.ts), as the first hand-off always has.
 * - Paced by LeadSquared's rate limit, shared by every server (crm-call-budget.ts): before the
 *   claim, a retry's worth of calls (the most a claimed booking costs) is taken for each booking
 *   the budget holds, and the claim takes no more bookings than that; the calls of bookings that
 *   were not there, and a first attempt's unneeded search, are given back. Without calls nothing
 *   is claimed: the bookings stay `received` and due, first attempts still first, and
 *   `paced.waitMs` says when the budget holds calls again. An adapter without `callsPerBooking`
 *   (tests' fakes) is not paced.
 * - A 429 empties the budget for every server. The booking it answered is `crm-failed`, for the
 *   retry; the batch's bookings not yet started are released as they were (due, a first attempt's
 *   `crm_next_attempt_at` back to its `created_at`), not sent into the limit.
 */
import { type SQL, sql } from "drizzle-orm";
import type { Clock } from "../../clock.ts";
import type { Database } from "../../db/client.ts";
import { bookings } from "../../db/schema.ts";
import { describeError, type Logger } from "../../logger.ts";
import type { Metrics } from "../../metrics.ts";
import type { CrmAdapter } from "./crm.ts";
import {
  type CrmCallBudget,
  type CrmPacing,
  emptyAfterRateLimit,
  RATE_LIMIT_PAUSE_MS,
} from "./crm-call-budget.ts";
import { CRM_RETRY_TIMEOUT_MS, crmPayload, submitWithTimeout } from "./crm-retry.ts";

/** How long a claim holds its bookings: five times the CRM call's own cut-off. */
export const CRM_DELIVERY_LEASE_MS = 5 * CRM_RETRY_TIMEOUT_MS;
/** Bookings claimed per statement. */
export const CRM_DELIVERY_BATCH = 100;
/** Bookings delivered at once per drain; how fast calls start is the call budget's. */
export const CRM_DELIVERY_CONCURRENCY = 8;

export interface CrmDeliveryDeps {
  db: Database;
  crm: CrmAdapter;
  logger: Logger;
  metrics: Pick<Metrics, "crmHandoff">;
  /** LeadSquared's calls, shared by every server (crm-call-budget.ts). */
  crmCalls: CrmCallBudget;
  /** When a 429 came back (the call budget's pause starts then). */
  clock: Clock;
}

export interface CrmDeliveryOutcome {
  claimed: number;
  sent: number;
  failed: number;
  paced?: CrmPacing;
}

type ClaimedRow = {
  id: string;
  name: string;
  mobile_number: string;
  collection_date: string;
  pincode: string;
  policy_value: string;
  payload: unknown;
  first: boolean;
  number_proven: boolean;
};

/** `received`: never sent (a 429 came first), released to be claimed again as it was. */
type DeliveryStatus = "sent-to-crm" | "crm-failed" | "received";

const among = (only: string[] | undefined): SQL =>
  only === undefined
    ? sql``
    : sql`AND id IN (${sql.join(
        only.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`;

/** Whether a booking is due for its delivery (asked only when the call budget is empty). */
async function anyDue(db: Database, now: Date, only: string[] | undefined) {
  const result = await db.execute(sql`
    SELECT 1 AS due FROM ${bookings}
    WHERE status = 'received' AND crm_next_attempt_at <= ${now.toISOString()}::timestamptz
      ${among(only)}
    LIMIT 1`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

async function claimNew(
  db: Database,
  now: Date,
  lease: Date,
  limit: number,
  only: string[] | undefined,
) {
  const result = await db.execute(sql`
    WITH due AS (
      SELECT id, crm_next_attempt_at = created_at AS first FROM ${bookings}
      WHERE status = 'received' AND crm_next_attempt_at <= ${now.toISOString()}::timestamptz
        ${among(only)}
      ORDER BY crm_next_attempt_at
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    UPDATE ${bookings} AS b SET crm_next_attempt_at = ${lease.toISOString()}::timestamptz
    FROM due
    WHERE b.id = due.id AND b.status = 'received'
    RETURNING b.id, b.name, b.mobile_number, b.collection_date, b.pincode, b.policy_value,
      b.payload, due.first, b.number_proven_at IS NOT NULL AS number_proven`);
  return (result as unknown as { rows: ClaimedRow[] }).rows;
}

/** Bounded concurrency over the claimed rows, results in the rows' order. */
async function mapLimited<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

async function storeResults(
  { db, logger }: CrmDeliveryDeps,
  now: Date,
  lease: Date,
  results: Array<{ id: string; status: DeliveryStatus; first: boolean }>,
) {
  const values = sql.join(
    results.map((row) => sql`(${row.id}::uuid, ${row.status}, ${row.first}::boolean)`),
    sql`, `,
  );
  try {
    // A released booking is due again as it was: a first attempt's due time is its created_at,
    // which is what keeps it a first attempt.
    await db.execute(sql`
      UPDATE ${bookings} AS b SET status = v.status,
        crm_next_attempt_at = CASE WHEN v.status <> 'received' THEN NULL
          WHEN v.first THEN b.created_at ELSE ${now.toISOString()}::timestamptz END
      FROM (VALUES ${values}) AS v(id, status, first)
      WHERE b.id = v.id AND b.status = 'received'
        AND b.crm_next_attempt_at = ${lease.toISOString()}::timestamptz`);
  } catch (error) {
    // The bookings stay `received` under this claim; it lapses and they are claimed again.
    logger.error("crm.status-write-failed", { bookings: results.length, ...describeError(error) });
  }
}

/**
 * Claims up to `batch` due bookings, as many as the call budget holds calls for, and delivers
 * them. Fewer than `batch` claimed and no `paced`: none are left.
 */
export async function deliverNewBookings(
  deps: CrmDeliveryDeps,
  now: Date,
  options: {
    batch?: number;
    concurrency?: number;
    /** Only these bookings (an app with a CRM adapter of its own delivers its own bookings). */
    only?: string[];
  } = {},
): Promise<CrmDeliveryOutcome> {
  const { crm, crmCalls, logger, metrics } = deps;
  const { only } = options;
  const lease = new Date(now.getTime() + CRM_DELIVERY_LEASE_MS);
  const none: CrmDeliveryOutcome = { claimed: 0, sent: 0, failed: 0 };
  if (only?.length === 0) return none;
  const asked = Math.min(
    options.batch ?? CRM_DELIVERY_BATCH,
    only?.length ?? Number.POSITIVE_INFINITY,
  );
  const cost = crm.callsPerBooking;
  let limit = asked;
  if (cost) {
    const grant = await crmCalls.take(now, asked, cost.retry);
    if (grant.allowed === 0)
      return (await anyDue(deps.db, now, only))
        ? { ...none, paced: { waitMs: grant.waitMs } }
        : none;
    limit = grant.allowed;
  }
  const claimed = await claimNew(deps.db, now, lease, limit, only);
  if (cost) {
    const firsts = claimed.filter((row) => row.first).length;
    const unused =
      (limit - claimed.length) * cost.retry + firsts * (cost.retry - cost.firstAttempt);
    await crmCalls.giveBack(now, unused);
  }
  const outcome: CrmDeliveryOutcome = { claimed: claimed.length, sent: 0, failed: 0 };
  // The budget's share claimed whole: more may be due.
  if (limit < asked && claimed.length === limit) outcome.paced = { allowed: limit };
  if (claimed.length === 0) return outcome;
  let rateLimited = false;
  const results = await mapLimited(
    claimed,
    options.concurrency ?? CRM_DELIVERY_CONCURRENCY,
    async (row) => {
      const bookingId = row.id;
      const first = row.first;
      // LeadSquared said its limit is reached: the rest wait, as they were, for the budget.
      if (rateLimited) return { id: bookingId, status: "received" as const, first };
      const payload = crmPayload({
        name: row.name,
        mobileNumber: row.mobile_number,
        collectionDate: row.collection_date,
        pincode: row.pincode,
        policyValue: row.policy_value,
        payload: row.payload,
      });
      const result = await submitWithTimeout(crm, {
        bookingId,
        payload,
        ...(first ? { firstAttempt: true } : {}),
        ...(row.number_proven ? { numberProven: true } : {}),
      });
      if (!result.ok && "thrown" in result) {
        logger.error("crm.booking-failed", { bookingId, ...describeError(result.thrown) });
      } else if (!result.ok) {
        logger.warn("crm.booking-rejected", { bookingId, reason: result.reason });
      }
      if (!result.ok && result.rateLimited && !rateLimited) {
        rateLimited = true;
        await emptyAfterRateLimit(deps, bookingId);
      }
      metrics.crmHandoff("first", result.ok ? "sent" : "failed");
      const status: DeliveryStatus = result.ok ? "sent-to-crm" : "crm-failed";
      return { id: bookingId, status, first };
    },
  );
  let released = 0;
  for (const row of results) {
    if (row.status === "sent-to-crm") outcome.sent++;
    else if (row.status === "crm-failed") outcome.failed++;
    else released++;
  }
  // Released by a 429: due again, once LeadSquared's window has passed.
  if (released > 0) outcome.paced = { waitMs: RATE_LIMIT_PAUSE_MS };
  await storeResults(deps, now, lease, results);
  return outcome;
}
