/**
 * The patient's reports (edge-api/src/routes/reports/: reports.routes.ts, report-shares.routes.ts,
 * step-up.routes.ts): the report proofs, the list, one report, its PDF and ABDM export, the
 * doctor links.
 */

import { LanguageQuery } from "../schemas/language.ts";
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
} from "../schemas/reports.answers.ts";
import {
  EmployeeOtpVerify,
  EmployeeRef,
  MobileOtpSend,
  MobileOtpVerify,
  ReportIdParam,
  ReportShareParam,
  ReportShareRequest,
  StepUpVerify,
} from "../schemas/reports.ts";
import { invalid, type RouteTable, rateLimited, refused } from "./route-entry.ts";

const otpSentAnswers = {
  200: ["Sent (the session's own number: masked; an employee's: not named)", ReportOtpSentAnswer],
  400: invalid,
  403: refused("The captcha a number under attack needs is missing or failed"),
  429: rateLimited,
  502: refused("The SMS could not be sent (otp-not-sent)"),
} as const;

const verifiedAnswers = {
  200: ["Verified: the report-access cookie is set until expiresAt", ReportVerifiedAnswer],
  400: invalid,
  401: refused("Wrong, used or expired OTP (incorrect-otp)"),
  429: rateLimited,
} as const;

const accessRequired = refused("No report proof (report-access-required)");
const loginOrStepUp = refused("No customer session, or its OTP is too old (step-up-required)");
const reportNotFound = refused("No report this proof covers (report-not-found)");

export const reportsEntries = {
  "POST /api/reports/otp": {
    summary: "Sends a report OTP to a mobile number (never says whether it has reports)",
    // `language`: the SMS's; checked before anything is counted (as every OTP send's).
    request: { body: MobileOtpSend, query: LanguageQuery },
    answers: otpSentAnswers,
  },
  "POST /api/reports/verify": {
    summary: "Checks the mobile's report OTP and grants 15 minutes of report access",
    request: { body: MobileOtpVerify },
    answers: verifiedAnswers,
  },
  "POST /api/reports/corporate/otp": {
    summary:
      "Sends a report OTP to an employee's registered mobile (an unknown pair is answered alike)",
    request: { body: EmployeeRef, query: LanguageQuery },
    answers: otpSentAnswers,
  },
  "POST /api/reports/corporate/verify": {
    summary: "Checks the employee's report OTP and grants their report access",
    request: { body: EmployeeOtpVerify },
    answers: verifiedAnswers,
  },
  "GET /api/reports": {
    summary: "The reports the report-access proof covers",
    answers: { 200: ["The reports and the proof's end", ReportListAnswer], 401: accessRequired },
  },
  "GET /api/reports/mine": {
    summary: "The logged-in customer's reports (their OTP at most 15 minutes old)",
    answers: { 200: ["The reports", ReportListAnswer], 401: loginOrStepUp },
  },
  "GET /api/reports/:id": {
    summary: "One report as the app shows it (flags in words, notes, trends), for either proof",
    request: { params: ReportIdParam },
    answers: {
      200: ["The report", ReportViewAnswer],
      400: invalid,
      401: accessRequired,
      404: reportNotFound,
      429: rateLimited,
    },
  },
  "GET /api/reports/:id/pdf": {
    summary: "One report as a PDF, for either proof",
    // `language`: the words of the PDF (edge-api/src/services/reports/report-words.ts).
    request: { params: ReportIdParam, query: LanguageQuery },
    answers: {
      200: ["The PDF, as an attachment", undefined, "application/pdf"],
      400: invalid,
      401: accessRequired,
      404: reportNotFound,
      429: rateLimited,
    },
  },
  "GET /api/reports/:id/abdm": {
    summary: "The report as an ABDM DiagnosticReportRecord document Bundle (NRCeS IG 6.5.0)",
    request: { params: ReportIdParam },
    answers: {
      200: ["The FHIR document Bundle with the PDF", undefined, "application/fhir+json"],
      400: invalid,
      401: accessRequired,
      404: reportNotFound,
      429: rateLimited,
    },
  },
  "POST /api/reports/:id/shares": {
    summary: "Makes a link for the patient's doctor to this report (shown once)",
    request: { params: ReportIdParam, body: ReportShareRequest },
    answers: {
      201: ["The link's token and end", ReportShareCreatedAnswer],
      400: invalid,
      401: accessRequired,
      404: reportNotFound,
      429: refused("Too many links today (too-many-links), or too many reports opened"),
    },
  },
  "GET /api/reports/:id/shares": {
    summary: "The report's doctor links, each with when it was opened",
    request: { params: ReportIdParam },
    answers: {
      200: ["The links", ReportSharesAnswer],
      400: invalid,
      401: accessRequired,
      404: reportNotFound,
      429: rateLimited,
    },
  },
  "POST /api/reports/:id/shares/:shareId/revoke": {
    summary: "Revokes one of the report's doctor links",
    request: { params: ReportShareParam },
    answers: {
      200: ["Revoked (or already)", ReportShareRevokedAnswer],
      400: invalid,
      401: accessRequired,
      404: refused("No such report or link (report-not-found, not-found)"),
      429: rateLimited,
    },
  },
  "POST /api/reports/sign-out": {
    summary: "Revokes the report-access proof",
    answers: { 200: ["Signed out", ReportsSignedOutAnswer] },
  },
  "POST /api/reports/step-up/otp": {
    summary: "Sends an OTP to the logged-in customer's own number",
    request: { query: LanguageQuery },
    answers: {
      200: ["Sent, to the masked number", ReportOtpSentAnswer],
      400: invalid,
      401: refused("No customer session (login-required)"),
      403: otpSentAnswers[403],
      429: rateLimited,
      502: refused("The SMS could not be sent (otp-not-sent)"),
    },
  },
  "POST /api/reports/step-up/verify": {
    summary: "Checks the step-up OTP and renews the session's verification time",
    request: { body: StepUpVerify },
    answers: {
      200: ["Verified", StepUpVerifiedAnswer],
      400: invalid,
      401: refused("No customer session, or a wrong OTP"),
      429: rateLimited,
    },
  },
} as const satisfies RouteTable;

const linkNotValid = refused(
  "Malformed, unknown, expired or revoked link: all alike (link-not-valid)",
);

/** The doctor's link (edge-api/src/routes/shared-reports/shared-reports.routes.ts): no login. */
export const sharedReportsEntries = {
  "GET /api/shared-reports/view": {
    summary: "The shared report as the app shows it, without trends (X-Vyom-Share-Token)",
    answers: { 200: ["The report", ReportViewAnswer], 404: linkNotValid, 429: rateLimited },
  },
  "GET /api/shared-reports/pdf": {
    summary: "The shared report's PDF (X-Vyom-Share-Token)",
    request: { query: LanguageQuery },
    answers: {
      200: ["The PDF, as an attachment", undefined, "application/pdf"],
      400: invalid,
      404: linkNotValid,
      429: rateLimited,
    },
  },
} as const satisfies RouteTable;
