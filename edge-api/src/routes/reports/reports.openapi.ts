/** How the reports routes (reports.routes.ts, step-up.routes.ts) appear in `GET /api/openapi.json`. */
import {
  ReportListAnswer,
  ReportOtpSentAnswer,
  ReportShareCreatedAnswer,
  ReportShareRevokedAnswer,
  ReportSharesAnswer,
  ReportsSignedOutAnswer,
  ReportVerifiedAnswer,
  ReportViewAnswer,
  StepUpVerifiedAnswer,
} from "@vyom/catalog/contract/schemas";
import { describe, rateLimited, refused } from "../../openapi/describe.ts";

const otpSent = (summary: string, more = {}) =>
  describe(summary, {
    200: ["Sent (the session's own number: masked; an employee's: not named)", ReportOtpSentAnswer],
    403: refused("The captcha a number under attack needs is missing or failed"),
    429: rateLimited,
    502: refused("The SMS could not be sent (otp-not-sent)"),
    ...more,
  });

const verified = (summary: string, more = {}) =>
  describe(summary, {
    200: ["Verified: the report-access cookie is set until expiresAt", ReportVerifiedAnswer],
    401: refused("Wrong, used or expired OTP (incorrect-otp)"),
    429: rateLimited,
    ...more,
  });

const accessRequired = refused("No report proof (report-access-required)");
const loginOrStepUp = refused("No customer session, or its OTP is too old (step-up-required)");

export const reportsDocs = {
  otp: otpSent("Sends a report OTP to a mobile number (never says whether it has reports)"),
  verify: verified("Checks the mobile's report OTP and grants 15 minutes of report access"),
  corporateOtp: otpSent(
    "Sends a report OTP to an employee's registered mobile (an unknown pair is answered alike)",
  ),
  corporateVerify: verified("Checks the employee's report OTP and grants their report access"),
  list: describe("The reports the report-access proof covers", {
    200: ["The reports and the proof's end", ReportListAnswer],
    401: accessRequired,
  }),
  mine: describe("The logged-in customer's reports (their OTP at most 15 minutes old)", {
    200: ["The reports", ReportListAnswer],
    401: loginOrStepUp,
  }),
  view: describe(
    "One report as the app shows it (flags in words, notes, trends), for either proof",
    {
      200: ["The report", ReportViewAnswer],
      401: accessRequired,
      404: refused("No report this proof covers (report-not-found)"),
      429: rateLimited,
    },
  ),
  pdf: describe("One report as a PDF, for either proof", {
    200: ["The PDF, as an attachment", undefined, "application/pdf"],
    401: accessRequired,
    404: refused("No report this proof covers (report-not-found)"),
    429: rateLimited,
  }),
  share: describe("Makes a link for the patient's doctor to this report (shown once)", {
    201: ["The link's token and end", ReportShareCreatedAnswer],
    401: accessRequired,
    404: refused("No report this proof covers (report-not-found)"),
    429: refused("Too many links today (too-many-links), or too many reports opened"),
  }),
  shares: describe("The report's doctor links, each with when it was opened", {
    200: ["The links", ReportSharesAnswer],
    401: accessRequired,
    404: refused("No report this proof covers (report-not-found)"),
  }),
  revokeShare: describe("Revokes one of the report's doctor links", {
    200: ["Revoked (or already)", ReportShareRevokedAnswer],
    401: accessRequired,
    404: refused("No such report or link (report-not-found, not-found)"),
  }),
  abdm: describe("The report as an ABDM DiagnosticReportRecord document Bundle (NRCeS IG 6.5.0)", {
    200: ["The FHIR document Bundle with the PDF", undefined, "application/fhir+json"],
    401: accessRequired,
    404: refused("No report this proof covers (report-not-found)"),
    429: rateLimited,
  }),
  signOut: describe("Revokes the report-access proof", {
    200: ["Signed out", ReportsSignedOutAnswer],
  }),
  stepUpOtp: describe("Sends an OTP to the logged-in customer's own number", {
    200: ["Sent, to the masked number", ReportOtpSentAnswer],
    401: refused("No customer session (login-required)"),
    429: rateLimited,
    502: refused("The SMS could not be sent (otp-not-sent)"),
  }),
  stepUpVerify: describe("Checks the step-up OTP and renews the session's verification time", {
    200: ["Verified", StepUpVerifiedAnswer],
    401: refused("No customer session, or a wrong OTP"),
    429: rateLimited,
  }),
};
