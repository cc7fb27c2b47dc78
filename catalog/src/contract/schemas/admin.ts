/**
 * The admin area's calls (docs/product.md#admin): sign-in, sessions, TOTP enrolment, the
 * bookings, submissions and transactions lists, and recording a payment at collection.
 */
import { z } from "zod";
import { RECOVERY_CODE_PATTERN, TOTP_CODE_PATTERN } from "../admin-codes.ts";
import { ORDER_ID_PATTERN } from "../order-id.ts";
import { submissionKinds } from "../submissions.ts";
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

/** Spaces are what people type between digit groups; they mean nothing. */
const typedCode = text()
  .max(32)
  .transform((code) => code.replace(/\s/g, ""));

/** The sign-in's code step: a TOTP code or a recovery code. */
export const AdminCodeRequest = z.object({
  code: typedCode.refine(
    (code) => TOTP_CODE_PATTERN.test(code) || RECOVERY_CODE_PATTERN.test(code),
    "a 6-digit code or a recovery code (xxxxx-xxxxx)",
  ),
});

/** Enrolment is confirmed with a code of the new secret: recovery codes do not exist yet. */
export const EnrolCodeRequest = z.object({
  code: typedCode.refine((code) => TOTP_CODE_PATTERN.test(code), "a 6-digit code"),
});

const day = text()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date YYYY-MM-DD")
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), "is not a real date");

export const SubmissionsQuery = z
  .object({
    kind: z
      .enum(submissionKinds, { error: `kind must be one of: ${submissionKinds.join(", ")}` })
      .optional(),
    from: day.optional(),
    to: day.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ["to"],
    message: "to must be on or after from",
  });

export const SubmissionFileParams = z.object({
  id: z.uuid("id must be a submission id"),
  fileId: z.uuid("fileId must be a file id"),
});

export const PaidAtCollectionPath = z.object({
  orderId: text().regex(ORDER_ID_PATTERN, "unknown order id"),
});

// ---- Answers ----
// In admin.answers.ts, zod/mini: the app imports them without these requests' classic zod.
export * from "./admin.answers.ts";
