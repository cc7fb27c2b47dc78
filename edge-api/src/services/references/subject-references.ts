/**
 * The reference a person is told for a visit's subject (services/collection-visits/visit-subjects.ts):
 * its booking's or its order's `reference` (an order's post-meal visit shares its order's). One
 * query per kind for a whole list.
 */
import { eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { bookings, collectionVisits, orders } from "../../db/schema.ts";
import type { Transaction } from "../../db/types.ts";
import { orderIdOfSubject } from "../collection-visits/visit-subjects.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const bookingIdOf = (subject: string) => {
  const id = subject.startsWith("booking:") ? subject.slice("booking:".length) : "";
  return UUID.test(id) ? id : undefined;
};

/** Each subject's reference; a subject whose row is gone has none in the map. */
export async function referencesOfSubjects(
  db: Database | Transaction,
  subjects: readonly string[],
): Promise<Map<string, string>> {
  const bookingIds = [...new Set(subjects.map(bookingIdOf).filter((id) => id !== undefined))];
  const orderIds = [...new Set(subjects.map(orderIdOfSubject).filter((id) => id !== undefined))];
  const [bookingRows, orderRows] = await Promise.all([
    bookingIds.length === 0
      ? []
      : db
          .select({ id: bookings.id, reference: bookings.reference })
          .from(bookings)
          .where(inArray(bookings.id, bookingIds)),
    orderIds.length === 0
      ? []
      : db
          .select({ orderId: orders.orderId, reference: orders.reference })
          .from(orders)
          .where(inArray(orders.orderId, orderIds)),
  ]);
  const byBooking = new Map(bookingRows.map((row) => [row.id, row.reference]));
  const byOrder = new Map(orderRows.map((row) => [row.orderId, row.reference]));
  const found = new Map<string, string>();
  for (const subject of subjects) {
    const orderId = orderIdOfSubject(subject);
    const bookingId = bookingIdOf(subject);
    const reference = orderId
      ? byOrder.get(orderId)
      : bookingId
        ? byBooking.get(bookingId)
        : undefined;
    if (reference) found.set(subject, reference);
  }
  return found;
}

/** What a subject whose row is gone (no visit's is) is called instead: its own id. */
export const referenceWhenGone = (subject: string): string =>
  orderIdOfSubject(subject) ?? subject.slice(subject.indexOf(":") + 1);

/** One subject's reference; the subject's own id if its row is gone. */
export async function referenceOfSubject(
  db: Database | Transaction,
  subject: string,
): Promise<string> {
  return (await referencesOfSubjects(db, [subject])).get(subject) ?? referenceWhenGone(subject);
}

/**
 * The reference of the booking or order a lab report is for: through its visit, or (a report of
 * the demo data, which has none) its booking.
 */
export async function referenceOfReport(
  db: Database,
  report: { visitId: string | null; bookingId: string | null },
): Promise<string | undefined> {
  let subject = report.bookingId ? `booking:${report.bookingId}` : undefined;
  if (report.visitId) {
    const [visit] = await db
      .select({ subject: collectionVisits.subject })
      .from(collectionVisits)
      .where(eq(collectionVisits.id, report.visitId));
    subject = visit?.subject ?? subject;
  }
  return subject ? (await referencesOfSubjects(db, [subject])).get(subject) : undefined;
}
