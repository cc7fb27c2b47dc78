/**
 * The booking desk's answers (desk.ts holds its requests; docs/product.md#booking-desk). zod/mini,
 * answers only: the admin's desk screens import and parse them in their lazy chunk.
 */
import * as zm from "zod/mini";
import { adminRoles, deskVisitStatuses } from "../desk.ts";
import { genders } from "../genders.ts";

export const DeskVisit = zm.object({
  id: zm.string(),
  subject: zm.string(),
  /** What the visit is for: an order (its order id) or a home-collection booking. */
  kind: zm.enum(["order", "booking"]),
  reference: zm.string(),
  customerName: zm.nullable(zm.string()),
  mobileNumber: zm.string(),
  status: zm.enum(deskVisitStatuses),
  /** The order's payment: null for a booking. */
  payment: zm.nullable(zm.string()),
  amount: zm.nullable(zm.number()),
  window: zm.nullable(
    zm.object({
      areaId: zm.string(),
      areaName: zm.nullable(zm.string()),
      day: zm.string(),
      startsAt: zm.string(),
    }),
  ),
  technician: zm.nullable(
    zm.object({ id: zm.string(), name: zm.string(), mobileNumber: zm.string() }),
  ),
  arrivingBy: zm.nullable(zm.string()),
  tests: zm.array(zm.string()),
  /** The tests whose report the lab has released (the only way one becomes ready). */
  reportsReady: zm.array(zm.string()),
  reschedules: zm.number(),
  createdAt: zm.string(),
  /**
   * A booking's patient as the form gave them: the date of birth, or the year an age works out
   * to (approximate), and the gender; all null for a booking made before the form asked. Null for
   * an order (its members are on the order).
   */
  patient: zm.nullable(
    zm.object({
      birthDate: zm.nullable(zm.string()),
      approxBirthYear: zm.nullable(zm.number()),
      gender: zm.nullable(zm.enum(genders)),
    }),
  ),
  /**
   * Whom the technician collects from: a booking's one patient, or the order's members whose
   * tests this visit takes. A date of birth, or the year an age works out to (approximate), or
   * the age in years an order gave; each null when not given (an old booking).
   */
  patients: zm.array(
    zm.object({
      name: zm.string(),
      birthDate: zm.nullable(zm.string()),
      approxBirthYear: zm.nullable(zm.number()),
      age: zm.nullable(zm.number()),
      gender: zm.nullable(zm.enum(genders)),
    }),
  ),
  /** Where to collect: an order's address; a booking has only its pincode. */
  address: zm.nullable(
    zm.object({
      line: zm.string(),
      area: zm.string(),
      landmark: zm.string(),
      pincode: zm.string(),
      contactPerson: zm.string(),
    }),
  ),
  /** The tests with the catalogue's preparation (fasting), null when the catalogue has none. */
  testDetails: zm.array(zm.object({ name: zm.string(), preparation: zm.nullable(zm.string()) })),
  /** When the technician started the visit (the "on the way" SMS), if they have. */
  startedAt: zm.nullable(zm.string()),
});
export type DeskVisit = zm.infer<typeof DeskVisit>;

/** A technician's day: the visits assigned to them on `day` (India), in window order. */
export const TechnicianDay = zm.object({ day: zm.string(), visits: zm.array(DeskVisit) });
export type TechnicianDay = zm.infer<typeof TechnicianDay>;

/** A technician's action done (or its key's first answer again): the visit as it is now. */
export const TechnicianActionAnswer = zm.object({
  status: zm.literal("success"),
  id: zm.string(),
  visit: DeskVisit,
});

export const DeskVisitsAnswer = zm.object({
  visits: zm.array(DeskVisit),
  page: zm.number(),
  pageSize: zm.number(),
  total: zm.number(),
});
export type DeskVisitsAnswer = zm.infer<typeof DeskVisitsAnswer>;

export const DeskWindowLoad = zm.object({
  startsAt: zm.string(),
  endsAt: zm.string(),
  capacity: zm.number(),
  /** Places booked (paid or confirmed). */
  booked: zm.number(),
  /** Places held for someone paying right now. */
  held: zm.number(),
  /** Set for this day by the desk, not the area's usual plan. */
  setForDay: zm.boolean(),
});
export const DeskDayAnswer = zm.object({
  area: zm.object({ id: zm.string(), name: zm.string() }),
  day: zm.string(),
  windows: zm.array(DeskWindowLoad),
});
export type DeskDayAnswer = zm.infer<typeof DeskDayAnswer>;

export const DeskAreasAnswer = zm.object({
  areas: zm.array(
    zm.object({ id: zm.string(), name: zm.string(), windows: zm.array(zm.string()) }),
  ),
});
export type DeskAreasAnswer = zm.infer<typeof DeskAreasAnswer>;

export const CapacityAnswer = zm.object({ window: DeskWindowLoad });

export const DeskActionAnswer = zm.object({ visit: DeskVisit });

export const AuditEntry = zm.object({
  id: zm.string(),
  actor: zm.string(),
  action: zm.string(),
  subject: zm.string(),
  before: zm.unknown(),
  after: zm.unknown(),
  at: zm.string(),
});
export type AuditEntry = zm.infer<typeof AuditEntry>;
export const VisitAuditAnswer = zm.object({ entries: zm.array(AuditEntry) });
export const AuditPageAnswer = zm.object({
  entries: zm.array(AuditEntry),
  page: zm.number(),
  pageSize: zm.number(),
  total: zm.number(),
});

export const Technician = zm.object({
  id: zm.string(),
  name: zm.string(),
  mobileNumber: zm.string(),
  active: zm.boolean(),
  /** The service area they cover; null when not set. */
  areaId: zm.nullable(zm.string()),
});
export type Technician = zm.infer<typeof Technician>;
export const TechniciansAnswer = zm.object({ technicians: zm.array(Technician) });

/**
 * Whom to assign a visit to: each active technician with their visits on the visit's day against
 * the daily capacity, those of the visit's area first; `suggested` is the one of the area with
 * room and the fewest visits (null: nobody of the area has room, or the visit has no window).
 */
export const TechnicianSuggestionsAnswer = zm.object({
  capacity: zm.number(),
  suggested: zm.nullable(zm.string()),
  technicians: zm.array(
    zm.object({
      id: zm.string(),
      name: zm.string(),
      areaId: zm.nullable(zm.string()),
      sameArea: zm.boolean(),
      visitsThatDay: zm.number(),
      hasRoom: zm.boolean(),
    }),
  ),
});
export type TechnicianSuggestions = zm.infer<typeof TechnicianSuggestionsAnswer>;
export const TechnicianAnswer = zm.object({ technician: Technician });

export const DeskUser = zm.object({
  id: zm.string(),
  email: zm.string(),
  role: zm.enum(adminRoles),
  twoFactor: zm.boolean(),
  /** False: disabled by an admin; it cannot sign in. */
  active: zm.boolean(),
  /**
   * True: a technician's account whose roster row the desk deactivated; it cannot sign in until
   * the technician is reactivated, whatever `active` says (services/admin/account-standing.ts).
   */
  technicianDeactivated: zm.boolean(),
  createdAt: zm.string(),
});
export const DeskUsersAnswer = zm.object({ users: zm.array(DeskUser) });
export const DeskUserAnswer = zm.object({ user: DeskUser });

/** A technician made with their sign-in: the roster row and the account linked to it. */
export const TechnicianAccountAnswer = zm.object({ technician: Technician, user: DeskUser });
