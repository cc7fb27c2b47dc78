/**
 * The reports calls' answers (docs/product.md#reports), zod/mini: the reports pages check them
 * without the requests' classic zod (reports.ts).
 */
import * as z from "zod/mini";

export const ReportSummary = z.object({
  id: z.string(),
  patientName: z.string(),
  patientAge: z.number(),
  patientGender: z.string(),
  collectedAt: z.string(),
  reportedAt: z.string(),
  tests: z.array(z.string()),
  status: z.literal("ready"),
  flaggedCount: z.number(),
});
/** `GET /api/reports` (with the proof's end) and `GET /api/reports/mine` (without). */
export const ReportListAnswer = z.object({
  reports: z.array(ReportSummary),
  expiresAt: z.optional(z.string()),
});
/**
 * An OTP sent; to the session's own number, masked (******0012). An employee's is never named
 * (`message` says where it went, if the ids are registered).
 */
export const ReportOtpSentAnswer = z.object({
  status: z.literal("sent"),
  maskedMobile: z.optional(z.string()),
  message: z.optional(z.string()),
});
export const ReportVerifiedAnswer = z.object({
  status: z.literal("verified"),
  expiresAt: z.string(),
});
export const StepUpVerifiedAnswer = z.object({ status: z.literal("verified") });
export const ReportsSignedOutAnswer = z.object({ status: z.literal("signed-out") });
