/**
 * Lab reports (docs/product.md#reports), mounted at /api/reports. Reading reports needs a proof:
 * - OTP on a mobile: `POST /otp` then `POST /verify` grants a 15-minute report-access cookie
 *   (services/reports/report-access-cookie.ts) covering that number's reports;
 * - corporate: `POST /corporate/otp` (corporate id + employee id; the OTP goes to the employee's
 *   registered mobile) then `POST /corporate/verify`: that employee's reports. Both answer an
 *   unknown pair exactly as a known one, and name no mobile, masked or not;
 * - the Vyom login: the customer session covers the logged-in user's number (`GET /mine`), while
 *   its last OTP is at most 15 minutes old (services/reports/report-step-up.ts); older, the answer
 *   is 401 `step-up-required` and `POST /step-up/otp` + `POST /step-up/verify` renew it
 *   (step-up.routes.ts).
 * `GET /` lists the report-access proof's reports, `GET /:id/pdf` renders one PDF for either proof,
 * `POST /sign-out` revokes the proof. Sending an OTP never says whether the number has reports.
 * A report no proof covers is 404 (never "someone else's"); no proof at all is 401. Every answer
 * is `Cache-Control: no-store`. OTPs are the one OTP service with its limits
 * (docs/product.md#constants-and-limits).
 */
import { ApiRoutes } from "@vyom/catalog/contract/routes";
import { type Context, Hono } from "hono";
import type { AppDeps } from "../../deps.ts";
import { clientGroup } from "../../http/client-address.ts";
import { currentCustomer } from "../../http/customer-session.ts";
import { noStore } from "../../http/no-store.ts";
import { otpClientBinding } from "../../http/otp-client.ts";
import { route } from "../../openapi/route.ts";
import { abhaOfPatient } from "../../services/abdm/abha-links.ts";
import { diagnosticReportRecord } from "../../services/abdm/diagnostic-report-record.ts";
import { createOtpService, otpServiceOf } from "../../services/otp/otp.service.ts";
import { lookupsPerAddress } from "../../services/otp/otp-limits.ts";
import { consume, type RateLimitRule } from "../../services/rate-limit/rate-limit.ts";
import { rateLimitedResponse } from "../../services/rate-limit/rate-limit-response.ts";
import { referenceOfReport } from "../../services/references/subject-references.ts";
import { findEmployee } from "../../services/reports/corporate-employees.ts";
import { findReport, listReports } from "../../services/reports/lab-reports.ts";
import {
  grantReportAccess,
  pdfsPerAddress,
  type ReportProof,
  reportViewsPerAddress,
  resolveReportAccess,
  revokeReportAccess,
} from "../../services/reports/report-access.ts";
import { reportAccessCookie } from "../../services/reports/report-access-cookie.ts";
import { renderReportPdf, reportFileName } from "../../services/reports/report-pdf.ts";
import { otpIsFresh, stepUpMessage } from "../../services/reports/report-step-up.ts";
import { reportSummary, reportView } from "../../services/reports/report-view.ts";
import { type OtpRefusal, type OtpSentTerms, sendOtpOrAnswer } from "../auth/send-otp.ts";
import { reportSharesRoutes } from "./report-shares.routes.ts";
import { stepUpRoutes } from "./step-up.routes.ts";

const messages = {
  otpNotSent: "The OTP could not be sent. Please try again in a minute.",
  incorrectOtp: "Incorrect OTP. Check the code in your SMS and try again.",
  employeeOtpSent:
    "If this Corporate ID and Employee ID are registered, an OTP was sent to the employee's registered mobile number.",
  accessRequired: "Verify your mobile number with an OTP to see your reports.",
  loginRequired: "Log in to see your reports.",
  reportNotFound: "This report was not found.",
} as const;

