/**
 * The booking desk's visits (docs/product.md#booking-desk): the list, filtered and paged in SQL,
 * each visit with its subject (order or booking), its technician and its window; and the desk's
 * actions, every one a step of services/collection-visits/visits.ts (`takeStep`), so the audit
 * log, the timeline and the customer's SMS come with it.
 */
import { deskMessages, type Gender, readDeskSearch } from "@vyom/catalog/contract";
import type { DeskActionRequest, DeskVisit } from "@vyom/catalog/contract/schemas";
import { and, asc, count, eq, inArray, like, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import {
  bookings,
  collectionVisits,
  orders,
  serviceAreas,
  technicians,
  users,
} from "../../db/schema.ts";
import { orderIdOfSubject } from "../collection-visits/visit-subjects.ts";
import { type Actor, type StepOutcome, takeStep } from "../collection-visits/visits.ts";
import { markPaidAtCollection } from "../payments/payments.service.ts";
import { searchCondition } from "./desk-search.ts";
import {
  bookingAddress,
  bookingPatients,
  orderAddress,
  orderPatients,
  testDetails,
} from "./desk-visit-details.ts";

type VisitRow = typeof collectionVisits.$inferSelect;
type Status = VisitRow["status"];

export interface DeskVisitFilters {
  day?: string;
  area?: string;
  window?: string;
  status?: Status;
  mobile?: string;
  /** The search box: a name, a mobile number or a reference (desk-search.ts). */
  q?: string;
  /** One technician's visits (their own page: routes/technician/technician.routes.ts). */
  technician?: string;
  page: number;
  pageSize: number;
}

export interface DeskVisitView {
  id: string;
  subject: string;
  kind: "order" | "booking";
  reference: string;
  customerName: string | null;
  mobileNumber: string;
  status: Status;
  payment: string | null;
  amount: number | null;
  window: { areaId: string; areaName: string | null; day: string; startsAt: string } | null;
  technician: { id: string; name: string; mobileNumber: string } | null;
  arrivingBy: string | null;
  tests: string[];
  reportsReady: string[];
  reschedules: number;
  createdAt: string;
  /**
   * A booking's patient as its form gave them (all null: a booking made before the form asked,
   * for the technician to ask at collection); null for an order, whose members are on the order.
   */
  patient: {
    birthDate: string | null;
    approxBirthYear: number | null;
    gender: Gender | null;
  } | null;
  patients: DeskVisit["patients"];
  address: DeskVisit["address"];
  testDetails: DeskVisit["testDetails"];
  startedAt: string | null;
}

const whereOf = (db: Database, filters: DeskVisitFilters): SQL | undefined => {
  const { day, area, window, status, mobile, q, technician } = filters;
  // The route's schema refused a search that reads as nothing; none here means no search.
  const search = q === undefined ? undefined : readDeskSearch(q);
  return and(
    search ? searchCondition(db, search) : undefined,
    day ? eq(collectionVisits.day, day) : undefined,
    area ? eq(collectionVisits.areaId, area) : undefined,
    window ? eq(collectionVisits.startsAt, window) : undefined,
    status ? eq(collectionVisits.status, status) : undefined,
    technician ? eq(collectionVisits.technicianId, technician) : undefined,
    // A whole number uses the mobile index; some digits search within the other filters.
    mobile
      ? mobile.length === 10
        ? eq(collectionVisits.mobileNumber, mobile)
        : like(collectionVisits.mobileNumber, `%${mobile}%`)
      : undefined,
  );
};

/**
 * A page of visits in the order the desk works them: by day, window, then arrival. The indexes
 * `collection_visits_desk_*` (db/schema.ts) hold that order for a day and for a status.
 */
export async function listDeskVisits(db: Database, filters: DeskVisitFilters) {
  const where = whereOf(db, filters);
  const [rows, totals] = await Promise.all([
    db
      .select({
        visit: collectionVisits,
        areaName: serviceAreas.name,
        technicianName: technicians.name,
        technicianMobile: technicians.mobileNumber,
      })
      .from(collectionVisits)
      .leftJoin(serviceAreas, eq(serviceAreas.id, collectionVisits.areaId))
      .leftJoin(technicians, eq(technicians.id, collectionVisits.technicianId))
      .where(where)
      .orderBy(
        asc(collectionVisits.day),
        asc(collectionVisits.startsAt),
        asc(collectionVisits.createdAt),
        asc(collectionVisits.id),
      )
      .limit(filters.pageSize)
      .offset((filters.page - 1) * filters.pageSize),
    db.select({ total: count() }).from(collectionVisits).where(where),
  ]);
  return { visits: await withSubjects(db, rows), total: totals[0]?.total ?? 0 };
}

type JoinedRow = {
  visit: VisitRow;
  areaName: string | null;
  technicianName: string | null;
  technicianMobile: string | null;
};

const subjectOf = (subject: string) => {
  const [kind, ...rest] = subject.split(":");
  return {
    kind: kind === "booking" ? ("booking" as const) : ("order" as const),
    id: rest.join(":"),
  };
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The page's orders and bookings in two queries (one each), not one per row. */
async function withSubjects(db: Database, rows: JoinedRow[]): Promise<DeskVisitView[]> {
  const subjects = rows.map((row) => subjectOf(row.visit.subject));
  // A post-meal visit's order is its fasting visit's (visit-subjects.ts).
  const orderIds = rows.flatMap((row) => orderIdOfSubject(row.visit.subject) ?? []);
  const bookingIds = subjects
    .filter((s) => s.kind === "booking" && UUID.test(s.id))
    .map((s) => s.id);
  const [orderRows, bookingRows] = await Promise.all([
    orderIds.length === 0
      ? []
      : db
          .select({
            orderId: orders.orderId,
            reference: orders.reference,
            status: orders.status,
            amount: orders.amount,
            lines: orders.lines,
            members: orders.members,
            address: orders.address,
            customerName: users.name,
          })
          .from(orders)
          .innerJoin(users, eq(users.id, orders.userId))
          .where(inArray(orders.orderId, orderIds)),
    bookingIds.length === 0
      ? []
      : db
          .select({
            id: bookings.id,
            reference: bookings.reference,
            name: bookings.name,
            pincode: bookings.pincode,
            birthDate: bookings.patientBirthDate,
            approxBirthYear: bookings.patientApproxBirthYear,
            gender: bookings.patientGender,
          })
          .from(bookings)
          .where(inArray(bookings.id, bookingIds)),
  ]);
  return rows.map(({ visit, areaName, technicianName, technicianMobile }) => {
    const subject = subjectOf(visit.subject);
    const orderId = orderIdOfSubject(visit.subject);
    const order = orderId ? orderRows.find((o) => o.orderId === orderId) : undefined;
    const booking =
      subject.kind === "booking" ? bookingRows.find((b) => b.id === subject.id) : undefined;
    return {
      id: visit.id,
      subject: visit.subject,
      kind: subject.kind,
      // The one reference the customer was told (catalog/src/contract/booking-reference.ts).
      reference: booking?.reference ?? order?.reference ?? subject.id,
      customerName: booking?.name ?? order?.customerName ?? null,
      mobileNumber: visit.mobileNumber,
      status: visit.status,
      payment: order?.status ?? null,
      amount: order?.amount ?? null,
      window:
        visit.areaId && visit.day && visit.startsAt
          ? { areaId: visit.areaId, areaName, day: visit.day, startsAt: visit.startsAt }
          : null,
      technician:
        visit.technicianId && technicianName && technicianMobile
          ? { id: visit.technicianId, name: technicianName, mobileNumber: technicianMobile }
          : null,
      arrivingBy: visit.arrivingBy,
      tests: visit.tests,
      reportsReady: visit.reportsReady,
      reschedules: visit.reschedules,
      createdAt: visit.createdAt.toISOString(),
      patient: booking
        ? {
            birthDate: booking.birthDate,
            approxBirthYear: booking.approxBirthYear,
            gender: booking.gender,
          }
        : null,
      patients: order ? orderPatients(order, visit.tests) : booking ? bookingPatients(booking) : [],
      address: order ? orderAddress(order) : booking ? bookingAddress(booking) : null,
      testDetails: testDetails(visit.tests, order),
      startedAt: visit.startedAt?.toISOString() ?? null,
    };
  });
}

export async function deskVisit(db: Database, visitId: string) {
  const rows = await db
    .select({
      visit: collectionVisits,
      areaName: serviceAreas.name,
      technicianName: technicians.name,
      technicianMobile: technicians.mobileNumber,
    })
    .from(collectionVisits)
    .leftJoin(serviceAreas, eq(serviceAreas.id, collectionVisits.areaId))
    .leftJoin(technicians, eq(technicians.id, collectionVisits.technicianId))
    .where(eq(collectionVisits.id, visitId));
  const [view] = await withSubjects(db, rows);
  return view;
}

export type DeskActionOutcome =
  | { kind: "done"; visit: DeskVisitView }
  | { kind: "refused"; message: string }
  | { kind: "unknown-visit" };

/**
 * One of the desk's buttons. The visit's steps go through `takeStep` (its row lock makes two desks
 * pressing at once act once; the second is refused with the status it found). Recording a payment
 * at collection pays the order (services/payments/payments.service.ts) and is audited like a step.
 */
export async function deskAction(
  db: Database,
  input: { visitId: string; request: DeskActionRequest; actor: Actor; now: Date },
): Promise<DeskActionOutcome> {
  const { visitId, request, actor, now } = input;
  if (request.action === "mark-paid") return markPaid(db, { ...input, method: request.method });
  const outcome: StepOutcome = await takeStep(db, {
    visitId,
    actor,
    now,
    request:
      request.action === "assign-technician"
        ? {
            step: "assign-technician",
            technicianId: request.technicianId,
            arrivingBy: request.arrivingBy,
          }
        : request.action === "cancel"
          ? { step: "cancel", reason: request.reason }
          : request.action === "mark-collected"
            ? // The desk is always held to the visit's day; only a confirmed override passes.
              { step: "mark-collected", dayGuard: { confirmedEarly: request.beforeDay === true } }
            : { step: request.action },
  });
  switch (outcome.kind) {
    case "unknown-visit":
      return outcome;
    case "refused":
    case "window-full":
      return { kind: "refused", message: outcome.message };
    case "done": {
      const visit = await deskVisit(db, visitId);
      if (!visit) return { kind: "unknown-visit" };
      return { kind: "done", visit };
    }
  }
}

async function markPaid(
  db: Database,
  input: { visitId: string; actor: Actor; now: Date; method: "cash" | "upi" },
): Promise<DeskActionOutcome> {
  const [visit] = await db
    .select()
    .from(collectionVisits)
    .where(eq(collectionVisits.id, input.visitId));
  if (!visit) return { kind: "unknown-visit" };
  const subject = subjectOf(visit.subject);
  if (subject.kind !== "order") return { kind: "refused", message: deskMessages.notAnOrder };
  if (visit.status === "cancelled") {
    return { kind: "refused", message: deskMessages.notPaidAtCollection };
  }
  const paid = await markPaidAtCollection(db, {
    orderId: subject.id,
    method: input.method,
    actor: input.actor,
    now: input.now,
  });
  if (paid.kind === "unknown-order" || paid.kind === "not-at-collection") {
    return { kind: "refused", message: deskMessages.notPaidAtCollection };
  }
  // A second press (or a second desk) finds it paid: said so, and not audited twice.
  if (paid.kind === "unchanged") return { kind: "refused", message: deskMessages.alreadyPaid };
  const view = await deskVisit(db, visit.id);
  return view ? { kind: "done", visit: view } : { kind: "unknown-visit" };
}
