/**
 * The loop that delivers new bookings to the CRM (crm-delivery.ts) and runs the CRM retry
 * (crm-retry.ts), in whichever thread holds it: a Worker of its own on PostgreSQL
 * (crm-delivery-thread.ts), the server's own thread on PGlite and in the API tests.
 *
 * - `bookingStored()` is the booking route's whole share of the work: it asks for a delivery pass
 *   and returns. Signals arriving in the same turn of the event loop, or while a pass runs, share
 *   the next pass; a pass claims batches until none is left.
 * - `pollMs` runs a pass on a timer as well: bookings stored by a process that died before its
 *   delivery, claims that lapsed, and signals lost with a crashed worker are found within it.
 * - `close()` stops the timers and waits for the pass and the retry in flight: their results are
 *   stored, or their bookings stay claimed `received` and are claimed again once the lease lapses.
 * - Paced by the call budget (crm-call-budget.ts): when a delivery finds no calls left while
 *   bookings are due, the loop waits until the budget holds calls again (`wait`, one timer):
 *   signals and polls meanwhile are kept, not run, and the pass after the wait serves them all.
 *   A retry run cut short by the budget runs again at once while it gets calls, else once they
 *   are back, besides its period.
 */
import type { Clock } from "../../clock.ts";
import type { Database } from "../../db/client.ts";
import { describeError, type Logger } from "../../logger.ts";
import type { Metrics } from "../../metrics.ts";
import type { CrmAdapter } from "./crm.ts";
import type { CrmCallBudget } from "./crm-call-budget.ts";
import { CRM_DELIVERY_BATCH, deliverNewBookings } from "./crm-delivery.ts";
import { retryFailedCrmBookings } from "./crm-retry.ts";

export interface CrmDelivery {
  /**
   * A booking was just committed `received`: deliver it soon. A Worker claims every due booking
   * and delivers with its own adapters. In this thread the signal's booking is claimed, with the
   * signal's adapter: an app with a CRM adapter of its own (tests) has its own bookings delivered
   * with it, as the route's hand-off always did; the poll claims every due booking.
   */
  bookingStored(booking?: { bookingId: string; crm: CrmAdapter; logger: Logger }): void;
  /**
   * Resolves once every delivery asked for so far has run and stored its results, waits for the
   * call budget included.
   */
  settled(): Promise<void>;
  /** Stops the timers and waits for the work in flight; later signals are ignored. */
  close(): Promise<void>;
}

export interface CrmDeliveryLoopOptions {
  db: Database;
  crm: CrmAdapter;
  logger: Logger;
  metrics: Pick<Metrics, "crmHandoff">;
  clock: Clock;
  /** LeadSquared's calls, shared by every server (crm-call-budget.ts). */
  crmCalls: CrmCallBudget;
  /**
   * How the loop waits for the call budget: `wake` after `ms` of the clock's time; answers a
   * cancel. Default: a timer (tests move a simulated clock instead).
   */
  wait?: (ms: number, wake: () => void) => () => void;
  /** A pass on a timer as well as on signals; none when unset (API tests drive it). */
  pollMs?: number;
  /** The CRM retry's period (crm-retry.ts), run once at start too; none when unset. */
  retryIntervalMs?: number;
  /**
   * How long a pass waits for more signals before it claims (default: one turn of the event
   * loop). Bookings signalled meanwhile share its claim and its result statement.
   */
  gatherMs?: number;
}

type Wanted = { logger: Logger; only: string[] | undefined };

const timerWait = (ms: number, wake: () => void) => {
  const timer = setTimeout(wake, ms);
  timer.unref();
  return () => clearTimeout(timer);
};