export function reportsRoutes(deps: AppDeps) {
  const { db, clock, logger } = deps;
  const otp = otpServiceOf(deps);
  const sender = {
    otp,
    logger,
    env: deps.env,
    failureEvent: "reports.otp-send-failed",
    notSent: { error: "otp-not-sent" as const, message: messages.otpNotSent },
  };

  /**
   * An unknown corporate/employee pair goes through the same OTP service, under a key of its own
   * and with an SMS sender that sends nothing: the same counters, cool-downs, captcha and budget,
   * so neither the answers nor the refusals tell which pairs exist.
   */
  const standIn = createOtpService({
    ...deps,
    secretKey: deps.env.SECRET_KEY,
    smsDailyBudget: deps.env.SMS_DAILY_BUDGET,
    sms: { sendOtp: async () => {} },
  });
  const standInKey = (corporateId: string, employeeId: string) =>
    `unregistered-employee:${corporateId}:${employeeId}`;

  /** Sends the number a report OTP: the refusal, or when the number's next send is accepted. */
  const sendOtp = (c: Context, mobile: string): Promise<OtpRefusal | OtpSentTerms> =>
    sendOtpOrAnswer(c, sender, mobile, "report");

  /**
   * Checks and consumes the code; answers the refusal (429, or 401 for a wrong, used or expired
   * code), or undefined when this request consumed a correct code.
   */
  const verifyOtp = async (c: Context, mobile: string, code: string, service = otp) => {
    const checked = await service.check({
      mobile,
      code,
      purpose: "report",
      client: clientGroup(c),
      binding: otpClientBinding(c, deps),
    });
    if (checked.status === "rate-limited") {
      return rateLimitedResponse(c, checked.retryAfterSeconds);
    }
    if (checked.status === "correct" && (await service.consume(checked.challengeId))) {
      return undefined;
    }
    return c.json({ error: "incorrect-otp" as const, message: messages.incorrectOtp }, 401);
  };

  const grant = async (c: Context, proof: ReportProof) => {
    const now = clock();
    const access = await grantReportAccess(db, proof, now);
    reportAccessCookie.write(c, deps, access.token, access.expiresAt, now);
    return access.expiresAt.toISOString();
  };

  /** Corporate calls look employees up (walking ids costs): limited like the auth lookups. */
  const lookupAllowed = (c: Context) => consume(db, lookupsPerAddress, clientGroup(c), clock());

  const currentAccess = (c: Context) =>
    resolveReportAccess(db, reportAccessCookie.read(c, deps), clock());

  const stepUpRequired = (c: Context) =>
    c.json({ error: "step-up-required" as const, message: stepUpMessage }, 401);

  /**
   * One report for whichever proofs the request carries (the report-access cookie, a customer
   * session with a fresh OTP), counted per address like a PDF: the report, or the refusal.
   */
  const oneReport = async (c: Context, id: string, rule: RateLimitRule) => {
    const proofs: ReportProof[] = [];
    const access = await currentAccess(c);
    if (access) proofs.push(access.proof);
    const customer = await currentCustomer(c, deps);
    const freshCustomer = customer && otpIsFresh(customer.otpVerifiedAt, clock());
    if (freshCustomer) proofs.push({ kind: "mobile", mobileNumber: customer.mobileNumber });
    if (proofs.length === 0 && customer) return stepUpRequired(c);
    if (proofs.length === 0) {
      return c.json(
        { error: "report-access-required" as const, message: messages.accessRequired },
        401,
      );
    }
    const limit = await consume(db, rule, clientGroup(c), clock());
    if (!limit.allowed) return rateLimitedResponse(c, limit.retryAfterSeconds);
    const report = await findReport(db, id, proofs);
    if (!report) {
      return c.json({ error: "report-not-found" as const, message: messages.reportNotFound }, 404);
    }
    return report;
  };

  // Reports are personal: no browser, proxy or service worker may keep any answer.
  return new Hono()
    .use(noStore)
    .post("/otp", ...route(ApiRoutes["POST /api/reports/otp"]), async (c) => {
      const sent = await sendOtp(c, c.req.valid("json").mobileNumber);
      if (sent instanceof Response) return sent;
      return c.json({ status: "sent" as const, resendAfterSeconds: sent.resendAfterSeconds }, 200);
    })
    .post("/verify", ...route(ApiRoutes["POST /api/reports/verify"]), async (c) => {
      const { mobileNumber, otp: code } = c.req.valid("json");
      const refused = await verifyOtp(c, mobileNumber, code);
      if (refused) return refused;
      const expiresAt = await grant(c, { kind: "mobile", mobileNumber });
      return c.json({ status: "verified" as const, expiresAt }, 200);
    })
    .post("/corporate/otp", ...route(ApiRoutes["POST /api/reports/corporate/otp"]), async (c) => {
      const limit = await lookupAllowed(c);
      if (!limit.allowed) return rateLimitedResponse(c, limit.retryAfterSeconds);
      const { corporateId, employeeId } = c.req.valid("json");
      const employee = await findEmployee(db, corporateId, employeeId);
      const sent = employee
        ? await sendOtp(c, employee.mobileNumber)
        : await sendOtpOrAnswer(
            c,
            { ...sender, otp: standIn },
            standInKey(corporateId, employeeId),
            "report",
          );
      if (sent instanceof Response) return sent;
      // No masked mobile: the ids alone must not tell whose number it is, or that it exists. The
      // stand-in's cool-down grows as a real number's does, so the wait tells nothing either.
      return c.json(
        {
          status: "sent" as const,
          message: messages.employeeOtpSent,
          resendAfterSeconds: sent.resendAfterSeconds,
        },
        200,
      );
    })
    .post(
      "/corporate/verify",
      ...route(ApiRoutes["POST /api/reports/corporate/verify"]),
      async (c) => {
        const limit = await lookupAllowed(c);
        if (!limit.allowed) return rateLimitedResponse(c, limit.retryAfterSeconds);
        const { corporateId, employeeId, otp: code } = c.req.valid("json");
        const employee = await findEmployee(db, corporateId, employeeId);
        if (!employee) {
          // Checked like a real code (counted, limited); never grants, even if guessed.
          const refused = await verifyOtp(c, standInKey(corporateId, employeeId), code, standIn);
          return (
            refused ??
            c.json({ error: "incorrect-otp" as const, message: messages.incorrectOtp }, 401)
          );
        }
        const refused = await verifyOtp(c, employee.mobileNumber, code);
        if (refused) return refused;
        const expiresAt = await grant(c, {
          kind: "employee",
          mobileNumber: employee.mobileNumber,
          corporateId,
          employeeId,
        });
        return c.json({ status: "verified" as const, expiresAt }, 200);
      },
    )
    .get("/", ...route(ApiRoutes["GET /api/reports"]), async (c) => {
      const access = await currentAccess(c);
      if (!access) {
        return c.json(
          { error: "report-access-required" as const, message: messages.accessRequired },
          401,
        );
      }
      const reports = await listReports(db, access.proof);
      return c.json(
        { reports: reports.map(reportSummary), expiresAt: access.expiresAt.toISOString() },
        200,
      );
    })
    .get("/mine", ...route(ApiRoutes["GET /api/reports/mine"]), async (c) => {
      const customer = await currentCustomer(c, deps);
      if (!customer) {
        return c.json({ error: "login-required" as const, message: messages.loginRequired }, 401);
      }
      if (!otpIsFresh(customer.otpVerifiedAt, clock())) return stepUpRequired(c);
      const reports = await listReports(db, {
        kind: "mobile",
        mobileNumber: customer.mobileNumber,
      });
      return c.json({ reports: reports.map(reportSummary) }, 200);
    })
    .get("/:id", ...route(ApiRoutes["GET /api/reports/:id"]), async (c) => {
      const found = await oneReport(c, c.req.valid("param").id, reportViewsPerAddress);
      if (found instanceof Response) return found;
      return c.json(await reportView(db, found), 200);
    })
    .route(
      "/",
      reportSharesRoutes(deps, (c, id) => oneReport(c, id, reportViewsPerAddress)),
    )
    .get("/:id/abdm", ...route(ApiRoutes["GET /api/reports/:id/abdm"]), async (c) => {
      // Rendering the PDF inside the Bundle costs as much as the PDF itself.
      const found = await oneReport(c, c.req.valid("param").id, pdfsPerAddress);
      if (found instanceof Response) return found;
      const pdf = await renderReportPdf(found, await referenceOfReport(db, found));
      const abha = await abhaOfPatient(db, found);
      const bundle = diagnosticReportRecord(found, {
        pdf: new Uint8Array(pdf),
        now: clock(),
        ...(abha ? { abhaNumber: abha } : {}),
      });
      c.header("content-type", "application/fhir+json");
      return c.body(JSON.stringify(bundle), 200);
    })
    .get("/:id/pdf", ...route(ApiRoutes["GET /api/reports/:id/pdf"]), async (c) => {
      const found = await oneReport(c, c.req.valid("param").id, pdfsPerAddress);
      if (found instanceof Response) return found;
      const report = found;
      const { language } = c.req.valid("query");
      const pdf = await renderReportPdf(report, await referenceOfReport(db, report), language);
      return c.body(new Uint8Array(pdf), 200, {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${reportFileName(report)}"`,
        "Content-Length": String(pdf.length),
      });
    })
    .route("/step-up", stepUpRoutes(deps, { sendOtp, verifyOtp }, messages.loginRequired))
    .post("/sign-out", ...route(ApiRoutes["POST /api/reports/sign-out"]), async (c) => {
      await revokeReportAccess(db, reportAccessCookie.read(c, deps), clock());
      reportAccessCookie.clear(c, deps);
      return c.json({ status: "signed-out" as const }, 200);
    });
}
