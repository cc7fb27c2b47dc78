/**
 * "My bookings" (docs/product.md#my-bookings): every order of the signed-in customer and every
 * home-collection booking made with their mobile and proven theirs (sent while signed in, or its
 * window picked while signed in), newest first, each with its visit's timeline.
 * Whose a visit is: its mobile is the customer's, or it is the visit of one of their orders;
 * anything else is not found, whoever asks.
 */
import { centres } from "@vyom/catalog";
import type { MyBooking } from "@vyom/catalog/contract/schemas";
import { and, desc, eq, inArray, isNotNull, or } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import {
  bookings,
  centreSlotClaims,
  collectionVisits,
  collectionWindows,
  type OrderAppointment,
  orders,
  paymentAttempts,
  refunds,
  visitEvents,
} from "../../db/schema.ts";
import { MAX_RESCHEDULES } from "../collection-visits/visit-steps.ts";
import { customerMayChange } from "../collection-visits/visits.ts";
import { referencesOfSubjects } from "../references/subject-references.ts";

type VisitRow = typeof collectionVisits.$inferSelect;
type EventRow = typeof visitEvents.$inferSelect;
type TimelineEntry = MyBooking["timeline"][number];

export interface BookingOwner {
  userId: string;
  mobileNumber: string;
}

const LIMIT = 100;

/** Same-moment events in the order they happen (a cancellation and its refund share a clock). */
const KIND_ORDER: readonly string[] = [
  "received",
  "confirmed",
  "rescheduled",
  "technician-assigned",
  "collected",
  "in-lab",
  "report-ready",
  "cancelled",
  "refund-started",
  "refunded",
  "refund-failed",
];

const str = (value: unknown) => (typeof value === "string" ? value : undefined);

type EndsAt = (areaId: string | null, day: string, startsAt: string) => string | undefined;

/** A timeline event as the customer may see it: nothing of the desk's notes or ids. */
function toEntry(visit: VisitRow, event: EventRow, endsAt: EndsAt): TimelineEntry | undefined {
  const at = event.at.toISOString();
  const detail = event.detail;
  const windowOf = (value: unknown) => {
    if (typeof value !== "object" || value === null) return undefined;
    const day = str((value as Record<string, unknown>).day);
    const startsAt = str((value as Record<string, unknown>).startsAt);
    if (!day || !startsAt) return undefined;
    return { day, startsAt, endsAt: endsAt(visit.areaId, day, startsAt) };
  };
  const amount = typeof detail.amount === "number" ? detail.amount : undefined;
  switch (event.kind) {
    case "received":
    case "collected":
    case "in-lab":
      return { kind: event.kind, at };
    case "confirmed":
      return { kind: "confirmed", at, window: windowOf(detail) };
    case "rescheduled":
      return { kind: "rescheduled", at, window: windowOf(detail.to) };
    case "technician-assigned":
      return {
        kind: "technician-assigned",
        at,
        technician: {
          firstName: str(detail.technician) ?? "",
          phone: str(detail.phone) ?? "",
          arrivingBy: str(detail.arrivingBy) ?? "",
        },
      };
    case "report-ready":
      return { kind: "report-ready", at, test: str(detail.test) };
    case "cancelled":
      return { kind: "cancelled", at, by: detail.by === "lab" ? "lab" : "customer" };
    case "refund-started":
    case "refunded":
    case "refund-failed":
      return { kind: event.kind, at, amount };
    default:
      return undefined;
  }
}

const byTime = (a: TimelineEntry, b: TimelineEntry) =>
  a.at === b.at ? KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) : a.at < b.at ? -1 : 1;

