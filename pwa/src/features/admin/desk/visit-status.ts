/**
 * Which of the desk's buttons a visit shows in each status: the same table the API checks
 * (edge-api/src/services/collection-visits/visit-steps.ts `allowedFrom`); a button shown at the
 * wrong moment would only be refused with the API's message.
 */
import type { DeskAction, DeskVisitStatus } from "@vyom/catalog/contract";
import type { DeskVisit } from "@vyom/catalog/contract/schemas";

const BEFORE_COLLECTION: DeskVisitStatus[] = ["received", "confirmed", "technician-assigned"];

export const actionsFrom: Record<DeskAction, readonly DeskVisitStatus[]> = {
  confirm: ["received"],
  "assign-technician": ["confirmed", "technician-assigned"],
  "start-visit": ["technician-assigned"],
  "mark-collected": ["confirmed", "technician-assigned"],
  "mark-in-lab": ["collected"],
  "mark-paid": ["confirmed", "technician-assigned", "collected", "in-lab", "report-ready"],
  cancel: BEFORE_COLLECTION,
};

export const statusLabels: Record<DeskVisitStatus, string> = {
  received: "Received",
  confirmed: "Confirmed",
  "technician-assigned": "Technician assigned",
  collected: "Collected",
  "in-lab": "In the lab",
  "report-ready": "Report ready",
  cancelled: "Cancelled",
};

export const actionLabels: Record<string, string> = {
  confirm: "Confirmed",
  "assign-technician": "Technician assigned",
  "start-visit": "Visit started (on the way)",
  "mark-collected": "Marked collected",
  "mark-in-lab": "Marked in the lab",
  // Audit entries from before reports came only from the lab (the desk's old button).
  "mark-report-ready": "Report marked ready",
  "mark-paid": "Paid at collection",
  cancel: "Cancelled",
  reschedule: "Moved",
  "set-capacity": "Capacity set",
};

/** Statuses whose sample the lab has: reports may be on their way, or released. */
const SAMPLE_TAKEN: readonly DeskVisitStatus[] = ["collected", "in-lab", "report-ready"];

/**
 * What the desk says of a visit's reports once its sample is taken, from the tests the lab has
 * released (`reportsReady`): a status, never a button. Nothing before collection, or cancelled.
 */
export function reportStatus(visit: Pick<DeskVisit, "status" | "tests" | "reportsReady">) {
  if (!SAMPLE_TAKEN.includes(visit.status)) return null;
  const released = new Set(visit.reportsReady);
  const ready = [
    ...visit.tests.filter((test) => released.has(test)),
    ...visit.reportsReady.filter((test) => !visit.tests.includes(test)),
  ];
  const waiting = visit.tests.filter((test) => !released.has(test));
  if (ready.length === 0) {
    return visit.status === "report-ready" ? "Reports ready" : "Waiting for the lab's results";
  }
  if (waiting.length === 0) return `Reports ready: ${ready.join(", ")}`;
  return `Some reports ready: ${ready.join(", ")} · waiting for ${waiting.join(", ")}`;
}
