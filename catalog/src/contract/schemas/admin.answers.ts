/**
 * The admin area's answers (docs/product.md#admin): sign-in, sessions, TOTP enrolment, the
 * bookings, submissions and transactions lists, a payment recorded at collection. zod/mini, in a
 * module of their own, so the admin pages check them without the requests' classic zod (admin.ts).
 */
import * as z from "zod/mini";
import { adminRoles } from "../desk.ts";

const AdminEmail = z.object({ email: z.string() });

export const Enrolment = z.object({
  /** The secret, base32, for typing in by hand. */
  secret: z.string(),
  otpauthUri: z.string(),
  /** The URI as a QR code: an SVG data URL. */
  qrCode: z.string(),
});

export const AdminSignInAnswer = z.union([
  z.object({ status: z.literal("success"), admin: AdminEmail }),
  z.object({ status: z.literal("code-required") }),
  z.object({ status: z.literal("enrolment-required"), enrolment: Enrolment }),
]);
export const AdminCodeAnswer = z.object({ status: z.literal("success"), admin: AdminEmail });
export const AdminSessionAnswer = z.object({
  admin: z.object({ email: z.string(), role: z.enum(adminRoles) }),
  expiresAt: z.string(),
  twoFactor: z.boolean(),
});
export const AdminLogoutAllAnswer = z.object({
  status: z.literal("success"),
  sessionsEnded: z.number(),
});
export const EnrolmentAnswer = z.object({ enrolment: Enrolment });
export const EnrolmentConfirmedAnswer = z.object({
  status: z.literal("success"),
  admin: AdminEmail,
  recoveryCodes: z.array(z.string()),
});

export const AdminBooking = z.object({
  bookingId: z.string(),
  /** The booking's reference, "VY-7KQ4-M9RX" (catalog/src/contract/booking-reference.ts). */
  reference: z.string(),
  name: z.string(),
  mobileNumber: z.string(),
  date: z.string(),
  pincode: z.string(),
  policyValue: z.string(),
  status: z.enum(["received", "sent-to-crm", "crm-failed"]),
  createdAt: z.string(),
});
export const AdminBookingsAnswer = z.object({
  bookings: z.array(AdminBooking),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});

export const SubmissionFile = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number(),
});
export const Submission = z.object({
  id: z.string(),
  kind: z.string(),
  name: z.string(),
  mobileNumber: z.string(),
  payload: z.unknown(),
  createdAt: z.string(),
  files: z.array(SubmissionFile),
});
export const AdminSubmissionsAnswer = z.object({ submissions: z.array(Submission) });

export const PaidAtCollectionAnswer = z.object({ orderId: z.string(), status: z.literal("paid") });

// Transaction History: its own module, with each order's money state.
export * from "./transactions.answers.ts";
