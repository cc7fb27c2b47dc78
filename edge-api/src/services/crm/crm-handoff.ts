/**
 * The CRM hand-off of a new booking, after the visitor has their answer: the booking is committed
 * before the response, so a slow or failing CRM delays nobody and the hand-off can be late but
 * never lost (docs/performance.md, figure 4).
 *
 * Guarantees:
 * - Each result is stored as the booking's status (`sent-to-crm` / `crm-failed`), only over a
 *   booking still `received`: a late result never overwrites what maintenance did meanwhile.
 *   Results of bookings settling together, or while the previous status write runs, are written
 *   by ONE statement (a synchronous commit); one status write runs at a time.
 * - A booking whose hand-off never finished (the process stopped, the status write failed) stays
 *   `received`; maintenance claims it after CRM_HANDOFF_GRACE_MS (crm-retry.ts). Delivery is at
 *   least once, with the booking id for the CRM to tell a repeat, as for every retry.
 * - `settled()` waits for every hand-off in flight and its status write: the server's close and
 *   the tests use it.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { bookings } from "../../db/schema.ts";
import { describeError, type Logger } from "../../logger.ts";
import type { Metrics } from "../../metrics.ts";
import type { CrmAdapter, CrmBooking } from "./crm.ts";

/** How long a booking may stay `received` before maintenance hands it to the CRM itself. */
export const CRM_HANDOFF_GRACE_MS = 5 * 60_000;

type HandoffStatus = "sent-to-crm" | "crm-failed";

/** Rows per status statement: two parameters each, far under PostgreSQL's 65,535. */
const MAX_ROWS_PER_WRITE = 1_000;

export interface CrmHandoff {
  /** Starts the hand-off of a committed booking; returns at once. */
  handOff(booking: CrmBooking, adapters: { crm: CrmAdapter; logger: Logger }): void;
  settled(): Promise<void>;
}

export function createCrmHandoff({
  db,
  logger,
  metrics,
}: {
  db: Database;
  logger: Logger;
  metrics: Metrics;
}): CrmHandoff {
  const inFlight = new Set<Promise<void>>();
  const batch: Array<{ id: string; status: HandoffStatus }> = [];
  let writing: Promise<void> | undefined;

  const track = (work: Promise<void>) => {
    const done = work.catch((error: unknown) =>
      logger.error("crm.handoff-failed", describeError(error)),
    );
    inFlight.add(done);
    void done.finally(() => inFlight.delete(done));
  };

  const writeRows = async (rows: Array<{ id: string; status: HandoffStatus }>) => {
    const values = sql.join(
      rows.map((row) => sql`(${row.id}::uuid, ${row.status})`),
      sql`, `,
    );
    try {
      await db.execute(sql`
        UPDATE ${bookings} AS b SET status = v.status
        FROM (VALUES ${values}) AS v(id, status)
        WHERE b.id = v.id AND b.status = 'received'`);
    } catch (error) {
      // The bookings stay `received`: maintenance resends them after the grace period.
      logger.error("crm.status-write-failed", { bookings: rows.length, ...describeError(error) });
    }
  };

  // One status write at a time: results arriving in the same turn of the event loop, or while
  // the previous write runs, share the next statement. Under load every write held one of the
  // pool's connections that bookings wait for (docs/performance.md, figure 4).
  const drain = async () => {
    await new Promise<void>((done) => setImmediate(done));
    while (batch.length > 0) {
      const rows = batch.splice(0, MAX_ROWS_PER_WRITE);
      await writeRows(rows);
    }
    writing = undefined;
  };

  const store = (id: string, status: HandoffStatus) => {
    batch.push({ id, status });
    writing ??= drain();
    return writing;
  };

  const handOff = async (booking: CrmBooking, crm: CrmAdapter, log: Logger) => {
    const { bookingId } = booking;
    // Started inside a promise, so an adapter that throws at once still counts as a failure.
    const status = await Promise.resolve()
      .then(() => crm.submitBooking(booking))
      .then(
        (result): HandoffStatus => {
          if (result.ok) return "sent-to-crm";
          log.warn("crm.booking-rejected", { bookingId, reason: result.reason });
          return "crm-failed";
        },
        (error: unknown): HandoffStatus => {
          log.error("crm.booking-failed", { bookingId, ...describeError(error) });
          return "crm-failed";
        },
      );
    metrics.crmHandoff("first", status === "sent-to-crm" ? "sent" : "failed");
    await store(bookingId, status);
  };

  return {
    handOff(booking, adapters) {
      track(handOff(booking, adapters.crm, adapters.logger));
    },
    async settled() {
      while (inFlight.size > 0) await Promise.all(inFlight);
    },
  };
}
