/**
 * Resends `crm-failed` bookings (run by the periodic maintenance, services/maintenance/maintenance.ts), and bookings
 * still `received` CRM_HANDOFF_GRACE_MS after they were stored: their first hand-off, which runs
 * after the visitor's answer (crm-handoff.ts), never finished. Claiming one marks it
 * `crm-failed`, so from then on it is an ordinary retry and a late first result cannot overwrite it.
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
 */
import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { bookings } from "../../db/schema.ts";
import type { Logger } from "../../logger.ts";
import type { Metrics } from "../../metrics.ts";
import type { CrmAdapter, CrmResult } from "./crm.ts";
import { CRM_HANDOFF_GRACE_MS } from "./crm-handoff.ts";

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
  metrics: Metrics;
}

export interface CrmRetryOutcome {
  sent: number;
  failed: number;
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
>;

/** Claims the due bookings for this process (see the guarantees above). */
async function claimDue(db: Database, now: Date): Promise<ClaimedBooking[]> {
  const handOffLapsed = new Date(now.getTime() - CRM_HANDOFF_GRACE_MS);
  const due = db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      or(
        and(
          eq(bookings.status, "crm-failed"),
          or(isNull(bookings.crmNextAttemptAt), lte(bookings.crmNextAttemptAt, now)),
        ),
        and(eq(bookings.status, "received"), lte(bookings.createdAt, handOffLapsed)),
      ),
    )
    .orderBy(asc(bookings.createdAt))
    .limit(CRM_RETRY_BATCH)
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
    });
}

/** The request body the booking route first gave the CRM, rebuilt from the stored row. */
function crmPayload(row: ClaimedBooking) {
  return {
    name: row.name,
    mobileNumber: row.mobileNumber,
    date: row.collectionDate,
    pincode: row.pincode,
    Policy_Value: row.policyValue,
    ...(row.payload as Record<string, unknown>),
  };
}

async function submitWithTimeout(crm: CrmAdapter, row: ClaimedBooking): Promise<CrmResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<CrmResult>((done) => {
    timer = setTimeout(
      () => done({ ok: false, reason: `no answer within ${CRM_RETRY_TIMEOUT_MS} ms` }),
      CRM_RETRY_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([
      crm.submitBooking({ bookingId: row.id, payload: crmPayload(row) }),
      timeout,
    ]);
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : "CRM call failed" };
  } finally {
    clearTimeout(timer);
  }
}

export async function retryFailedCrmBookings(
  { db, crm, logger, metrics }: CrmRetryDeps,
  now: Date,
): Promise<CrmRetryOutcome> {
  const claimed = await claimDue(db, now);
  const outcome: CrmRetryOutcome = { sent: 0, failed: 0 };
  for (const row of claimed) {
    const result = await submitWithTimeout(crm, row);
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
    }
  }
  return outcome;
}
