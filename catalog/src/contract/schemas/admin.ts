/**
 * The admin area's calls (docs/product.md#admin): sign-in, sessions, TOTP enrolment, the
 * bookings, submissions and transactions lists, and recording a payment at collection.
 */
import { z } from "zod";
import { adminRoles } from "../desk.ts";
import { text } from "./text.ts";

export const AdminLoginRequest = z.object({
  email: z.email().max(254),
  password: text().min(1).max(200),
});

export const AdminBookingsQuery = z.object({
  mobile: text()
    .regex(/^\d{1,10}$/, "mobile must be 1-10 digits")
    .optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

export const CollectedRequest = z.object({ method: z.enum(["cash", "upi"]) });

export const TransactionsRequest = z.object({
  emailAddress: text().max(254).optional(),
  password: text().max(200).optional(),
});

// ---- Answers ----

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

export const TransactionRecord = z.object({
  name: z.string(),
  mobileNumber: z.string(),
  paymentStatus: z.boolean(),
  products: z.array(z.object({ name: z.string(), price: z.number() })),
  orderId: z.string(),
  amount: z.number(),
  updatedAt: z.string(),
  responseLog: z.string(),
  /** Unpaid, to be paid to the technician at collection: the admin records it when collected. */
  payAtCollection: z.boolean(),
});
export const TransactionsAnswer = z.object({
  status: z.literal("success"),
  transactions: z.array(TransactionRecord),
});
