/**
 * Which of the desk's buttons a visit shows in each status: the same table the API checks
 * (edge-api/src/services/collection-visits/visit-steps.ts `allowedFrom`); a button shown at the
 * wrong moment would only be refused with the API's message.
 */
import type { DeskAction, DeskVisitStatus } from "@vyom/catalog/contract";

const BEFORE_COLLECTION: DeskVisitStatus[] = ["received", "confirmed", "technician-assigned"];

export const actionsFrom: Record<DeskAction, readonly DeskVisitStatus[]> = {
  confirm: ["received"],
  "assign-technician": ["confirmed", "technician-assigned"],
  "mark-collected": ["confirmed", "technician-assigned"],
  "mark-in-lab": ["collected"],
  "mark-report-ready": ["collected", "in-lab"],
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
  "mark-collected": "Marked collected",
  "mark-in-lab": "Marked in the lab",
  "mark-report-ready": "Report marked ready",
  "mark-paid": "Paid at collection",
  cancel: "Cancelled",
  reschedule: "Moved",
  "set-capacity": "Capacity set",
};
