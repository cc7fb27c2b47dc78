/**
 * The visit a lab's booking reference names: a hero booking's id (its visit is
 * `booking:<id>`), or an order's orderId (`order:<orderId>`, or its post-meal sample's visit),
 * with the people it was for, whose names a report's patient must match (patient-match.ts).
 */
import { eq, inArray } from "drizzle-orm";
import { bookings, collectionVisits, orders, users } from "../../db/schema.ts";
import type { Transaction } from "../../db/types.ts";
import { orderSubjects } from "../collection-visits/visit-subjects.ts";

type VisitRow = typeof collectionVisits.$inferSelect;

export interface ReferencedBooking {
  visits: VisitRow[];
  /** Who the samples may be from: the booker, and an order's members. */
  people: string[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function bookingOfReference(
  tx: Transaction,
  reference: string,
): Promise<ReferencedBooking | undefined> {
  if (UUID.test(reference)) {
    const [booking] = await tx
      .select({ id: bookings.id, name: bookings.name })
      .from(bookings)
      .where(eq(bookings.id, reference));
    if (booking) {
      const visits = await tx
        .select()
        .from(collectionVisits)
        .where(eq(collectionVisits.subject, `booking:${booking.id}`));
      return { visits, people: [booking.name] };
    }
  }
  const [order] = await tx
    .select({ orderId: orders.orderId, members: orders.members, booker: users.name })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.orderId, reference));
  if (!order) return undefined;
  const visits = await tx
    .select()
    .from(collectionVisits)
    .where(inArray(collectionVisits.subject, orderSubjects(order.orderId)))
    .orderBy(collectionVisits.subject);
  return { visits, people: [order.booker, ...order.members.map((m) => m.name)] };
}