/** The customer's bookings, newest first; `only` narrows them to one visit's. */
export async function bookingsOf(
  db: Database,
  owner: BookingOwner,
  now: Date,
  only?: { subject: string },
): Promise<MyBooking[]> {
  const ownOrders = await db
    .select()
    .from(orders)
    .where(
      only?.subject.startsWith("order:")
        ? and(eq(orders.userId, owner.userId), eq(orders.orderId, only.subject.slice(6)))
        : eq(orders.userId, owner.userId),
    )
    .orderBy(desc(orders.createdAt))
    .limit(only ? (only.subject.startsWith("order:") ? 1 : 0) : LIMIT);
  const ownBookings = await db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.mobileNumber, owner.mobileNumber),
        // Only bookings whose number was proven the customer's: anyone may type a number into
        // the anonymous form, and its text must not appear as theirs (docs/security.md).
        isNotNull(bookings.numberProvenAt),
        only?.subject.startsWith("booking:") ? eq(bookings.id, only.subject.slice(8)) : undefined,
      ),
    )
    .orderBy(desc(bookings.createdAt))
    .limit(only ? (only.subject.startsWith("booking:") ? 1 : 0) : LIMIT);
  const orderSubjects = ownOrders.map((order) => `order:${order.orderId}`);
  const visits = await db
    .select()
    .from(collectionVisits)
    .where(
      only
        ? eq(collectionVisits.subject, only.subject)
        : orderSubjects.length > 0
          ? or(
              eq(collectionVisits.mobileNumber, owner.mobileNumber),
              inArray(collectionVisits.subject, orderSubjects),
            )
          : eq(collectionVisits.mobileNumber, owner.mobileNumber),
    )
    .orderBy(desc(collectionVisits.createdAt))
    .limit(LIMIT);
  const events =
    visits.length === 0
      ? []
      : await db
          .select()
          .from(visitEvents)
          .where(
            inArray(
              visitEvents.visitId,
              visits.map((visit) => visit.id),
            ),
          );
  const windows =
    visits.length === 0
      ? []
      : await db
          .select()
          .from(collectionWindows)
          .where(
            inArray(collectionWindows.areaId, [
              ...new Set(visits.map((visit) => visit.areaId ?? "")),
            ]),
          );
  const endsAt: EndsAt = (areaId, day, startsAt) =>
    windows.find((w) => w.areaId === areaId && w.day === day && w.startsAt === startsAt)?.endsAt;
  const orderRowIds = ownOrders.map((order) => order.id);
  const paidOnline =
    orderRowIds.length === 0
      ? []
      : await db
          .select({ orderId: paymentAttempts.orderId })
          .from(paymentAttempts)
          .where(
            and(
              inArray(paymentAttempts.orderId, orderRowIds),
              eq(paymentAttempts.status, "succeeded"),
            ),
          );
  // A scan paid online whose slot filled while its hold ran out keeps a held claim
  // (services/centre-slots/centre-slots.ts confirmSlot): paid, yet no place booked.
  const centreHolders = ownOrders
    .filter((order) => order.status === "paid" && order.appointment.place === "centre")
    .map((order) => `order:${order.orderId}`);
  const heldClaims =
    centreHolders.length === 0
      ? []
      : await db
          .select({ holder: centreSlotClaims.holder })
          .from(centreSlotClaims)
          .where(
            and(
              inArray(centreSlotClaims.holder, centreHolders),
              eq(centreSlotClaims.state, "held"),
            ),
          );
  const lapsed = new Set(heldClaims.map((claim) => claim.holder));
  const orderRefunds =
    orderRowIds.length === 0
      ? []
      : await db.select().from(refunds).where(inArray(refunds.orderId, orderRowIds));

  const visitOf = new Map(visits.map((visit) => [visit.subject, visit]));
  const visitPart = (visit: VisitRow | undefined, pincode: string | null) => {
    if (!visit) return null;
    return {
      id: visit.id,
      pincode,
      window:
        visit.day && visit.startsAt
          ? {
              day: visit.day,
              startsAt: visit.startsAt,
              endsAt: endsAt(visit.areaId, visit.day, visit.startsAt),
            }
          : null,
      canChange: customerMayChange(visit, now),
      reschedulesLeft: Math.max(0, MAX_RESCHEDULES - visit.reschedules),
    };
  };
  const timelineOf = (visit: VisitRow | undefined, createdAt: Date): TimelineEntry[] => {
    if (!visit) return [{ kind: "received", at: createdAt.toISOString() }];
    return events
      .filter((event) => event.visitId === visit.id)
      .map((event) => toEntry(visit, event, endsAt))
      .filter((entry) => entry !== undefined)
      .sort(byTime);
  };

  const list: MyBooking[] = [];
  for (const order of ownOrders) {
    const key = `order:${order.orderId}`;
    const visit = visitOf.get(key);
    const refund = orderRefunds.find((row) => row.orderId === order.id);
    const online = paidOnline.some((row) => row.orderId === order.id);
    const slotLapsed = lapsed.has(key);
    const centreVisit = centreOf(order.appointment, slotLapsed);
    list.push({
      key,
      kind: "order",
      reference: order.reference,
      createdAt: order.createdAt.toISOString(),
      members: order.members.map((member, index) => ({
        name: member.name,
        relation: member.relation,
        tests: order.lines.filter((line) => line.memberIndex === index).map((line) => line.name),
      })),
      amount: order.amount,
      payment:
        order.status === "paid"
          ? online
            ? "paid-online"
            : "paid-at-collection"
          : order.status === "pay-at-collection"
            ? "pay-at-collection"
            : "unpaid",
      status:
        visit?.status ??
        (centreVisit && bookedAtCentre(order.status) && !slotLapsed ? "confirmed" : "received"),
      visit: visitPart(visit, order.address?.pincode ?? null),
      refund: refund ? { status: refund.status, amount: refund.amount } : null,
      ...(centreVisit ? { centre: centreVisit } : {}),
      timeline: timelineOf(visit, order.createdAt),
    });
  }
  for (const booking of ownBookings) {
    const key = `booking:${booking.id}`;
    const visit = visitOf.get(key);
    list.push({
      key,
      kind: "booking",
      reference: booking.reference,
      createdAt: booking.createdAt.toISOString(),
      members: [{ name: booking.name, relation: "", tests: visit?.tests ?? [] }],
      amount: null,
      payment: "none",
      status: visit?.status ?? "received",
      visit: visitPart(visit, booking.pincode),
      refund: null,
      timeline: timelineOf(visit, booking.createdAt),
    });
  }
  // A visit with the customer's mobile whose order or booking is someone else's account's (a
  // relative booked for them): still theirs to see and change.
  const othersVisits = visits.filter((visit) => !list.some((entry) => entry.key === visit.subject));
  const othersReferences = await referencesOfSubjects(
    db,
    othersVisits.map((visit) => visit.subject),
  );
  for (const visit of othersVisits) {
    list.push({
      key: visit.subject,
      kind: visit.subject.startsWith("order:") ? "order" : "booking",
      reference: othersReferences.get(visit.subject) ?? "",
      createdAt: visit.createdAt.toISOString(),
      members: [],
      amount: null,
      payment: "none",
      status: visit.status,
      visit: visitPart(visit, null),
      refund: null,
      timeline: timelineOf(visit, visit.createdAt),
    });
  }
  return list.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
}

