/**
 * Which step a visit may take from which status (docs/product.md#collection-visits): the one
 * table both the desk's buttons and the server's checks read. Anything before collection can be
 * cancelled or moved; nothing after it can. No step makes a report ready: a released lab report
 * does (services/lab-results/report-release.ts), so nobody is told of a report that does not exist.
 */
import type { VisitStatus } from "../../db/schema.ts";

export type VisitStep =
  | "confirm"
  | "assign-technician"
  | "start-visit"
  | "mark-collected"
  | "mark-in-lab"
  | "reschedule"
  | "cancel";

const BEFORE_COLLECTION: VisitStatus[] = ["received", "confirmed", "technician-assigned"];

export const allowedFrom: Record<VisitStep, readonly VisitStatus[]> = {
  confirm: ["received"],
  // Assigning again replaces the technician (one fell ill).
  "assign-technician": ["confirmed", "technician-assigned"],
  // The assigned technician sets off: the customer's "on the way" SMS leaves now.
  "start-visit": ["technician-assigned"],
  "mark-collected": ["confirmed", "technician-assigned"],
  "mark-in-lab": ["collected"],
  reschedule: BEFORE_COLLECTION,
  cancel: BEFORE_COLLECTION,
};

/** How often a customer or the desk may move one visit. */
export const MAX_RESCHEDULES = 2;
/** A visit is not moved or cancelled by the customer this close to its window. */
export const CHANGE_CUTOFF_MINUTES = 120;

export const stepMessages = {
  notNow: (step: VisitStep, status: VisitStatus) =>
    `${/^[aeiou]/.test(status) ? "An" : "A"} ${status} booking cannot ${stepWords[step]}.`,
  tooManyReschedules: `This booking was already moved ${MAX_RESCHEDULES} times. Please call us to change it.`,
  tooLate: "The technician is on the way: this booking can no longer be changed online.",
  noWindow: "Choose a collection window first.",
  unknownTechnician: "That technician is not on the team.",
} as const;

const stepWords: Record<VisitStep, string> = {
  confirm: "be confirmed",
  "assign-technician": "be given a technician",
  "start-visit": "be started",
  "mark-collected": "be marked collected",
  "mark-in-lab": "be marked in the lab",
  reschedule: "be moved",
  cancel: "be cancelled",
};
