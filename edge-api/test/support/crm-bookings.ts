/**
 * Bookings stored as the booking route and the CRM delivery leave them, for the tests of the CRM
 * delivery, its pacing and its jobs.
 */
import { inArray } from "drizzle-orm";
import type { Database } from "../../src/db/client.ts";
import { bookings } from "../../src/db/schema.ts";
import type { TestClock } from "../clock.ts";
import { bookingBody } from "../fixtures.ts";

let serial = 0;

/** A booking's columns as the route stores the fixture's body (test/fixtures.ts) for `mobile`. */
export function bookingColumns(mobile: string) {
  const body = bookingBody({ mobile });
  return {
    name: body.name,
    mobileNumber: body.mobileNumber,
    collectionDate: body.date,
    pincode: body.pincode,
    policyValue: body.Policy_Value,
    payload: {
      bookingData: body.bookingData,
      activity: body.activity,
      leadDetails: body.leadDetails,
    },
  };
}

/**
 * `received` and due at once (the route's `crm_next_attempt_at` = `created_at`: a first
 * attempt), or `crm-failed` and due for the retry; each with a mobile number of its own.
 */
export async function storeBookings(
  db: Database,
  clock: TestClock,
  n: number,
  status: "received" | "crm-failed" = "received",
): Promise<string[]> {
  const now = clock();
  const rows = await db
    .insert(bookings)
    .values(
      Array.from({ length: n }, () => {
        return {
          ...bookingColumns(`95${String(++serial).padStart(8, "0")}`),
          status,
          createdAt: now,
          crmNextAttemptAt: status === "received" ? now : null,
        };
      }),
    )
    .returning({ id: bookings.id });
  return rows.map((row) => row.id);
}

/** Each booking's status, `first` (still a first attempt) and `due` at the clock's time. */
export async function bookingStates(db: Database, clock: TestClock, ids: string[]) {
  const rows = await db.select().from(bookings).where(inArray(bookings.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = byId.get(id);
    const next = row?.crmNextAttemptAt?.getTime();
    return {
      status: row?.status,
      first: next !== undefined && next === row?.createdAt.getTime(),
      due: next === undefined || next <= clock().getTime(),
    };
  });
}

export const statusesOf = async (db: Database, clock: TestClock, ids: string[]) =>
  (await bookingStates(db, clock, ids)).map((state) => state.status);
