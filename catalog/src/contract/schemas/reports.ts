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
export const ReportShareParam = z.object({ id: text().max(64), shareId: text().max(64) });

/** A link for a doctor: how long it works (24 hours unless chosen, at most 7 days). */
export const ReportShareRequest = z.object({
  hours: z
    .number()
    .int("Choose whole hours")
    .min(1, "A link works at least an hour")
    .max(168, "A link works at most 7 days")
    .default(24),
});
export const StepUpVerify = z.object({ otp: Otp });

// ---- Answers ----
// In reports.answers.ts, zod/mini: the app imports them without these requests' classic zod.
export * from "./reports.answers.ts";
