/**
 * The staff's area under /api/admin (edge-api/src/routes/admin/): sign-in and second factor, the
 * bookings and submissions lists, payment at collection, the desk, staff accounts, lab results
 * and the labs' keys.
 */

import {
  AdminBookingsAnswer,
  AdminCodeAnswer,
  AdminLogoutAllAnswer,
  AdminSessionAnswer,
  AdminSignInAnswer,
  AdminSubmissionsAnswer,
  EnrolmentAnswer,
  EnrolmentConfirmedAnswer,
  PaidAtCollectionAnswer,
} from "../schemas/admin.answers.ts";
import {
  AdminBookingsQuery,
  AdminCodeRequest,
  AdminLoginRequest,
  CollectedRequest,
  EnrolCodeRequest,
  PaidAtCollectionPath,
  SubmissionFileParams,
  SubmissionsQuery,
} from "../schemas/admin.ts";
import { DoneAnswer } from "../schemas/auth.answers.ts";
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
  TechnicianActionAnswer,
  TechnicianAnswer,
  TechnicianDay,
  TechnicianSuggestionsAnswer,
  TechniciansAnswer,
  VisitAuditAnswer,
} from "../schemas/desk.answers.ts";
import {
  AuditQuery,
  CapacityRequest,
  DeskActionRequest,
  DeskDayQuery,
  DeskUserRequest,
  DeskVisitPath,
  DeskVisitsQuery,
  StaffChange,
  StaffPath,
  TechnicianAccountRequest,
  TechnicianActionRequest,
  TechnicianChange,
  TechnicianPath,
  TechnicianRequest,
} from "../schemas/desk.ts";
import {
  LisKeyIssuedAnswer,
  LisKeyRevokedAnswer,
  LisKeysAnswer,
  StaffResultAnswer,
  StaffResultsAnswer,
} from "../schemas/lab-results.answers.ts";
import {
  CriticalCallRequest,
  LisKeyPath,
  LisKeyRequest,
  ResultPath,
} from "../schemas/lab-results.ts";
import {
  adminRequired,
  adminSession,
  idempotencyKey,
  invalid,
  notFound,
  type RouteTable,
  rateLimited,
  refused,
} from "./route-entry.ts";

const tooManyTries = refused("Too many tries: wait the Retry-After seconds (too-many-attempts)");
const wrongCode = refused("A wrong code (wrong-code, with triesLeft) or an expired sign-in");
const adminOnly = refused("A desk user: only an admin may (forbidden)");
const unauthorised = refused("No staff session (unauthorised)");
const notAnAdmin = refused("Not an admin (forbidden)");