/** A visit to a centre: the centre (catalog/src/data/centres.ts) and the slot. */
function centreOf(appointment: OrderAppointment, slotLapsed: boolean): MyBooking["centre"] {
  if (appointment.place !== "centre") return undefined;
  const centre = centres.find((row) => row.id === appointment.centreId);
  if (!centre) return undefined;
  const { id, name, address } = centre;
  return {
    id,
    name,
    address,
    day: appointment.date,
    timeSlot: appointment.timeSlot,
    ...(slotLapsed ? { slotLapsed: true as const } : {}),
  };
}

/** A centre visit is booked once paid, or chosen to pay at the centre. */
const bookedAtCentre = (status: string) => status === "paid" || status === "pay-at-collection";

/** The visit if it is this customer's (their mobile, or one of their orders); else undefined. */
export async function ownVisit(
  db: Database,
  owner: BookingOwner,
  visitId: string,
): Promise<VisitRow | undefined> {
  const [visit] = await db.select().from(collectionVisits).where(eq(collectionVisits.id, visitId));
  if (!visit) return undefined;
  if (visit.mobileNumber === owner.mobileNumber) return visit;
  if (!visit.subject.startsWith("order:")) return undefined;
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.orderId, visit.subject.slice(6)), eq(orders.userId, owner.userId)));
  return order ? visit : undefined;
}

/** One visit's booking as "My bookings" shows it (after a change). */
export async function bookingOfVisit(
  db: Database,
  owner: BookingOwner,
  visit: VisitRow,
  now: Date,
): Promise<MyBooking | undefined> {
  const [booking] = await bookingsOf(db, owner, now, { subject: visit.subject });
  return booking;
}
