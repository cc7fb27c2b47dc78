/** The reports calls (docs/product.md#reports): what the app sends and what the API answers. */
import { z } from "zod";
import { MobileNumber, Otp } from "./auth.ts";
import { text } from "./text.ts";

/** Corporate and employee ids as HR systems print them: letters, digits, `-`, `_`, `/`. */
const CorporateCode = (what: string) =>
  text()
    .trim()
    .min(1, `Enter your ${what}`)
    .max(40, `${what} is at most 40 characters`)
    .regex(/^([A-Za-z0-9][A-Za-z0-9/_-]*)?$/, `${what} has letters, digits, - _ or /`)
    .transform((value) => value.toUpperCase());

export const MobileOtpSend = z.object({ mobileNumber: MobileNumber });
export const MobileOtpVerify = z.object({ mobileNumber: MobileNumber, otp: Otp });

export const EmployeeRef = z.object({
  corporateId: CorporateCode("Corporate ID"),
  employeeId: CorporateCode("Employee ID"),
});
export const EmployeeOtpVerify = EmployeeRef.extend({ otp: Otp });

export const ReportIdParam = z.object({ id: text().max(64) });
export const StepUpVerify = z.object({ otp: Otp });

// ---- Answers ----

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
  expiresAt: z.string().optional(),
});
/** An OTP sent; to an employee's or the session's number, masked (******0012). */
export const ReportOtpSentAnswer = z.object({
  status: z.literal("sent"),
  maskedMobile: z.string().optional(),
});
export const ReportVerifiedAnswer = z.object({
  status: z.literal("verified"),
  expiresAt: z.string(),
});
export const StepUpVerifiedAnswer = z.object({ status: z.literal("verified") });
export const ReportsSignedOutAnswer = z.object({ status: z.literal("signed-out") });
