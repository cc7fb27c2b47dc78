/**
 * The booking desk's words and roles (docs/product.md#booking-desk), zod-free: the API answers
 * these messages and the admin screens show the same ones.
 */

/**
 * `admin` may do everything; `desk` works the booking desk (bookings, visits, technicians, the
 * calls about critical values); `pathologist` signs lab results off for release.
 */
export const adminRoles = ["admin", "desk", "pathologist"] as const;
export type AdminRole = (typeof adminRoles)[number];

/**
 * The steps the desk's buttons send (a visit's own steps, plus recording a payment). None makes a
 * report ready: only a released lab report does (docs/lis-integration.md), so the desk can never
 * tell a patient "your report is ready" when there is none to read.
 */
export const deskActions = [
  "confirm",
  "assign-technician",
  "mark-collected",
  "mark-in-lab",
  "mark-paid",
  "cancel",
] as const;
export type DeskAction = (typeof deskActions)[number];

export const deskVisitStatuses = [
  "received",
  "confirmed",
  "technician-assigned",
  "collected",
  "in-lab",
  "report-ready",
  "cancelled",
] as const;
export type DeskVisitStatus = (typeof deskVisitStatuses)[number];

/** Largest page of the desk's lists. */
export const DESK_PAGE_SIZE_MAX = 100;

export const deskMessages = {
  unknownAction: `Unknown action. The desk's actions are: ${deskActions.join(", ")}.`,
  adminOnly: "Only an admin can do this. Ask an admin of the lab.",
  unknownVisit: "That booking does not exist.",
  unknownTechnician: "That technician does not exist.",
  technicianMobileTaken: "Another active technician has this mobile number.",
  unknownWindow: "That window does not exist in this area.",
  capacityBelowBooked: (booked: number) =>
    `${booked} ${booked === 1 ? "place is" : "places are"} already booked in this window: the capacity cannot be lower than ${booked}.`,
  notAnOrder: "Only an order paid at collection can be marked paid.",
  notPaidAtCollection: "This order is not paid at collection.",
  alreadyPaid: "This order was already recorded as paid.",
  reasonRequired: "Say why the booking is cancelled.",
  emailTaken: "That e-mail already has an account.",
  unknownAccount: "That account does not exist.",
  onlyDeskUsers: "Only a desk user's or a pathologist's account can be disabled or enabled here.",
} as const;
