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
 */
import type { Clock } from "../../clock.ts";
import type { Database } from "../../db/client.ts";
import { describeError, type Logger } from "../../logger.ts";
import type { Metrics } from "../../metrics.ts";
import type { CrmAdapter } from "./crm.ts";
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
  /** Resolves once every delivery asked for so far has run and stored its results. */
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

export function createCrmDeliveryLoop(options: CrmDeliveryLoopOptions): CrmDelivery {
  const { db, clock, metrics } = options;
  const fallback = { crm: options.crm, logger: options.logger };
  // The adapters asked for by the signals waiting for the next pass; for an adapter not the
  // loop's own, the bookings it was asked to deliver.
  const wanted = new Map<CrmAdapter, { logger: Logger; only: string[] | undefined }>();
  let running: Promise<void> | undefined;
  let retrying: Promise<void> = Promise.resolve();
  let closed = false;

  const pass = async () => {
    // Bookings answered meanwhile share the pass (and its claim and result statements).
    const { gatherMs } = options;
    await new Promise<void>((done) => (gatherMs ? setTimeout(done, gatherMs) : setImmediate(done)));
    while (wanted.size > 0 && !closed) {
      const [crm, { logger, only }] = wanted.entries().next().value as [
        CrmAdapter,
        { logger: Logger; only: string[] | undefined },
      ];
      wanted.delete(crm);
      try {
        for (;;) {
          const outcome = await deliverNewBookings({ db, crm, logger, metrics }, clock(), {
            ...(only ? { only } : {}),
          });
          // A batch not full: the bookings stored since come with signals of their own.
          if (outcome.claimed < CRM_DELIVERY_BATCH || closed) break;
        }
      } catch (error) {
        // The bookings stay `received`; the next signal or poll claims them.
        logger.error("crm.delivery.run-failed", describeError(error));
      }
    }
  };

  const start = () => {
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
  const retry = () => {
    if (retryBusy || closed) return;
    retryBusy = true;
    retrying = retryFailedCrmBookings({ db, metrics, ...fallback }, clock()).then(
      () => {
        retryBusy = false;
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
      while (running) await running;
    },
    async close() {
      closed = true;
      clearInterval(poll);
      clearInterval(retries);
      while (running) await running;
      await retrying;
    },
  };
}
