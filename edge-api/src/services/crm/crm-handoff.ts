/**
 * The booking route's whole share of the CRM delivery: `bookingStored()`, called once the booking
 * is committed `received`, returns at once. Two kinds:
 *
 * - `crmDeliveryNudge(jobs)`, the server's: asks the job queue for a drain of the `crm-delivery`
 *   queue (crm-delivery-job.ts), which claims every due booking and delivers it with the server's
 *   adapter, in this server or any other (or in `npm run worker`). Bookings stored in one turn of
 *   the event loop share one send, and the queue keeps one drain waiting however many are sent.
 *   The send follows the commit rather than joining the booking's transaction: the booking is one
 *   statement of its own (write-booking.ts), with no transaction to join on either database. A
 *   send that fails, or a process that dies between the commit and the send, only delays the
 *   booking until the queue's cron (every minute) drains it.
 * - `immediateCrmHandoff(deps)`, an app's without a job queue (the API tests, the PGlite pair of
 *   test/support/balanced-servers.ts): delivers the signalled bookings in this process at once,
 *   with the signal's adapter (an app with a CRM adapter of its own has its own bookings delivered
 *   with it), and `settled()` waits for their results. It never waits for the call budget: a
 *   booking the budget has no calls for stays `received` and due, for a drain.
 */
import { describeError, type Logger } from "../../logger.ts";
import type { Jobs } from "../jobs/jobs.ts";
import type { CrmAdapter } from "./crm.ts";
import { CRM_DELIVERY_BATCH, type CrmDeliveryDeps, deliverNewBookings } from "./crm-delivery.ts";
import { CRM_DELIVERY_QUEUE } from "./crm-delivery-job.ts";

export interface StoredBooking {
  bookingId: string;
  /** The app's CRM adapter (an app built with its own delivers with it: immediateCrmHandoff). */
  crm: CrmAdapter;
  /** The request's logger. */
  logger: Logger;
}

export interface CrmHandoff {
  /** A booking was just committed `received`: have it delivered soon. Returns at once. */
  bookingStored(booking: StoredBooking): void;
  /** Resolves once what was asked for so far has gone out (delivered, or the queue asked). */
  settled(): Promise<void>;
  /** Waits for the work in flight; later signals are ignored. */
  close(): Promise<void>;
}

/** Resolves once `current()` stays the same promise across an await of it. */
async function settle(current: () => Promise<void>) {
  for (;;) {
    const running = current();
    await running;
    if (running === current()) return;
  }
}

const nextTurn = () => new Promise<void>((done) => setImmediate(done));

export function crmDeliveryNudge(jobs: Pick<Jobs, "send">, logger: Logger): CrmHandoff {
  let sending: Promise<void> = Promise.resolve();
  let asked = false;
  let closed = false;
  return {
    bookingStored() {
      if (asked || closed) return;
      asked = true;
      sending = sending.then(async () => {
        await nextTurn();
        asked = false;
        try {
          await jobs.send(CRM_DELIVERY_QUEUE.name, {});
        } catch (error) {
          // The booking is stored `received` and due: the cron's drain delivers it.
          logger.error("crm.delivery.nudge-failed", describeError(error));
        }
      });
    },
    settled: () => settle(() => sending),
    async close() {
      closed = true;
      await settle(() => sending);
    },
  };
}

export function immediateCrmHandoff(deps: Omit<CrmDeliveryDeps, "crm" | "logger">): CrmHandoff {
  // The bookings signalled since the last pass, by adapter.
  const wanted = new Map<CrmAdapter, { logger: Logger; ids: string[] }>();
  let running: Promise<void> = Promise.resolve();
  let asked = false;
  let closed = false;

  const pass = async () => {
    const batches = [...wanted];
    wanted.clear();
    for (const [crm, { logger, ids }] of batches) {
      try {
        for (let i = 0; i < ids.length; i += CRM_DELIVERY_BATCH) {
          const only = ids.slice(i, i + CRM_DELIVERY_BATCH);
          await deliverNewBookings({ ...deps, crm, logger }, deps.clock(), { only });
        }
      } catch (error) {
        // The bookings stay `received` and due, for a drain.
        logger.error("crm.delivery.run-failed", describeError(error));
      }
    }
  };

  return {
    bookingStored({ bookingId, crm, logger }) {
      if (closed) return;
      const entry = wanted.get(crm) ?? { logger, ids: [] };
      entry.ids.push(bookingId);
      wanted.set(crm, entry);
      if (asked) return;
      asked = true;
      // Bookings signalled in the same turn share the pass's claim and result statements.
      running = running.then(async () => {
        await nextTurn();
        asked = false;
        await pass();
      });
    },
    settled: () => settle(() => running),
    async close() {
      closed = true;
      await settle(() => running);
    },
  };
}
