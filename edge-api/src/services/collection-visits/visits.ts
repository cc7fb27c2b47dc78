/**
 * A home collection after "Book" (docs/product.md#collection-visits): opened when an order or a
 * booking is stored, then moved step by step by the desk (or by the customer, for a reschedule or
 * a cancellation). Each step locks the visit, checks visit-steps.ts, writes the visit, its timeline
 * event and the audit entry in one transaction: two desks pressing the same button act once.
 */
import { deskMessages, indiaDate, windowMessages } from "@vyom/catalog/contract";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { auditLog, collectionVisits, technicians, visitEvents } from "../../db/schema.ts";
import type { Transaction } from "../../db/types.ts";
import {
  claimWindow,
  confirmClaim,
  releaseClaim,
  type WindowPlaces,
  type WindowRef,
  windowHasStarted,
} from "../collection-windows/collection-windows.ts";
import { queueNotice } from "./visit-notices.ts";
import {
  allowedFrom,
  CHANGE_CUTOFF_MINUTES,
  MAX_RESCHEDULES,
  stepMessages,
  type VisitStep,
} from "./visit-steps.ts";
import { orderIdOfSubject, orderSubjects } from "./visit-subjects.ts";

type VisitRow = typeof collectionVisits.$inferSelect;

export type StepRequest =
  | { step: "confirm" }
  | { step: "assign-technician"; technicianId: string; arrivingBy: string }
  | { step: "start-visit" }
  | { step: "mark-collected"; dayGuard?: DayGuard }
  | { step: "mark-in-lab" }
  | { step: "reschedule"; window: WindowRef }
  | { step: "cancel"; reason: string };

/**
 * The desk's time guard on "Mark collected": refused before the visit's day (India time, from the
 * caller's clock) unless the dispatcher confirmed it (`confirmedEarly`), which the timeline event
 * and the audit entry then record. The desk's route always sends it (services/desk/desk-visits.ts);
 * a service stepping a visit itself (the system, a test's set-up) leaves it out. "Start visit" is
 * guarded the same way always, with no override: its SMS says the technician is coming now.
 */
export interface DayGuard {
  confirmedEarly: boolean;
}

/** The visit's day has not begun yet in India at `now`. */
const beforeVisitDay = (visit: VisitRow, now: Date): visit is VisitRow & { day: string } =>
  visit.day !== null && indiaDate(now) < visit.day;

/** Who acts: "desk:<email>", "admin:<email>", "customer:<mobile>" or "system". */
export type Actor = string;

export type StepOutcome =
  | { kind: "done"; visit: VisitRow }
  | { kind: "refused"; message: string }
  | { kind: "window-full"; message: string; alternatives: WindowPlaces[] }
  | { kind: "unknown-visit" };

/** What the audit log keeps of a visit before and after a step. */
const snapshot = (visit: VisitRow) => ({
  status: visit.status,
  window: visit.day ? { areaId: visit.areaId, day: visit.day, startsAt: visit.startsAt } : null,
  technicianId: visit.technicianId,
  arrivingBy: visit.arrivingBy,
  reschedules: visit.reschedules,
  reportsReady: visit.reportsReady,
});

