/**
 * The visit a lab's booking reference names: a hero booking's id (its visit is
 * `booking:<id>`), or an order's orderId (`order:<orderId>`, or its post-meal sample's visit),
 * with the people it was for, whose names (and, where given, dates of birth and genders) a
 * report's patient must match (patient-match.ts).
 */
import { indiaDate, MY_SELF } from "@vyom/catalog/contract";
import { eq, inArray } from "drizzle-orm";
import { bookings, type CartMember, collectionVisits, orders, users } from "../../db/schema.ts";
import type { Transaction } from "../../db/types.ts";
import { orderSubjects } from "../collection-visits/visit-subjects.ts";
import type { BookedPerson } from "./patient-match.ts";

type VisitRow = typeof collectionVisits.$inferSelect;

export interface ReferencedBooking {
  visits: VisitRow[];
  /** Who the samples may be from: the booker, and an order's members. */
  people: BookedPerson[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A member as a person to match. A member's age was given when the order was placed: the year
 * it works out to then is as near as it tells.
 */
function memberPerson(member: CartMember, placedAt: Date): BookedPerson {
  const { birthDate, age, gender } = member;
  const year = Number(indiaDate(placedAt).slice(0, 4));
  return {
    name: member.name,
    ...(birthDate !== undefined
      ? { birthDate }
      : age !== undefined
        ? { approxBirthYear: year - age }
        : {}),
    ...(gender !== undefined && { gender }),
  };
}

export async function bookingOfReference(
  tx: Transaction,
  reference: string,
): Promise<ReferencedBooking | undefined> {
  if (UUID.test(reference)) {
    const [booking] = await tx
      .select({
        id: bookings.id,
        name: bookings.name,
        birthDate: bookings.patientBirthDate,
        approxBirthYear: bookings.patientApproxBirthYear,
        gender: bookings.patientGender,
      })
      .from(bookings)
      .where(eq(bookings.id, reference));
    if (booking) {
      const visits = await tx
        .select()
        .from(collectionVisits)
        .where(eq(collectionVisits.subject, `booking:${booking.id}`));
      const { name, birthDate, approxBirthYear, gender } = booking;
      const person: BookedPerson = {
        name,
        ...(birthDate !== null && { birthDate }),
        ...(approxBirthYear !== null && { approxBirthYear }),
        ...(gender !== null && { gender }),
      };
      return { visits, people: [person] };
    }
  }
  const [order] = await tx
    .select({
      orderId: orders.orderId,
      members: orders.members,
      booker: users.name,
      placedAt: orders.createdAt,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.orderId, reference));
  if (!order) return undefined;
  const visits = await tx
    .select()
    .from(collectionVisits)
    .where(inArray(collectionVisits.subject, orderSubjects(order.orderId)))
    .orderBy(collectionVisits.subject);
  const members = order.members.map((member) => memberPerson(member, order.placedAt));
  // The booker is the member 'My Self', perhaps named since as the account is now.
  const self = order.members.findIndex((member) => member.relation === MY_SELF);
  const booker: BookedPerson = { ...members[self], name: order.booker };
  return { visits, people: [booker, ...members] };
}
