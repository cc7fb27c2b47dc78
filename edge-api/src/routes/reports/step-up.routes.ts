/**
 * The report step-up of a logged-in customer (services/reports/report-step-up.ts), mounted at
 * /api/reports/step-up. `POST /otp` sends an OTP to the session's own number (never a number from
 * the body); `POST /verify {otp}` checks it against that number and renews the session's
 * verification time. The OTP calls are the reports API's own (reports.routes.ts), so their limits
 * are those of every OTP.
 */
import { ApiRoutes } from "@vyom/catalog/contract/routes";
import { type Context, Hono, type TypedResponse } from "hono";
import type { AppDeps } from "../../deps.ts";
import { currentCustomer } from "../../http/customer-session.ts";
import { route } from "../../openapi/route.ts";
import type { rateLimitedResponse } from "../../services/rate-limit/rate-limit-response.ts";
import { maskedMobile } from "../../services/reports/lab-reports.ts";
import { recordOtpVerification } from "../../services/sessions/sessions.ts";
import type { OtpRefusal, OtpSentTerms } from "../auth/send-otp.ts";

/** A check's refusals: too many tries (429), or a wrong, used or expired code (401). */
export type OtpCheckRefusal =
  | ReturnType<typeof rateLimitedResponse>
  | (Response & TypedResponse<{ error: "incorrect-otp"; message: string }, 401, "json">);

/**
 * The reports API's OTP calls: each answers its refusal, or (a send) when the number's next send
 * is accepted, or (a check) undefined when it went through.
 */
export interface ReportOtpCalls {
  sendOtp(c: Context, mobile: string): Promise<OtpRefusal | OtpSentTerms>;
  verifyOtp(c: Context, mobile: string, code: string): Promise<OtpCheckRefusal | undefined>;
}

export function stepUpRoutes(deps: AppDeps, otp: ReportOtpCalls, loginRequiredMessage: string) {
  const loginRequired = (c: Context) =>
    c.json({ error: "login-required" as const, message: loginRequiredMessage }, 401);

  return new Hono()
    .post("/otp", ...route(ApiRoutes["POST /api/reports/step-up/otp"]), async (c) => {
      const customer = await currentCustomer(c, deps);
      if (!customer) return loginRequired(c);
      const sent = await otp.sendOtp(c, customer.mobileNumber);
      if (sent instanceof Response) return sent;
      return c.json(
        {
          status: "sent" as const,
          maskedMobile: maskedMobile(customer.mobileNumber),
          resendAfterSeconds: sent.resendAfterSeconds,
        },
        200,
      );
    })
    .post("/verify", ...route(ApiRoutes["POST /api/reports/step-up/verify"]), async (c) => {
      const customer = await currentCustomer(c, deps);
      if (!customer) return loginRequired(c);
      const refused = await otp.verifyOtp(c, customer.mobileNumber, c.req.valid("json").otp);
      if (refused) return refused;
      // A session revoked meanwhile (logout on all devices) stays revoked.
      if (!(await recordOtpVerification(deps.db, customer.sessionId, deps.clock()))) {
        return loginRequired(c);
      }
      return c.json({ status: "verified" as const }, 200);
    });
}