export async function openVisit(
  db: Database | Transaction,
  input: {
    subject: string;
    mobileNumber: string;
    tests: string[];
    window?: WindowRef;
    now: Date;
  },
): Promise<VisitRow> {
  const { subject, mobileNumber, tests, window, now } = input;
  const [visit] = await db
    .insert(collectionVisits)
    .values({ subject, mobileNumber, tests, ...window, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  if (!visit) {
    // Opened before (a retried request): the first one stands.
    const [existing] = await db
      .select()
      .from(collectionVisits)
      .where(eq(collectionVisits.subject, subject));
    if (!existing) throw new Error(`visit ${subject} vanished`);
    return existing;
  }
  await db.insert(visitEvents).values({ visitId: visit.id, kind: "received", detail: {}, at: now });
  return visit;
}

/** The window has started, or starts within the cut-off: too late for the customer to change. */
const tooLateToChange = (visit: VisitRow, now: Date): boolean =>
  visit.day !== null &&
  visit.startsAt !== null &&
  windowHasStarted(
    visit.day,
    visit.startsAt,
    new Date(now.getTime() + CHANGE_CUTOFF_MINUTES * 60_000),
  );

/** Whether the customer may still move or cancel the visit online (the desk may longer). */
export const customerMayChange = (visit: VisitRow, now: Date): boolean =>
  allowedFrom.cancel.includes(visit.status) && !tooLateToChange(visit, now);

export type StepInput = { visitId: string; request: StepRequest; actor: Actor; now: Date };

export async function takeStep(db: Database, input: StepInput): Promise<StepOutcome> {
  return db.transaction((tx) => takeStepWithin(tx, input));
}

/** takeStep inside a transaction the caller holds. */
export async function takeStepWithin(tx: Transaction, input: StepInput): Promise<StepOutcome> {
  const { visitId, request, actor, now } = input;
  // A cancel takes the order's other visit along (cancelSibling): all of the order's visits
  // are locked at once, in one order, so two cancels of one order wait for each other instead
  // of deadlocking. Every other step locks its one visit, in one statement as before.
  const orderId = request.step === "cancel" ? await orderOfVisit(tx, visitId) : undefined;
  const locked = await tx
    .select()
    .from(collectionVisits)
    .where(
      orderId === undefined
        ? eq(collectionVisits.id, visitId)
        : inArray(collectionVisits.subject, orderSubjects(orderId)),
    )
    .orderBy(collectionVisits.subject)
    .for("update");
  const visit = locked.find((row) => row.id === visitId);
  if (!visit) return { kind: "unknown-visit" };
  if (!allowedFrom[request.step].includes(visit.status)) {
    return { kind: "refused", message: stepMessages.notNow(request.step, visit.status) };
  }
  const change = await planStep(tx, visit, request, actor, now);
  if (change.kind !== "change") return change;
  const after = await applyStep(tx, visit, change, request.step, actor, now);
  const siblings = locked.filter((row) => row.id !== visit.id);
  for (const sibling of siblings) await cancelSibling(tx, sibling, request, actor, now);
  return { kind: "done", visit: after };
}

/** Writes a planned step: the visit, its timeline event, its notice and its audit entry. */
async function applyStep(
  tx: Transaction,
  visit: VisitRow,
  change: Extract<PlannedStep, { kind: "change" }>,
  step: VisitStep,
  actor: Actor,
  now: Date,
): Promise<VisitRow> {
  const [after] = await tx
    .update(collectionVisits)
    .set({ ...change.set, updatedAt: now })
    .where(eq(collectionVisits.id, visit.id))
    .returning();
  if (!after) throw new Error(`visit ${visit.id} vanished under its lock`);
  await tx
    .insert(visitEvents)
    .values({ visitId: visit.id, kind: change.event, detail: change.detail, at: now });
  await queueNotice(tx, after, change.event, change.detail, now);
  await tx.insert(auditLog).values({
    actor,
    action: step,
    subject: visit.subject,
    before: snapshot(visit),
    after: { ...snapshot(after), ...change.auditNote },
    at: now,
  });
  return after;
}

/**
 * An order is paid, and refunded, as a whole (services/payments/refunds.ts): cancelling one of
 * its visits cancels its other visit too (a fasting sample and its post-meal one), when that one
 * can still be cancelled by whoever cancels. One already collected stays; the order is then not
 * wholly cancelled and nothing is refunded online.
 */
/** The order a visit belongs to, or undefined (a booking's visit, or no such visit). */
async function orderOfVisit(tx: Transaction, visitId: string): Promise<string | undefined> {
  const [found] = await tx
    .select({ subject: collectionVisits.subject })
    .from(collectionVisits)
    .where(eq(collectionVisits.id, visitId));
  return found ? orderIdOfSubject(found.subject) : undefined;
}

async function cancelSibling(
  tx: Transaction,
  sibling: VisitRow,
  request: StepRequest,
  actor: Actor,
  now: Date,
): Promise<void> {
  if (!allowedFrom.cancel.includes(sibling.status)) return;
  const change = await planStep(tx, sibling, request, actor, now);
  if (change.kind === "change") await applyStep(tx, sibling, change, "cancel", actor, now);
}

type PlannedStep =
  | {
      kind: "change";
      set: Partial<typeof collectionVisits.$inferInsert>;
      event: string;
      detail: Record<string, unknown>;
      /** Said in the audit entry beside the snapshot: an override the dispatcher confirmed. */
      auditNote?: Record<string, unknown>;
    }
  | Exclude<StepOutcome, { kind: "done" }>;

async function planStep(
  tx: Transaction,
  visit: VisitRow,
  request: StepRequest,
  actor: Actor,
  now: Date,
): Promise<PlannedStep> {
  const refused = (message: string) => ({ kind: "refused" as const, message });
  const byCustomer = actor.startsWith("customer:");
  switch (request.step) {
    case "confirm": {
      if (!visit.day) return refused(stepMessages.noWindow);
      const booked = await confirmClaim(tx, { holder: visit.subject, now });
      if (booked.kind === "lapsed") return refused("The window's place was given to someone else.");
      const window = { day: visit.day, startsAt: visit.startsAt };
      return { kind: "change", set: { status: "confirmed" }, event: "confirmed", detail: window };
    }
    case "assign-technician": {
      const [technician] = await tx
        .select({ name: technicians.name, mobileNumber: technicians.mobileNumber })
        .from(technicians)
        .where(and(eq(technicians.id, request.technicianId), eq(technicians.active, true)));
      if (!technician) return refused(stepMessages.unknownTechnician);
      return {
        kind: "change",
        set: {
          status: "technician-assigned",
          technicianId: request.technicianId,
          arrivingBy: request.arrivingBy,
          // A new technician has not set off yet, whatever the last one did.
          startedAt: null,
        },
        event: "technician-assigned",
        // What the customer may see of the technician: the first name and a masked number.
        detail: {
          technician: technician.name.split(" ")[0],
          phone: `******${technician.mobileNumber.slice(-4)}`,
          arrivingBy: request.arrivingBy,
        },
      };
    }
    case "start-visit": {
      if (visit.startedAt) return refused(deskMessages.alreadyStarted);
      if (beforeVisitDay(visit, now)) return refused(deskMessages.startBeforeVisitDay(visit.day));
      const [technician] = visit.technicianId
        ? await tx
            .select({ name: technicians.name })
            .from(technicians)
            .where(eq(technicians.id, visit.technicianId))
        : [];
      return {
        kind: "change",
        set: { startedAt: now },
        event: "on-the-way",
        detail: {
          technician: technician?.name.split(" ")[0] ?? "",
          arrivingBy: visit.arrivingBy ?? "",
        },
      };
    }
    case "mark-collected": {
      const early = request.dayGuard !== undefined && beforeVisitDay(visit, now);
      if (early && !request.dayGuard?.confirmedEarly) {
        return refused(deskMessages.beforeVisitDay(visit.day ?? ""));
      }
      return {
        kind: "change",
        set: { status: "collected" },
        event: "collected",
        detail: early ? { beforeVisitDay: visit.day } : {},
        ...(early ? { auditNote: { override: "collected-before-visit-day", day: visit.day } } : {}),
      };
    }
    case "mark-in-lab":
      return { kind: "change", set: { status: "in-lab" }, event: "in-lab", detail: {} };
    case "reschedule": {
      if (visit.reschedules >= MAX_RESCHEDULES) return refused(stepMessages.tooManyReschedules);
      if (byCustomer && tooLateToChange(visit, now)) return refused(stepMessages.tooLate);
      const claim = await claimWindow(tx, { ...request.window, holder: visit.subject, now });
      if (claim.kind === "full") {
        return {
          kind: "window-full",
          message: windowMessages.full,
          alternatives: claim.alternatives,
        };
      }
      if (claim.kind !== "held") return refused("That window cannot be booked.");
      // A place taken for a visit already booked is booked at once: nobody pays again.
      await confirmClaim(tx, { holder: visit.subject, now });
      return {
        kind: "change",
        set: {
          ...request.window,
          // Moving a visit puts it back to confirmed: its technician was for the old window.
          status: visit.status === "received" ? "received" : "confirmed",
          technicianId: null,
          arrivingBy: null,
          startedAt: null,
          reschedules: visit.reschedules + 1,
        },
        event: "rescheduled",
        detail: {
          from: { day: visit.day, startsAt: visit.startsAt },
          to: { day: request.window.day, startsAt: request.window.startsAt },
        },
      };
    }
    case "cancel": {
      if (byCustomer && tooLateToChange(visit, now)) return refused(stepMessages.tooLate);
      await releaseClaim(tx, { holder: visit.subject, now });
      return {
        kind: "change",
        set: { status: "cancelled" },
        event: "cancelled",
        detail: { reason: request.reason, by: byCustomer ? "customer" : "lab" },
      };
    }
  }
}

export interface VisitWithTimeline extends VisitRow {
  timeline: { kind: string; detail: Record<string, unknown>; at: Date }[];
}

/** "My bookings": the visits of a mobile number, newest first, each with its timeline. */
export async function visitsOfCustomer(
  db: Database,
  mobileNumber: string,
): Promise<VisitWithTimeline[]> {
  const visits = await db
    .select()
    .from(collectionVisits)
    .where(eq(collectionVisits.mobileNumber, mobileNumber))
    .orderBy(desc(collectionVisits.createdAt))
    .limit(100);
  if (visits.length === 0) return [];
  const events = await db
    .select()
    .from(visitEvents)
    .where(
      inArray(
        visitEvents.visitId,
        visits.map((visit) => visit.id),
      ),
    )
    .orderBy(asc(visitEvents.at));
  return visits.map((visit) => ({
    ...visit,
    timeline: events
      .filter((event) => event.visitId === visit.id)
      .map(({ kind, detail, at }) => ({ kind, detail, at })),
  }));
}

/**
 * A timeline entry that is not a step of the visit itself (a refund's progress, written by
 * services/payments/refunds.ts): no status changes, no SMS. Nothing when the subject has no visit.
 */
export async function recordVisitEvent(
  db: Database | Transaction,
  input: { subject: string; kind: string; detail: Record<string, unknown>; at: Date },
): Promise<void> {
  const [visit] = await db
    .select({ id: collectionVisits.id })
    .from(collectionVisits)
    .where(eq(collectionVisits.subject, input.subject));
  if (!visit) return;
  await db
    .insert(visitEvents)
    .values({ visitId: visit.id, kind: input.kind, detail: input.detail, at: input.at });
}

/** The audit entries of one subject, newest first. */
export function auditOf(db: Database, subject: string) {
  return db
    .select()
    .from(auditLog)
    .where(eq(auditLog.subject, subject))
    .orderBy(desc(auditLog.at), desc(auditLog.seq));
}
