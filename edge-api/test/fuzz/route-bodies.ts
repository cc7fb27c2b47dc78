/**
 * A valid request for every POST and PUT route of the app, keyed `METHOD path` as Hono lists the
 * route (`app.routes`). test/fuzz.test.ts fails when a route has no entry here, so a new route
 * is fuzzed from the day it is added.
 */

import { fhirBundle } from "../../dev/lis-sim/fhir-bundle-message.ts";
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD } from "../../src/env.ts";
import { type Customer, orderBody } from "../../src/routes/orders/orders.test-helpers.ts";
import { type FormFile, samples } from "../../src/services/uploads/uploads.test-support.ts";
import { bookingBody } from "../fixtures.ts";
import { cbcRecord, oruOf } from "../support/lab-results.ts";

export interface Sessions {
  customer: Customer;
  /** A Cookie header holding a signed-in admin's session. */
  adminCookie: string;
  /** A lab's API key for the ingest routes (services/lis/lis-keys.ts). */
  lisKey: string;
}

export type Json = Record<string, unknown>;

export interface RouteFuzz {
  /**
   * json: a JSON body; multipart: text fields and `file`; form: a urlencoded form post; hl7: an
   * HL7 v2 message (the body's `message`), answered with an HL7 ACK, not JSON.
   */
  encoding: "json" | "multipart" | "form" | "hl7";
  /** The session the route needs before it reads the body (lis: a lab's key, not a cookie). */
  session?: "customer" | "admin" | "lis";
  /** The route ends the session it is sent with: the shared sessions are never sent to it. */
  endsSession?: true;
  /** The concrete path (a route with parameters gets real-looking values). */
  path(sessions: Sessions): string;
  body(sessions: Sessions): Json;
  file?: FormFile;
  /** The valid request is stored (2xx) past a captcha that lets everything through. */
  stored?: true;
  /** What a valid body with one text field poisoned is answered (when it has text fields). */
  poisoned?: number;
  /** The route exists only while Razorpay is the payment adapter: fuzzed on such an app. */
  razorpay?: true;
}

const fixed = (path: string) => () => path;

/** MSG91's delivery-report token the fuzzed app is configured with (MSG91_DLR_TOKEN). */
export const DLR_TOKEN = "fuzz-delivery-report-token-0123456789abcdef";
const none = () => ({});
const mobile = "9840012345";

const enquiry = {
  name: "Anita Desai",
  mobileNumber: mobile,
  email: "anita@acme.example",
  city: "Chennai",
  captcha: "solved",
};

