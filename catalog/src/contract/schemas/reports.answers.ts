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
  /** VYR-000042 (absent only from an older server's answer). */
  reportNumber: z.optional(z.string()),
  /** Which values are outside their range ("Haemoglobin: Low"), not just how many. */
  flagged: z.optional(
    z.array(z.object({ test: z.string(), parameter: z.string(), flagWords: z.string() })),
  ),
});
/** `GET /api/reports` (with the proof's end) and `GET /api/reports/mine` (without). */
export const ReportListAnswer = z.object({
  reports: z.array(ReportSummary),
  expiresAt: z.optional(z.string()),
});
/**
 * An OTP sent; to the session's own number, masked (******0012). An employee's is never named
 * (`message` says where it went, if the ids are registered). `resendAfterSeconds`: the number's
 * cool-down after this send, as the login's OtpSentAnswer has it.
 */
export const ReportOtpSentAnswer = z.object({
  status: z.literal("sent"),
  maskedMobile: z.optional(z.string()),
  message: z.optional(z.string()),
  resendAfterSeconds: z.int().check(z.positive()),
});
export const ReportVerifiedAnswer = z.object({
  status: z.literal("verified"),
  expiresAt: z.string(),
});
export const StepUpVerifiedAnswer = z.object({ status: z.literal("verified") });
export const ReportsSignedOutAnswer = z.object({ status: z.literal("signed-out") });

/**
 * A flag in words: never colour alone, never alarm (edge-api/src/services/reports/report-view.ts).
 * "abnormal": the lab flagged a result that has no direction (a text result: "Positive").
 */
export const ReportFlag = z.enum([
  "low",
  "high",
  "critical-low",
  "critical-high",
  "abnormal",
  "critical-abnormal",
]);

/** One value of a report as a patient reads it, with what it was before. */
export const ReportParameterView = z.object({
  name: z.string(),
  /** A number in `unit`, or the lab's words for a text result ("Pale yellow"; unit ""). */
  value: z.union([z.number(), z.string()]),
  unit: z.string(),
  low: z.optional(z.number()),
  high: z.optional(z.number()),
  rangeText: z.optional(z.string()),
  flag: z.nullable(ReportFlag),
  /** "Low", "High", "Critical low", "Critical high"; the lab's word for an abnormal result. */
  flagWords: z.nullable(z.string()),
  /** What a flagged value usually means, in plain words (the lab's test master). */
  note: z.optional(z.string()),
  /** false: outside the lab's NABL scope; absent: not known (an older report). */
  accredited: z.optional(z.boolean()),
  /** The lab's code or unit was not recognised: shown as sent, never compared. */
  unmapped: z.optional(z.boolean()),
  /** As the lab sent it, when converted to the unit shown. */
  sent: z.optional(z.object({ value: z.number(), unit: z.string() })),
  /** The same parameter in this person's earlier reports, same unit, oldest first; none for text. */
  history: z.array(z.object({ reportId: z.string(), reportedAt: z.string(), value: z.number() })),
});
export const ReportTestView = z.object({
  corpId: z.string(),
  testName: z.string(),
  parameters: z.array(ReportParameterView),
});

/** `GET /api/reports/{id}`: one report as the app shows it (the PDF is rendered from the same). */
export const ReportViewAnswer = z.object({
  id: z.string(),
  reportNumber: z.string(),
  status: z.enum(["partial", "preliminary", "final", "corrected", "amended"]),
  /** Said when the report is not plainly final ("Corrected report: replaces the earlier version"). */
  statusWords: z.nullable(z.string()),
  patient: z.object({
    name: z.string(),
    age: z.number(),
    gender: z.string(),
    birthDate: z.nullable(z.string()),
  }),
  sample: z.object({
    id: z.nullable(z.string()),
    type: z.nullable(z.string()),
    collectedAt: z.string(),
  }),
  reportedAt: z.string(),
  lab: z.object({
    name: z.string(),
    address: z.string(),
    nablCertificate: z.nullable(z.string()),
  }),
  signedBy: z.nullable(
    z.object({ name: z.string(), registration: z.string(), signedAt: z.nullable(z.string()) }),
  ),
  tests: z.array(ReportTestView),
  /** Values outside their range, by name: what the list says instead of a bare count. */
  flagged: z.array(z.object({ test: z.string(), parameter: z.string(), flagWords: z.string() })),
});

/** A doctor's link made: the token is shown once, here (only its hash is kept). */
export const ReportShareCreatedAnswer = z.object({
  id: z.string(),
  token: z.string(),
  expiresAt: z.string(),
});
export const ReportShare = z.object({
  id: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.nullable(z.string()),
  live: z.boolean(),
  /** Each time the doctor opened it (the page, or the PDF). */
  openings: z.array(z.object({ at: z.string(), what: z.enum(["view", "pdf"]) })),
});
export const ReportSharesAnswer = z.object({ shares: z.array(ReportShare) });
export const ReportShareRevokedAnswer = z.object({ status: z.literal("revoked") });
