/**
 * The admin area's calls (docs/product.md#admin): sign-in, sessions, TOTP enrolment, the
 * bookings, submissions and transactions lists, and recording a payment at collection.
 */
import { z } from "zod";
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
// In admin.answers.ts, zod/mini: the app imports them without these requests' classic zod.
export * from "./admin.answers.ts";
