/**
 * The booking route's whole share of the CRM delivery: `bookingStored()`, called once the booking
 * is committed `received`, returns at once. Two kinds:
 *
 * - `crmDeliveryNudge(jobs)`, the server's: asks the job queue for a drain of the `crm-delivery`
 *   queue (crm-delivery-job.ts), which claims every due booking and delivers it with the server's
 *   adapter, in this server or any other (or in `npm run worker`). The queue keeps one drain
 *   waiting however many are sent, and a worker fetches it every CRM_DELIVERY_POLLING_SECONDS,
 *   so the nudge sends at most one job per that interval: the first booking after a quiet spell
 *   at once (its turn of the event loop), the bookings stored within the interval after a send
 *   by one send at its end. One send per turn under a burst was a pg-boss insert every few
 *   bookings, each refused by the waiting job, on the bookings' own CPU and database
 *   (docs/performance.md, figure 4).
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
import type { Jobs, PgBossClock } from "../jobs/jobs.ts";
import type { CrmAdapter } from "./crm.ts";
import { CRM_DELIVERY_BATCH, type CrmDeliveryDeps, deliverNewBookings } from "./crm-delivery.ts";
import { CRM_DELIVERY_POLLING_SECONDS, CRM_DELIVERY_QUEUE } from "./crm-delivery-job.ts";

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

/** How the nudge tells time: milliseconds from any origin, and a wait that `wake` may cut short. */
export interface NudgePacing {
  intervalMs: number;
  now(): number;
  wait(ms: number, wake: (cut: () => void) => void): Promise<void>;
}

/**
 * The nudge's pacing on a clock of pg-boss's shape: the system's by default, the test clock the
 * server's job queue runs on in tests (start-server.ts `jobsClock`), so the interval passes with
 * the queue's polls rather than in real time.
 */
export function nudgePacingOn(clock: Pick<PgBossClock, "now" | "setTimeout" | "clearTimeout">) {
  return {
    intervalMs: CRM_DELIVERY_POLLING_SECONDS * 1000,
    now: () => clock.now(),
    wait: (ms, wake) =>
      new Promise<void>((done) => {
        const timer = clock.setTimeout(done, ms);
        wake(() => {
          clock.clearTimeout(timer);
          done();
        });
      }),
  } satisfies NudgePacing;
}

const systemPacing = nudgePacingOn({
  now: () => performance.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (timer) => clearTimeout(timer as NodeJS.Timeout),
});

export function crmDeliveryNudge(
  jobs: Pick<Jobs, "send">,
  logger: Logger,
  pacing: NudgePacing = systemPacing,
): CrmHandoff {
  let sending: Promise<void> = Promise.resolve();
  let asked = false;
  let closed = false;
  let lastSent = Number.NEGATIVE_INFINITY;
  // Cuts the wait for the interval's end short (close: send what is asked now).
  let cut: (() => void) | undefined;
  return {
    bookingStored() {
      if (asked || closed) return;
      asked = true;
      sending = sending.then(async () => {
        const due = lastSent + pacing.intervalMs - pacing.now();
        if (due > 0 && !closed) {
          await pacing.wait(due, (wake) => {
            cut = wake;
          });
          cut = undefined;
        } else await nextTurn();
        asked = false;
        lastSent = pacing.now();
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
      cut?.();
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
