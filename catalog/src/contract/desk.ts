/**
 * The booking desk's words and roles (docs/product.md#booking-desk), zod-free: the API answers
 * these messages and the admin screens show the same ones.
 */

/**
 * `admin` may do everything; `desk` works the booking desk (bookings, visits, technicians, the
 * calls about critical values); `pathologist` signs lab results off for release; `technician`
 * reads and steps only the visits assigned to their technicians row (docs/security.md).
 */
export const adminRoles = ["admin", "desk", "pathologist", "technician"] as const;
export type AdminRole = (typeof adminRoles)[number];

/**
 * The steps the desk's buttons send (a visit's own steps, plus recording a payment). None makes a
 * report ready: only a released lab report does (docs/lis-integration.md), so the desk can never
 * tell a patient "your report is ready" when there is none to read.
 */
export const deskActions = [
  "confirm",
  "assign-technician",
  "start-visit",
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

/**
 * Visits one technician can do in a day. A technician has "room" on a day while fewer than this
 * many of that day's visits (any not cancelled) are assigned to them; assigning suggests only
 * technicians of the visit's area with room (edge-api/src/services/desk/technician-suggestions.ts).
 */
export const TECHNICIAN_DAILY_CAPACITY = 8;

/** The longest search the desk's box sends: a name, a mobile number or a reference. */
export const DESK_SEARCH_MAX = 60;

export const deskMessages = {
  unknownAction: `Unknown action. The desk's actions are: ${deskActions.join(", ")}.`,
  adminOnly: "Only an admin can do this. Ask an admin of the lab.",
  unknownVisit: "That booking does not exist.",
  unknownTechnician: "That technician does not exist.",
  unknownArea: "That area does not exist.",
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
  searchMalformed:
    "Search by the patient's name (letters), a mobile number (digits) or the booking's reference.",
  beforeVisitDay: (day: string) =>
    `This visit is on ${day}: it can be marked collected from that day. If the sample really was taken early, confirm it.`,
  startBeforeVisitDay: (day: string) =>
    `This visit is on ${day}: the technician can start it on that day, not before.`,
  alreadyStarted: "The technician has already started this visit.",
  confirmCollectedEarly: "Mark collected before the visit's day?",
  chooseTechnician: "Choose a technician first.",
  notYourVisit: "This visit is not assigned to you.",
  technicianRequired: "Choose the technician this account is for.",
} as const;

/** What a technician's own page may do to a visit assigned to them (docs/product.md). */
export const technicianActions = ["start-visit", "mark-collected", "mark-paid"] as const;
export type TechnicianAction = (typeof technicianActions)[number];
