/** How the booking desk (desk.routes.ts) and the staff accounts (users.routes.ts) appear in `GET /api/openapi.json`. */
import {
  AuditPageAnswer,
  CapacityAnswer,
  DeskActionAnswer,
  DeskAreasAnswer,
  DeskDayAnswer,
  DeskUserAnswer,
  DeskUsersAnswer,
  DeskVisitsAnswer,
  TechnicianAccountAnswer,
  TechnicianAnswer,
  TechnicianSuggestionsAnswer,
  TechniciansAnswer,
  VisitAuditAnswer,
} from "@vyom/catalog/contract/schemas";
import {
  adminRequired,
  describe,
  invalid,
  notFound,
  rateLimited,
  refused,
} from "../../openapi/describe.ts";

const staff = { security: [{ adminSession: [] }] };
const adminOnly = refused("A desk user: only an admin may (forbidden)");

export const deskDocs = {
  visits: describe(
    "The desk's visits (orders and bookings), filtered by day, area, window, status, mobile and a search (q: the start of a name, digits of a mobile number, or a reference), a page at a time; a search that is none of these is 400",
    {
      200: ["A page of visits", DeskVisitsAnswer],
      400: invalid,
      401: adminRequired,
      429: rateLimited,
    },
    staff,
  ),
  areas: describe(
    "The service areas and their usual windows",
    { 200: ["The areas", DeskAreasAnswer], 401: adminRequired },
    staff,
  ),
  day: describe(
    "One area's day: each window's booked and held places against its capacity",
    { 200: ["The day's windows", DeskDayAnswer], 400: invalid, 401: adminRequired, 404: notFound },
    staff,
  ),
  capacity: describe(
    "Sets one window's capacity for one day (never below the places already booked)",
    {
      200: ["The window with its new capacity", CapacityAnswer],
      400: invalid,
      401: adminRequired,
      404: notFound,
      409: refused("Places already booked exceed it (below-booked)"),
    },
    staff,
  ),
  action: describe(
    "A desk action on a visit: confirm, assign a technician, start the visit (on its day: the customer's 'on the way' SMS), collected (from its day, India time, or earlier with beforeDay: true, audited), in the lab, paid at collection, cancel with a reason. Reports become ready only when the lab's report is released, never by a desk action",
    {
      200: ["Done: the visit after it", DeskActionAnswer],
      400: invalid,
      401: adminRequired,
      404: notFound,
      409: refused("Not possible in the visit's status, or done already (refused)"),
    },
    staff,
  ),
  suggestions: describe(
    "Whom to assign a visit to: the active technicians with their visits on its day against the daily capacity, its area's first, and the one suggested",
    {
      200: ["The technicians and the suggestion", TechnicianSuggestionsAnswer],
      400: invalid,
      401: adminRequired,
      404: notFound,
    },
    staff,
  ),
  visitAudit: describe(
    "The audit log of one visit, newest first",
    { 200: ["Its entries", VisitAuditAnswer], 401: adminRequired, 404: notFound },
    staff,
  ),
  audit: describe(
    "Every audit entry, newest first, a page at a time",
    { 200: ["A page of entries", AuditPageAnswer], 400: invalid, 401: adminRequired },
    staff,
  ),
  technicians: describe(
    "The technicians, active first",
    { 200: ["The technicians", TechniciansAnswer], 401: adminRequired },
    staff,
  ),
  addTechnician: describe(
    "Adds a technician",
    {
      201: [
        "Added (or, asked again with the same name and mobile, the one added)",
        TechnicianAnswer,
      ],
      400: invalid,
      401: adminRequired,
      404: notFound,
      409: refused("Another active technician has the mobile number (mobile-taken)"),
    },
    staff,
  ),
  changeTechnician: describe(
    "Changes a technician's name, mobile, area, or active (false: deactivated)",
    {
      200: ["Changed", TechnicianAnswer],
      400: invalid,
      401: adminRequired,
      404: notFound,
      409: refused("Another active technician has the mobile number (mobile-taken)"),
    },
    staff,
  ),
  users: describe(
    "The lab's staff accounts (admins only)",
    { 200: ["The accounts", DeskUsersAnswer], 401: adminRequired, 403: adminOnly },
    staff,
  ),
  addTechnicianAccount: describe(
    "Adds a technician with the sign-in of their page (admins only): a technicians row and a staff account of role technician linked to it",
    {
      201: ["Created", TechnicianAccountAnswer],
      400: invalid,
      401: adminRequired,
      403: adminOnly,
      404: refused("The area does not exist (not-found)"),
      409: refused(
        "Another active technician has the mobile number (mobile-taken), or the e-mail has an account (email-taken)",
      ),
      429: rateLimited,
    },
    staff,
  ),
  addUser: describe(
    "Creates a desk user (admins only)",
    {
      201: ["Created", DeskUserAnswer],
      400: invalid,
      401: adminRequired,
      403: adminOnly,
      404: notFound,
      409: refused("That e-mail already has an account (email-taken)"),
    },
    staff,
  ),
  changeUser: describe(
    "Disables a desk user (ending its sessions) or enables one again (admins only)",
    {
      200: ["The account as it is now", DeskUserAnswer],
      400: invalid,
      401: adminRequired,
      403: adminOnly,
      404: notFound,
      409: refused("Not a desk user: admins are not disabled here (not-desk)"),
    },
    staff,
  ),
};
