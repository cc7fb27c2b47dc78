/**
 * The CRM delivery as a job (services/jobs/jobs.ts): a job of the `crm-delivery` queue drains the
 * bookings due for the CRM, new ones first (crm-delivery.ts), then the `crm-failed` ones whose
 * backoff is due (crm-retry.ts), as far as LeadSquared's call budget grants (crm-call-budget.ts).
 *
 * What it guarantees:
 * - One drain at a time across every server and worker: the queue is `stately`, one job running
 *   and one waiting, and pg-boss starts no waiting job while another runs. Should a drain outlive
 *   its job, the bookings' own claims (locks and leases) still keep two drains off one booking.
 * - Asked for promptly: the booking route nudges the queue once the booking is committed
 *   (crm-handoff.ts `crmDeliveryNudge`), and a worker fetches every CRM_DELIVERY_POLLING_SECONDS.
 *   A cron every minute is the safety net and the retries' clock: a lost nudge only delays a
 *   booking, and a retry's backoff (5 minutes and more) is met within a minute. A booking whose
 *   first hand-off failed is due for the retry at once (crm-delivery.ts), so the same drain makes
 *   its first retry; later ones wait their backoff.
 * - The budget is the throttle, never a spin: a drain that finds the budget empty with bookings
 *   due ends and sends the next job to start once the budget holds a booking's calls again (its
 *   `waitMs`, measured from the database's "now"). Nudges meanwhile find that job waiting and add
 *   nothing. A 429 empties the budget for every server, so it paces the same way.
 * - Stopping lets a drain in flight finish (jobs.ts `stop()`, up to its timeout); a drain cut off
 *   leaves its claimed bookings to their lease. A drain whose process died is failed by its missed
 *   heartbeat (CRM_DELIVERY_QUEUE.heartbeatSeconds), so the queue's running slot frees.
 */
import type { Jobs, QueueDefinition } from "../jobs/jobs.ts";
import { CRM_DELIVERY_BATCH, type CrmDeliveryDeps, deliverNewBookings } from "./crm-delivery.ts";
import { retryFailedCrmBookings } from "./crm-retry.ts";

export const CRM_DELIVERY_QUEUE: QueueDefinition = {
  name: "crm-delivery",
  // The next nudge or the next minute's cron is the retry: a failed drain's bookings stay due.
  retryLimit: 0,
  retryDelaySeconds: 0,
  retryBackoff: false,
  // A drain ends when the budget is spent; a backlog on the largest plan still ends well within.
  expireInSeconds: 15 * 60,
  policy: "stately",
  heartbeatSeconds: 30,
};

/** Every minute: bookings a lost nudge left, claims that lapsed, retries whose backoff is due. */
export const CRM_DELIVERY_CRON = "* * * * *";
/** How often a worker looks for a drain to run: a nudged booking waits at most this long. */
export const CRM_DELIVERY_POLLING_SECONDS = 0.5;

export interface CrmDrainOutcome {
  /** Bookings stored as sent, or as failed (new and retried). */
  sent: number;
  failed: number;
  /** Bookings are due and the budget has no calls for them: drain again after this wait. */
  waitMs?: number;
}

/**
 * Delivers the due new bookings, then the due retries, batch after batch while the budget grants.
 * Stops at the first batch the budget cuts short with nothing granted (`waitMs`).
 */
export async function drainCrmBookings(deps: CrmDeliveryDeps): Promise<CrmDrainOutcome> {
  const outcome: CrmDrainOutcome = { sent: 0, failed: 0 };
  for (;;) {
    const batch = await deliverNewBookings(deps, deps.clock());
    outcome.sent += batch.sent;
    outcome.failed += batch.failed;
    if (batch.paced && "waitMs" in batch.paced) return { ...outcome, waitMs: batch.paced.waitMs };
    // A batch not full, and not for want of calls: none left.
    if (!batch.paced && batch.claimed < CRM_DELIVERY_BATCH) break;
  }
  for (;;) {
    const run = await retryFailedCrmBookings(deps, deps.clock());
    outcome.sent += run.sent;
    outcome.failed += run.failed;
    if (!run.paced) break;
    if ("waitMs" in run.paced) return { ...outcome, waitMs: run.paced.waitMs };
  }
  return outcome;
}

/** One job of the queue: a drain, and the next one sent for when the budget holds calls again. */
export async function runCrmDelivery(
  deps: CrmDeliveryDeps,
  jobs: Pick<Jobs, "send">,
): Promise<CrmDrainOutcome> {
  const outcome = await drainCrmBookings(deps);
  if (outcome.waitMs !== undefined) {
    deps.logger.debug("crm.delivery.paced", { waitMs: outcome.waitMs });
    // Null when a nudge's job already waits: it runs next, finds the budget as it is, and paces.
    await jobs.send(CRM_DELIVERY_QUEUE.name, {}, { startAfter: outcome.waitMs / 1000 });
  }
  return outcome;
}