export function createCrmDeliveryLoop(options: CrmDeliveryLoopOptions): CrmDelivery {
  const { db, clock, metrics, crmCalls } = options;
  const wait = options.wait ?? timerWait;
  const fallback = { crm: options.crm, logger: options.logger };
  // The adapters asked for by the signals waiting for the next pass; for an adapter not the
  // loop's own, the bookings it was asked to deliver.
  const wanted = new Map<CrmAdapter, Wanted>();
  let running: Promise<void> | undefined;
  // A wait for the call budget: no pass starts until it is over.
  let paused: { over: Promise<void>; cancel(): void } | undefined;
  let retrying: Promise<void> = Promise.resolve();
  let closed = false;

  /** Bookings a pass could not deliver for want of calls: asked for again after the wait. */
  const keep = (crm: CrmAdapter, entry: Wanted) => {
    const queued = wanted.get(crm);
    if (!queued) wanted.set(crm, entry);
    else if (queued.only && entry.only) queued.only.push(...entry.only);
    else queued.only = undefined;
  };

  const pause = (ms: number) => {
    let end = () => {};
    const over = new Promise<void>((done) => {
      end = done;
    });
    const finish = () => {
      paused = undefined;
      end();
    };
    const cancel = wait(ms, () => {
      finish();
      start();
    });
    paused = {
      over,
      cancel: () => {
        cancel();
        finish();
      },
    };
  };

  const pass = async () => {
    // Bookings answered meanwhile share the pass (and its claim and result statements).
    const { gatherMs } = options;
    await new Promise<void>((done) => (gatherMs ? setTimeout(done, gatherMs) : setImmediate(done)));
    while (wanted.size > 0 && !closed && !paused) {
      const [crm, entry] = wanted.entries().next().value as [CrmAdapter, Wanted];
      const { logger, only } = entry;
      wanted.delete(crm);
      try {
        for (;;) {
          const deps = { db, crm, logger, metrics, crmCalls, clock };
          const outcome = await deliverNewBookings(deps, clock(), { ...(only ? { only } : {}) });
          const { paced } = outcome;
          if (paced && "waitMs" in paced) {
            // Due bookings and no calls: they stay `received`, asked for again after the wait.
            logger.debug("crm.delivery.paced", { waitMs: paced.waitMs });
            keep(crm, entry);
            if (!closed) pause(paced.waitMs);
            break;
          }
          // A batch not full, and not for want of calls: the bookings stored since come with
          // signals of their own.
          if ((!paced && outcome.claimed < CRM_DELIVERY_BATCH) || closed) break;
        }
      } catch (error) {
        // The bookings stay `received`; the next signal or poll claims them.
        logger.error("crm.delivery.run-failed", describeError(error));
      }
    }
  };

  const start = () => {
    if (paused) return;
    // Started by one request's signal, a pass serves many: it logs with the server's logger, its
    // lines carry the booking ids, not a request's id.
    running ??= pass().finally(() => {
      running = undefined;
      if (wanted.size > 0 && !closed) start();
    });
  };

  const ask = (booking?: { bookingId: string; crm: CrmAdapter; logger: Logger }) => {
    if (closed) return;
    if (!booking) {
      wanted.set(fallback.crm, { logger: fallback.logger, only: undefined });
    } else {
      const queued = wanted.get(booking.crm);
      // A poll already queued claims every due booking, this one included.
      if (queued && queued.only === undefined) return start();
      const only = queued?.only ?? [];
      only.push(booking.bookingId);
      wanted.set(booking.crm, { logger: booking.logger, only });
    }
    start();
  };

  const poll = options.pollMs === undefined ? undefined : setInterval(() => ask(), options.pollMs);
  poll?.unref();

  // One retry run at a time: a slow one is not queued behind by the next ticks.
  let retryBusy = false;
  let retryLater: (() => void) | undefined;
  const retry = () => {
    if (retryBusy || closed) return;
    // A tick and a wait for the budget: whichever comes first runs, the other is dropped.
    retryLater?.();
    retryLater = undefined;
    retryBusy = true;
    const deps = { db, metrics, crmCalls, clock, ...fallback };
    retrying = retryFailedCrmBookings(deps, clock()).then(
      ({ paced }) => {
        retryBusy = false;
        if (!paced || closed) return;
        // Cut short by the call budget: on at once while it gets calls, else once they are back.
        if ("allowed" in paced) retry();
        else
          retryLater = wait(paced.waitMs, () => {
            retryLater = undefined;
            retry();
          });
      },
      (error: unknown) => {
        retryBusy = false;
        fallback.logger.error("crm.retry.run-failed", describeError(error));
      },
    );
  };
  let retries: NodeJS.Timeout | undefined;
  if (options.retryIntervalMs !== undefined) {
    retry();
    retries = setInterval(retry, options.retryIntervalMs);
    retries.unref();
  }

  return {
    bookingStored: ask,
    async settled() {
      for (;;) {
        if (running) await running;
        else if (paused) await paused.over;
        else return;
      }
    },
    async close() {
      closed = true;
      clearInterval(poll);
      clearInterval(retries);
      paused?.cancel();
      retryLater?.();
      while (running) await running;
      await retrying;
    },
  };
}