export const ROUTE_BODIES: Record<string, RouteFuzz> = {
  "POST /api/auth/verify-otp": {
    encoding: "json",
    path: fixed("/api/auth/verify-otp"),
    body: () => ({ recievedOtp: "12345", mobileNumber: mobile }),
  },
  "POST /api/auth/sign-up": {
    encoding: "json",
    path: fixed("/api/auth/sign-up"),
    body: () => ({
      mobileNumber: mobile,
      name: "Priya Raman",
      email: "priya@example.in",
      pincode: "600041",
      namePrefix: "MS",
      mobileCode: "+91",
      vyomId: "VYOM123",
      recievedOtp: "12345",
    }),
  },
  "POST /api/auth/login": {
    encoding: "json",
    path: fixed("/api/auth/login"),
    body: () => ({ recievedOtp: "12345", mobileNumber: mobile }),
  },
  "POST /api/auth/otp-call": {
    encoding: "json",
    path: fixed("/api/auth/otp-call"),
    body: () => ({ mobileNumber: mobile, purpose: "login" }),
    // Only the app's client may ask for a call (as for the OTP sends): refused before the body.
    poisoned: 403,
  },
  "POST /api/auth/logout": {
    encoding: "json",
    endsSession: true,
    path: fixed("/api/auth/logout"),
    body: none,
  },
  "POST /api/auth/verify-captcha": {
    encoding: "json",
    path: fixed("/api/auth/verify-captcha"),
    body: () => ({ captchaValue: "eyJjaGFsbGVuZ2UiOiJ4In0=" }),
  },
  "POST /api/cart/create": {
    stored: true,
    encoding: "json",
    session: "customer",
    path: fixed("/api/cart/create"),
    body: ({ customer }) => ({
      tests: [{ testName: "Complete Blood Count", testPrice: 350, corpId: "10001" }],
      healthPackages: [
        { healthPackageName: "Full Body", healthPackagePrice: 1999, corpId: "30042" },
      ],
      vyomId: customer.vyomId,
      bookingId: "BK-1",
    }),
  },
  "POST /api/booking": {
    stored: true,
    encoding: "json",
    path: fixed("/api/booking"),
    body: () => ({ ...bookingBody(), captcha: "solved" }),
  },
  "POST /api/enquiries/corporate": {
    stored: true,
    encoding: "json",
    path: fixed("/api/enquiries/corporate"),
    body: () => ({
      ...enquiry,
      companyName: "Acme Logistics",
      employeeCount: "201-500",
      interest: "annual-health-check",
      message: "Health checks\r\nfor the warehouse",
    }),
  },
  "POST /api/enquiries/franchise": {
    stored: true,
    encoding: "json",
    path: fixed("/api/enquiries/franchise"),
    body: () => ({
      ...enquiry,
      pincode: "570001",
      investment: "25-50-lakh",
      currentBusiness: "Pharmacy",
      message: "Interested",
    }),
  },
  "POST /api/enquiries/employee-details": {
    stored: true,
    encoding: "json",
    path: fixed("/api/enquiries/employee-details"),
    body: () => ({
      ...enquiry,
      corporateId: "ACME01",
      employeeId: "E-1042",
      gender: "female",
      dateOfBirth: "1990-05-17",
      collectionDate: "2026-12-01",
      pincode: "600020",
    }),
  },
  "POST /api/admin/login": {
    encoding: "json",
    path: fixed("/api/admin/login"),
    body: () => ({ email: DEV_ADMIN_EMAIL, password: DEV_ADMIN_PASSWORD }),
  },
  "POST /api/admin/logout": {
    encoding: "json",
    endsSession: true,
    path: fixed("/api/admin/logout"),
    body: none,
  },
  "POST /api/transactions-history/fetch-transactions": {
    encoding: "json",
    session: "admin",
    path: fixed("/api/transactions-history/fetch-transactions"),
    body: () => ({ emailAddress: DEV_ADMIN_EMAIL, password: "not-the-password" }),
  },
  "POST /api/admin/orders/:orderId/paid-at-collection": {
    encoding: "json",
    session: "admin",
    path: fixed("/api/admin/orders/VYO-20261201-ABCDEF/paid-at-collection"),
    body: () => ({ method: "cash" }),
  },
  "PUT /api/admin/desk/capacity": {
    encoding: "json",
    session: "admin",
    path: fixed("/api/admin/desk/capacity"),
    body: () => ({ area: "chennai", day: "2026-12-02", startsAt: "09:00", capacity: 8 }),
  },
  "POST /api/admin/desk/visits/:visitId/actions": {
    encoding: "json",
    session: "admin",
    path: fixed("/api/admin/desk/visits/00000000-0000-4000-8000-000000000000/actions"),
    body: () => ({ action: "cancel", reason: "The customer is travelling" }),
  },
  // No result has this id: a valid call is 404, a poisoned note 400 before any lookup.
  "POST /api/admin/results/:reportId/critical-call": {
    encoding: "json",
    session: "admin",
    path: fixed("/api/admin/results/00000000-0000-4000-8000-000000000000/critical-call"),
    body: () => ({ note: "Spoke to the patient; advised to see her doctor today." }),
  },
  // Only a pathologist signs: the fuzzed admin session is refused (403) before any body is read.
  "POST /api/admin/results/:reportId/sign": {
    encoding: "json",
    session: "admin",
    path: fixed("/api/admin/results/00000000-0000-4000-8000-000000000000/sign"),
    body: () => ({}),
  },
  // The fuzzed admin may issue keys: a valid body for a real lab is 201 until the lab's two live
  // keys are issued, then 409; a poisoned label is 400.
  "POST /api/admin/lis-keys": {
    encoding: "json",
    session: "admin",
    path: fixed("/api/admin/lis-keys"),
    body: () => ({ labId: "vyom-bengaluru", label: "Bengaluru LIS" }),
  },
  "POST /api/admin/lis-keys/:keyId/revoke": {
    encoding: "json",
    session: "admin",
    path: fixed("/api/admin/lis-keys/00000000-0000-4000-8000-000000000000/revoke"),
    body: () => ({}),
  },
  // Only a technician acts on their visits: the fuzzed admin session is refused (403) before any
  // body is read, as for a pathologist's sign-off.
  "POST /api/technician/actions": {
    encoding: "json",
    session: "admin",
    path: fixed("/api/technician/actions"),
    body: () => ({ visitId: "00000000-0000-4000-8000-000000000000", action: "start-visit" }),
    // A poisoned visitId is refused too, by the role, before the body is read (its own
    // malformed-body tests: edge-api/src/routes/technician/technician.test.ts).
    poisoned: 403,
  },
  "POST /api/admin/desk/technicians": {
    encoding: "json",
    session: "admin",
    path: fixed("/api/admin/desk/technicians"),
    body: () => ({ name: "Murugan Selvam", mobileNumber: "9840012345" }),
  },
  "PATCH /api/admin/desk/technicians/:technicianId": {
    encoding: "json",
    session: "admin",
    path: fixed("/api/admin/desk/technicians/00000000-0000-4000-8000-000000000000"),
    body: () => ({ name: "Murugan S.", active: false }),
  },
  "POST /api/admin/technician-accounts": {
    encoding: "json",
    session: "admin",
    path: fixed("/api/admin/technician-accounts"),
    body: () => ({
      name: "Anbu Selvan",
      mobileNumber: "9840012399",
      areaId: "chennai",
      email: "tech-fuzz@vyom.example",
      password: "a-long-technician-password",
    }),
  },
  "POST /api/admin/users": {
    encoding: "json",
    session: "admin",
    path: fixed("/api/admin/users"),
    body: () => ({ email: "desk-fuzz@vyom.example", password: "a-long-desk-password" }),
  },
  "PATCH /api/admin/users/:userId": {
    encoding: "json",
    session: "admin",
    path: fixed("/api/admin/users/00000000-0000-4000-8000-000000000000"),
    body: () => ({ active: false }),
  },
  "PUT /api/users/:vyomId/members": {
    stored: true,
    encoding: "json",
    session: "customer",
    path: ({ customer }) => `/api/users/${customer.vyomId}/members`,
    body: ({ customer }) => ({
      members: [
        { name: customer.name, relation: "My Self", mobileNumber: customer.mobile },
        { name: "Meena Shetty", relation: "Mother", mobileNumber: "9876512345", vyomId: "V1" },
        { name: "S. Raghavan", relation: "Unknown", mobileNumber: "044-2345678" },
      ],
    }),
  },
  "POST /api/my-bookings/:visitId/reschedule": {
    encoding: "json",
    session: "customer",
    path: fixed("/api/my-bookings/6f1c2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e5f/reschedule"),
    body: () => ({ day: "2026-12-02", startsAt: "09:00" }),
  },
  "POST /api/my-bookings/:visitId/cancel": {
    encoding: "json",
    session: "customer",
    path: fixed("/api/my-bookings/6f1c2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e5f/cancel"),
    body: () => ({ reason: "Travelling that day" }),
  },
  "PUT /api/my-bookings/sms-preferences": {
    stored: true,
    encoding: "json",
    session: "customer",
    path: fixed("/api/my-bookings/sms-preferences"),
    body: () => ({ muted: ["collected"] }),
  },
  "POST /api/booking/:bookingId/window": {
    encoding: "json",
    path: fixed("/api/booking/00000000-0000-4000-8000-000000000000/window"),
    // No booking has this id, so no token matches: a valid body is 404, a poisoned one 400.
    body: () => ({ token: "A".repeat(43), startsAt: "09:00" }),
  },
  "POST /api/orders": {
    stored: true,
    encoding: "json",
    session: "customer",
    path: fixed("/api/orders"),
    body: ({ customer }) => structuredClone(orderBody(customer)),
  },
  "POST /api/orders/:orderId/payments": {
    encoding: "json",
    session: "customer",
    path: fixed("/api/orders/VYO-20261201-ABCDEF/payments"),
    body: none,
  },
  "POST /api/orders/:orderId/confirm": {
    encoding: "json",
    session: "customer",
    path: fixed("/api/orders/VYO-20261201-ABCDEF/confirm"),
    body: none,
  },
  "POST /api/payments/test-gateway/:orderId/result": {
    encoding: "form",
    session: "customer",
    path: fixed("/api/payments/test-gateway/VYO-20261201-ABCDEF/result"),
    body: () => ({ token: "not-a-signed-token" }),
    // Only the order's owner may post its result: this order is not the customer's, so the form
    // (poisoned or not) is never read.
    poisoned: 404,
  },
  "POST /api/payments/razorpay/verify": {
    razorpay: true,
    encoding: "json",
    session: "customer",
    path: fixed("/api/payments/razorpay/verify"),
    // Not the customer's order: a valid body is 404, a poisoned one 400 before any lookup.
    body: () => ({
      orderId: "VYO-20261201-ABCDEF",
      razorpay_order_id: "order_Fuzz0000000001",
      razorpay_payment_id: "pay_Fuzz0000000001",
      razorpay_signature: "0".repeat(64),
    }),
  },
  "POST /api/payments/razorpay/webhook": {
    razorpay: true,
    encoding: "json",
    path: fixed("/api/payments/razorpay/webhook"),
    body: () => ({
      event: "payment.captured",
      payload: { payment: { entity: { id: "pay_Fuzz0000000001" } } },
    }),
    // Unsigned: refused on its signature before the body is read, poisoned or not.
    poisoned: 401,
  },
  "POST /api/prescriptions": {
    stored: true,
    encoding: "multipart",
    path: fixed("/api/prescriptions"),
    body: () => ({ name: "Priya Raman", mobileNumber: mobile, note: "Morning\r\nplease" }),
    file: { field: "file", bytes: samples.jpeg(), name: "rx.jpg", type: "image/jpeg" },
  },
  "POST /api/careers/applications": {
    stored: true,
    encoding: "multipart",
    path: fixed("/api/careers/applications"),
    body: () => ({
      jobId: "job-102",
      name: "Arun Kumar",
      mobileNumber: mobile,
      email: "arun@example.in",
      coverNote: "Five years\nin a lab",
    }),
    file: { field: "resume", bytes: samples.pdf(), name: "cv.pdf", type: "application/pdf" },
  },
  "POST /api/reports/otp": {
    encoding: "json",
    path: fixed("/api/reports/otp"),
    body: () => ({ mobileNumber: mobile }),
  },
  "POST /api/reports/verify": {
    encoding: "json",
    path: fixed("/api/reports/verify"),
    body: () => ({ mobileNumber: mobile, otp: "12345" }),
  },
  "POST /api/reports/corporate/otp": {
    encoding: "json",
    path: fixed("/api/reports/corporate/otp"),
    body: () => ({ corporateId: "VYOMCORP", employeeId: "E1002" }),
  },
  "POST /api/reports/corporate/verify": {
    encoding: "json",
    path: fixed("/api/reports/corporate/verify"),
    body: () => ({ corporateId: "VYOMCORP", employeeId: "E1002", otp: "12345" }),
  },
  "POST /api/reports/sign-out": {
    encoding: "json",
    endsSession: true,
    path: fixed("/api/reports/sign-out"),
    body: none,
  },
  "POST /api/auth/logout-all": {
    encoding: "json",
    endsSession: true,
    path: fixed("/api/auth/logout-all"),
    body: none,
  },
  "POST /api/admin/login/code": {
    encoding: "json",
    path: fixed("/api/admin/login/code"),
    body: () => ({ code: "123456" }),
  },
  "POST /api/admin/logout-all": {
    encoding: "json",
    endsSession: true,
    path: fixed("/api/admin/logout-all"),
    body: none,
  },
  "POST /api/admin/two-factor/enrolment": {
    encoding: "json",
    session: "admin",
    path: fixed("/api/admin/two-factor/enrolment"),
    body: none,
  },
  "POST /api/admin/two-factor/enrolment/confirm": {
    encoding: "json",
    session: "admin",
    path: fixed("/api/admin/two-factor/enrolment/confirm"),
    body: () => ({ code: "123456" }),
  },
  "POST /api/reports/step-up/otp": {
    encoding: "json",
    session: "customer",
    path: fixed("/api/reports/step-up/otp"),
    body: none,
  },
  // No report has this id (and the shared customer's OTP may be stale): 401 or 404, never 5xx.
  "POST /api/reports/:id/shares": {
    encoding: "json",
    session: "customer",
    path: fixed("/api/reports/00000000-0000-4000-8000-000000000000/shares"),
    body: () => ({ hours: 24 }),
  },
  "POST /api/reports/:id/shares/:shareId/revoke": {
    encoding: "json",
    session: "customer",
    path: fixed(
      "/api/reports/00000000-0000-4000-8000-000000000000/shares/00000000-0000-4000-8000-000000000001/revoke",
    ),
    body: () => ({}),
  },
  // Development only, from this machine only: the fuzzer's addresses are remote, so every
  // request is the 404 of a route that does not exist (edge-api/dev/routes/dev.routes.ts).
  "POST /api/dev/lis-simulator": {
    encoding: "json",
    path: fixed("/api/dev/lis-simulator"),
    body: () => ({
      visitId: "00000000-0000-4000-8000-000000000000",
      stage: "final",
      protocol: "fhir",
    }),
    poisoned: 404,
  },
  // The shared customer's OTP may be older than the step-up allows: 200 or 401, never 5xx.
  "PUT /api/users/me/abha": {
    encoding: "json",
    session: "customer",
    path: fixed("/api/users/me/abha"),
    body: () => ({ abhaNumber: "91-1234-5678-9012", consent: true, consentVersion: "2026-11" }),
  },
  "POST /api/reports/step-up/verify": {
    encoding: "json",
    session: "customer",
    path: fixed("/api/reports/step-up/verify"),
    body: () => ({ otp: "12345" }),
  },
  "POST /api/sms/delivery-reports": {
    stored: true,
    encoding: "json",
    path: fixed(`/api/sms/delivery-reports?token=${DLR_TOKEN}`),
    body: () => ({ requestId: "65a1b2c3d4e5f6a7b8c90001", status: "1", desc: "DELIVERED" }),
  },
  // A lab's report for a booking that does not exist: a valid message is 404 (not stored); a
  // poisoned text anywhere is refused before any lookup (400).
  "POST /api/lis/results": {
    encoding: "json",
    session: "lis",
    path: fixed("/api/lis/results"),
    body: () => fhirBundle(cbcRecord("VYO-20261201-000000", "Lakshmi Devi")) as unknown as Json,
  },
  "POST /api/lis/hl7": {
    encoding: "hl7",
    session: "lis",
    path: fixed("/api/lis/hl7"),
    body: () => ({ message: oruOf(cbcRecord("VYO-20261201-000000", "Lakshmi Devi")) }),
  },
};