/** Sign-in, sessions and the lists (admin.routes.ts, sign-in, two-factor, submissions, orders). */
export const adminEntries = {
  "POST /api/admin/login": {
    summary: "The password step of the admin sign-in",
    request: { body: AdminLoginRequest },
    answers: {
      200: ["Signed in, or a code or an enrolment comes next", AdminSignInAnswer],
      400: invalid,
      401: refused("Wrong e-mail or password (unauthorised)"),
      403: refused(
        "The account is under attack: solve a captcha and send it in X-Vyom-Captcha (captcha-required, captcha-failed)",
      ),
      429: tooManyTries,
    },
  },
  "POST /api/admin/login/code": {
    summary: "The code step (TOTP or recovery code) of the admin sign-in",
    request: { body: AdminCodeRequest },
    answers: {
      200: ["Signed in", AdminCodeAnswer],
      400: invalid,
      401: wrongCode,
      429: tooManyTries,
    },
  },
  "POST /api/admin/logout": {
    summary: "Ends this admin session",
    answers: { 200: ["Signed out", DoneAnswer] },
  },
  "POST /api/admin/logout-all": {
    summary: "Ends every session of this admin, on every device",
    answers: { 200: ["Signed out everywhere", AdminLogoutAllAnswer], 401: adminRequired },
    security: adminSession,
  },
  "GET /api/admin/session": {
    summary: "The signed-in admin",
    answers: {
      200: ["The admin and the session's end", AdminSessionAnswer],
      401: adminRequired,
    },
    security: adminSession,
  },
  "POST /api/admin/two-factor/enrolment": {
    summary: "A new TOTP secret for a signed-in admin without one",
    answers: {
      200: ["The secret to scan or type", EnrolmentAnswer],
      401: adminRequired,
      409: refused("Already enrolled (already-enrolled)"),
    },
    security: adminSession,
  },
  "POST /api/admin/two-factor/enrolment/confirm": {
    summary: "Confirms the new TOTP secret with a code from it",
    request: { body: EnrolCodeRequest },
    answers: {
      200: ["Enrolled: the recovery codes, shown once", EnrolmentConfirmedAnswer],
      400: invalid,
      401: wrongCode,
      409: refused("Already enrolled (already-enrolled)"),
    },
  },
  "GET /api/admin/bookings": {
    summary: "The home-collection bookings, newest first, a page at a time",
    request: { query: AdminBookingsQuery },
    answers: {
      200: ["A page of bookings", AdminBookingsAnswer],
      400: invalid,
      401: adminRequired,
    },
    security: adminSession,
  },
  "GET /api/admin/submissions": {
    summary:
      "The submissions (enquiries, employee details, applications, prescriptions), newest first",
    request: { query: SubmissionsQuery },
    answers: {
      200: ["The submissions with their files' metadata", AdminSubmissionsAnswer],
      400: invalid,
      401: adminRequired,
    },
    security: adminSession,
  },
  "GET /api/admin/submissions/:id/files/:fileId": {
    summary: "A submission's file, as a download named by its id and sniffed type",
    request: { params: SubmissionFileParams },
    answers: {
      200: ["The file's bytes, as an attachment", undefined, "application/octet-stream"],
      400: invalid,
      401: adminRequired,
      404: refused(
        "No such file, or deleted when its retention ended, or no longer in the store (not-found, with a message)",
      ),
      500: refused("The stored bytes differ from those uploaded: not served (file-damaged)"),
    },
    security: adminSession,
  },
  "POST /api/admin/orders/:orderId/paid-at-collection": {
    summary:
      "Records that the technician collected an order's amount (cash or UPI): the order is paid",
    request: { params: PaidAtCollectionPath, body: CollectedRequest },
    answers: {
      200: ["Paid", PaidAtCollectionAnswer],
      400: invalid,
      401: adminRequired,
      404: notFound,
      409: refused("The order is not paid at collection (not-paid-at-collection)"),
    },
    security: adminSession,
  },
} as const satisfies RouteTable;

