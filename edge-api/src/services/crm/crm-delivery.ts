/**
 * The CRM delivery of new bookings: claims a batch of bookings stored `received` and due, hands
 * each to the CRM adapter (a few at a time) and stores the results. It runs in a delivery loop
 * (crm-delivery-loop.ts), off the request thread when the database allows it
 * (crm-delivery-thread.ts); the booking route only signals that a booking was stored.
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
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { bookings } from "../../db/schema.ts";
import { describeError, type Logger } from "../../logger.ts";
import type { Metrics } from "../../metrics.ts";
import type { CrmAdapter } from "./crm.ts";
import { CRM_RETRY_TIMEOUT_MS, crmPayload, submitWithTimeout } from "./crm-retry.ts";

/** How long a claim holds its bookings: five times the CRM call's own cut-off. */
export const CRM_DELIVERY_LEASE_MS = 5 * CRM_RETRY_TIMEOUT_MS;
/** Bookings claimed per statement. */
export const CRM_DELIVERY_BATCH = 100;
/** CRM calls running at once per delivery loop (LeadSquared allows bursts of 25 calls / 5 s). */
export const CRM_DELIVERY_CONCURRENCY = 8;

export interface CrmDeliveryDeps {
  db: Database;
  crm: CrmAdapter;
  logger: Logger;
  metrics: Pick<Metrics, "crmHandoff">;
}

export interface CrmDeliveryOutcome {
  claimed: number;
  sent: number;
  failed: number;
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
};

type DeliveryStatus = "sent-to-crm" | "crm-failed";

async function claimNew(
  db: Database,
  now: Date,
  lease: Date,
  limit: number,
  only: string[] | undefined,
) {
  const among =
    only === undefined
      ? sql``
      : sql`AND id IN (${sql.join(
          only.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`;
  const result = await db.execute(sql`
    WITH due AS (
      SELECT id, crm_next_attempt_at = created_at AS first FROM ${bookings}
      WHERE status = 'received' AND crm_next_attempt_at <= ${now.toISOString()}::timestamptz
        ${among}
      ORDER BY crm_next_attempt_at
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    UPDATE ${bookings} AS b SET crm_next_attempt_at = ${lease.toISOString()}::timestamptz
    FROM due
    WHERE b.id = due.id AND b.status = 'received'
    RETURNING b.id, b.name, b.mobile_number, b.collection_date, b.pincode, b.policy_value,
      b.payload, due.first`);
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
  lease: Date,
  results: Array<{ id: string; status: DeliveryStatus }>,
) {
  const values = sql.join(
    results.map((row) => sql`(${row.id}::uuid, ${row.status})`),
    sql`, `,
  );
  try {
    await db.execute(sql`
      UPDATE ${bookings} AS b SET status = v.status, crm_next_attempt_at = NULL
      FROM (VALUES ${values}) AS v(id, status)
      WHERE b.id = v.id AND b.status = 'received'
        AND b.crm_next_attempt_at = ${lease.toISOString()}::timestamptz`);
  } catch (error) {
    // The bookings stay `received` under this claim; it lapses and they are claimed again.
    logger.error("crm.status-write-failed", { bookings: results.length, ...describeError(error) });
  }
}

/** Claims up to `batch` due bookings and delivers them; `claimed` < `batch` means none are left. */
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
  const { crm, logger, metrics } = deps;
  const batch = options.batch ?? CRM_DELIVERY_BATCH;
  const lease = new Date(now.getTime() + CRM_DELIVERY_LEASE_MS);
  if (options.only?.length === 0) return { claimed: 0, sent: 0, failed: 0 };
  const claimed = await claimNew(deps.db, now, lease, batch, options.only);
  const outcome: CrmDeliveryOutcome = { claimed: claimed.length, sent: 0, failed: 0 };
  if (claimed.length === 0) return outcome;
  const results = await mapLimited(
    claimed,
    options.concurrency ?? CRM_DELIVERY_CONCURRENCY,
    async (row) => {
      const bookingId = row.id;
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
        ...(row.first ? { firstAttempt: true } : {}),
      });
      if (!result.ok && "thrown" in result) {
        logger.error("crm.booking-failed", { bookingId, ...describeError(result.thrown) });
      } else if (!result.ok) {
        logger.warn("crm.booking-rejected", { bookingId, reason: result.reason });
      }
      metrics.crmHandoff("first", result.ok ? "sent" : "failed");
      const status: DeliveryStatus = result.ok ? "sent-to-crm" : "crm-failed";
      return { id: bookingId, status };
    },
  );
  for (const row of results) outcome[row.status === "sent-to-crm" ? "sent" : "failed"]++;
  await storeResults(deps, lease, results);
  return outcome;
}
