/** How the admin routes (admin/*.routes.ts) appear in `GET /api/openapi.json`. */
import {
  AdminBookingsAnswer,
  AdminCodeAnswer,
  AdminLogoutAllAnswer,
  AdminSessionAnswer,
  AdminSignInAnswer,
  AdminSubmissionsAnswer,
  DoneAnswer,
  EnrolmentAnswer,
  EnrolmentConfirmedAnswer,
  PaidAtCollectionAnswer,
} from "@vyom/catalog/contract/schemas";
import { adminRequired, describe, notFound, refused } from "../../openapi/describe.ts";

const admin = { security: [{ adminSession: [] }] };
const tooManyTries = refused("Too many tries: wait the Retry-After seconds (too-many-attempts)");
const wrongCode = refused("A wrong code (wrong-code, with triesLeft) or an expired sign-in");

export const adminDocs = {
  login: describe("The password step of the admin sign-in", {
    200: ["Signed in, or a code or an enrolment comes next", AdminSignInAnswer],
    401: refused("Wrong e-mail or password (unauthorised)"),
    403: refused(
      "The account is under attack: solve a captcha and send it in X-Vyom-Captcha (captcha-required, captcha-failed)",
    ),
    429: tooManyTries,
  }),
  loginCode: describe("The code step (TOTP or recovery code) of the admin sign-in", {
    200: ["Signed in", AdminCodeAnswer],
    401: wrongCode,
    429: tooManyTries,
  }),
  logout: describe("Ends this admin session", { 200: ["Signed out", DoneAnswer] }),
  logoutAll: describe(
    "Ends every session of this admin, on every device",
    { 200: ["Signed out everywhere", AdminLogoutAllAnswer], 401: adminRequired },
    admin,
  ),
  session: describe(
    "The signed-in admin",
    { 200: ["The admin and the session's end", AdminSessionAnswer], 401: adminRequired },
    admin,
  ),
  enrol: describe(
    "A new TOTP secret for a signed-in admin without one",
    {
      200: ["The secret to scan or type", EnrolmentAnswer],
      401: adminRequired,
      409: refused("Already enrolled (already-enrolled)"),
    },
    admin,
  ),
  confirm: describe("Confirms the new TOTP secret with a code from it", {
    200: ["Enrolled: the recovery codes, shown once", EnrolmentConfirmedAnswer],
    401: wrongCode,
    409: refused("Already enrolled (already-enrolled)"),
  }),
  bookings: describe(
    "The home-collection bookings, newest first, a page at a time",
    { 200: ["A page of bookings", AdminBookingsAnswer], 401: adminRequired },
    admin,
  ),
  submissions: describe(
    "The submissions (enquiries, employee details, applications, prescriptions), newest first",
    {
      200: ["The submissions with their files' metadata", AdminSubmissionsAnswer],
      401: adminRequired,
    },
    admin,
  ),
  file: describe(
    "A submission's file, as a download named by its id and sniffed type",
    {
      200: ["The file's bytes, as an attachment", undefined, "application/octet-stream"],
      401: adminRequired,
      404: refused(
        "No such file, or deleted when its retention ended, or no longer in the store (not-found, with a message)",
      ),
      500: refused("The stored bytes differ from those uploaded: not served (file-damaged)"),
    },
    admin,
  ),
  paidAtCollection: describe(
    "Records that the technician collected an order's amount (cash or UPI): the order is paid",
    {
      200: ["Paid", PaidAtCollectionAnswer],
      401: adminRequired,
      404: notFound,
      409: refused("The order is not paid at collection (not-paid-at-collection)"),
    },
    admin,
  ),
};