/** The booking desk (desk.routes.ts) and the staff accounts (users.routes.ts, technician-accounts). */
export const deskEntries = {
  "GET /api/admin/desk/visits": {
    summary:
      "The desk's visits (orders and bookings), filtered by day, area, window, status, mobile and a search (q: the start of a name, digits of a mobile number, or a reference), a page at a time; a search that is none of these is 400",
    request: { query: DeskVisitsQuery },
    answers: {
      200: ["A page of visits", DeskVisitsAnswer],
      400: invalid,
      401: adminRequired,
      429: rateLimited,
    },
    security: adminSession,
  },
  "GET /api/admin/desk/areas": {
    summary: "The service areas and their usual windows",
    answers: { 200: ["The areas", DeskAreasAnswer], 401: adminRequired },
    security: adminSession,
  },
  "GET /api/admin/desk/day": {
    summary: "One area's day: each window's booked and held places against its capacity",
    request: { query: DeskDayQuery },
    answers: {
      200: ["The day's windows", DeskDayAnswer],
      400: invalid,
      401: adminRequired,
      404: notFound,
    },
    security: adminSession,
  },
  "PUT /api/admin/desk/capacity": {
    summary: "Sets one window's capacity for one day (never below the places already booked)",
    request: { body: CapacityRequest },
    answers: {
      200: ["The window with its new capacity", CapacityAnswer],
      400: invalid,
      401: adminRequired,
      404: notFound,
      409: refused("Places already booked exceed it (below-booked)"),
    },
    security: adminSession,
  },
  "POST /api/admin/desk/visits/:visitId/actions": {
    summary:
      "A desk action on a visit: confirm, assign a technician, start the visit (on its day: the customer's 'on the way' SMS), collected (from its day, India time, or earlier with beforeDay: true, audited), in the lab, paid at collection, cancel with a reason. Reports become ready only when the lab's report is released, never by a desk action",
    request: { params: DeskVisitPath, body: DeskActionRequest },
    answers: {
      200: ["Done: the visit after it", DeskActionAnswer],
      400: invalid,
      401: adminRequired,
      404: notFound,
      409: refused("Not possible in the visit's status, or done already (refused)"),
    },
    security: adminSession,
  },
  "GET /api/admin/desk/visits/:visitId/technicians": {
    summary:
      "Whom to assign a visit to: the active technicians with their visits on its day against the daily capacity, its area's first, and the one suggested",
    request: { params: DeskVisitPath },
    answers: {
      200: ["The technicians and the suggestion", TechnicianSuggestionsAnswer],
      400: invalid,
      401: adminRequired,
      404: notFound,
    },
    security: adminSession,
  },
  "GET /api/admin/desk/visits/:visitId/audit": {
    summary: "The audit log of one visit, newest first",
    request: { params: DeskVisitPath },
    answers: {
      200: ["Its entries", VisitAuditAnswer],
      400: invalid,
      401: adminRequired,
      404: notFound,
    },
    security: adminSession,
  },
  "GET /api/admin/desk/audit": {
    summary: "Every audit entry, newest first, a page at a time",
    request: { query: AuditQuery },
    answers: {
      200: ["A page of entries", AuditPageAnswer],
      400: invalid,
      401: adminRequired,
    },
    security: adminSession,
  },
  "GET /api/admin/desk/technicians": {
    summary: "The technicians, active first",
    answers: { 200: ["The technicians", TechniciansAnswer], 401: adminRequired },
    security: adminSession,
  },
  "POST /api/admin/desk/technicians": {
    summary: "Adds a technician",
    request: { body: TechnicianRequest },
    answers: {
      201: [
        "Added (or, asked again with the same name and mobile, the one added)",
        TechnicianAnswer,
      ],
      400: invalid,
      401: adminRequired,
      404: notFound,
      409: refused("Another active technician has the mobile number (mobile-taken)"),
    },
    security: adminSession,
  },
  "PATCH /api/admin/desk/technicians/:technicianId": {
    summary: "Changes a technician's name, mobile, area, or active (false: deactivated)",
    request: { params: TechnicianPath, body: TechnicianChange },
    answers: {
      200: ["Changed", TechnicianAnswer],
      400: invalid,
      401: adminRequired,
      404: notFound,
      409: refused("Another active technician has the mobile number (mobile-taken)"),
    },
    security: adminSession,
  },
  "GET /api/admin/users": {
    summary: "The lab's staff accounts (admins only)",
    answers: { 200: ["The accounts", DeskUsersAnswer], 401: adminRequired, 403: adminOnly },
    security: adminSession,
  },
  "POST /api/admin/users": {
    summary: "Creates a desk user (admins only)",
    request: { body: DeskUserRequest },
    answers: {
      201: ["Created", DeskUserAnswer],
      400: invalid,
      401: adminRequired,
      403: adminOnly,
      404: notFound,
      409: refused("That e-mail already has an account (email-taken)"),
    },
    security: adminSession,
  },
  "PATCH /api/admin/users/:userId": {
    summary: "Disables a desk user (ending its sessions) or enables one again (admins only)",
    request: { params: StaffPath, body: StaffChange },
    answers: {
      200: ["The account as it is now", DeskUserAnswer],
      400: invalid,
      401: adminRequired,
      403: adminOnly,
      404: notFound,
      409: refused("Not a desk user: admins are not disabled here (not-desk)"),
    },
    security: adminSession,
  },
  "POST /api/admin/technician-accounts": {
    summary:
      "Adds a technician with the sign-in of their page (admins only): a technicians row and a staff account of role technician linked to it",
    request: { body: TechnicianAccountRequest },
    answers: {
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
    security: adminSession,
  },
} as const satisfies RouteTable;

/** Lab results' sign-off and critical call (results.routes.ts), the labs' keys (lis-keys). */
export const labEntries = {
  "GET /api/admin/results": {
    summary: "Lab results waiting for a signature or a call, and those lately released",
    answers: {
      200: ["Held (oldest first) and released (newest first)", StaffResultsAnswer],
      401: unauthorised,
    },
  },
  "POST /api/admin/results/:reportId/sign": {
    summary: "A pathologist signs a held result off; it is released if nothing else holds it",
    request: { params: ResultPath },
    answers: {
      200: ["Signed (or already signed: the first signature stands)", StaffResultAnswer],
      400: invalid,
      401: unauthorised,
      403: refused("Not a pathologist (forbidden)"),
      404: refused("No such result (not-found)"),
      409: refused("A newer version exists (superseded)"),
      422: refused("The account has no name and registration to sign with (no-signature)"),
    },
  },
  "POST /api/admin/results/:reportId/critical-call": {
    summary: "The desk records calling the patient about a critical value",
    request: { params: ResultPath, body: CriticalCallRequest },
    answers: {
      200: ["Recorded (or already recorded); released if signed", StaffResultAnswer],
      400: invalid,
      401: unauthorised,
      403: refused("Not the desk or an admin (forbidden)"),
      404: refused("No such result (not-found)"),
      409: refused("No critical value, or a newer version exists"),
      422: refused("The account has no name and registration to sign with (no-signature)"),
    },
  },
  "GET /api/admin/lis-keys": {
    summary: "Labs' API keys: label, lab, when made, last used, revoked (never the key)",
    answers: { 200: ["The keys", LisKeysAnswer], 401: unauthorised, 403: notAnAdmin },
  },
  "POST /api/admin/lis-keys": {
    summary: "Issues a lab's API key, shown once in this answer",
    request: { body: LisKeyRequest },
    answers: {
      201: ["The key (only its SHA-256 is stored)", LisKeyIssuedAnswer],
      400: invalid,
      401: unauthorised,
      403: notAnAdmin,
      404: refused("No such lab (unknown-lab)"),
      409: refused("The lab already has two live keys (too-many-keys)"),
    },
  },
  "POST /api/admin/lis-keys/:keyId/revoke": {
    summary: "Revokes a lab's key: it files nothing from now on",
    request: { params: LisKeyPath },
    answers: {
      200: ["Revoked (or already)", LisKeyRevokedAnswer],
      400: invalid,
      401: unauthorised,
      403: notAnAdmin,
      404: refused("No such key (not-found)"),
    },
  },
} as const satisfies RouteTable;

const notTechnician = refused(
  "Not a technician's account, or not this technician's visit (forbidden)",
);

/** A technician's own page (edge-api/src/routes/technician/technician.routes.ts). */
export const technicianEntries = {
  "GET /api/technician/visits": {
    summary: "The signed-in technician's visits today (India), in window order",
    answers: {
      200: ["The day's visits", TechnicianDay],
      401: adminRequired,
      403: notTechnician,
    },
    security: adminSession,
  },
  "POST /api/technician/actions": {
    summary:
      "Starts, marks collected or records the payment of a visit assigned to the signed-in technician; Idempotency-Key required, a repeat of it answers the first answer again",
    request: { body: TechnicianActionRequest },
    answers: {
      201: ["Done (or the key's first answer)", TechnicianActionAnswer],
      400: invalid,
      401: adminRequired,
      403: notTechnician,
      404: notFound,
      409: refused("The visit's step is refused now, e.g. before its day (refused)"),
      422: refused("The key was used with another body (idempotency-key-reused)"),
      429: rateLimited,
    },
    security: adminSession,
    parameters: [idempotencyKey(true)],
  },
} as const satisfies RouteTable;
