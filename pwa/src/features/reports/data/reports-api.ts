/**
 * The reports calls (edge-api routes/reports). Nothing they answer is stored (no localStorage, no
 * cache: the service worker sends /api/* straight to the network), except a report the person
 * chose to keep on the phone, encrypted (data/kept-reports.ts). The proof is an httpOnly cookie
 * the browser holds for the reports API only, never stored by the app.
 */
import {
  ReportListAnswer,
  ReportOtpSentAnswer,
  ReportVerifiedAnswer,
  ReportViewAnswer,
  StepUpVerifiedAnswer,
} from "@vyom/catalog/contract/schemas";
import type { output } from "zod/mini";
import { apiGet, apiGetBlob, apiPost, defaultTimeoutMs } from "@/lib/api-client.ts";
import type * as api from "@/lib/api-contract.ts";
import { withCaptchaRetry } from "@/lib/captcha-retry.ts";
import { assertOnline, reportMessages, toReportError } from "./report-errors.ts";

/** Whose number gets the OTP: a mobile, an employee's, or the logged-in session's (step-up). */
export type ReportOtpRequest =
  | { kind: "mobile"; mobileNumber: string }
  | { kind: "employee"; corporateId: string; employeeId: string }
  | { kind: "session" };

export type ReportSource = "access" | "mine";

export type ReportSummary = api.ReportListAnswer["reports"][number];
/** One report as the report page shows it (`GET /api/reports/{id}`). */
export type ReportView = output<typeof ReportViewAnswer>;
export type ReportParameter = ReportView["tests"][number]["parameters"][number];

async function call<T>(run: () => Promise<T>): Promise<T> {
  assertOnline();
  try {
    return await run();
  } catch (error) {
    throw toReportError(error);
  }
}

const employeeRef = (r: Extract<ReportOtpRequest, { kind: "employee" }>): api.EmployeeRef => ({
  corporateId: r.corporateId,
  employeeId: r.employeeId,
});

/** Where the OTP went, and when the server accepts the number's next send (its cool-down). */
export interface ReportOtpSent {
  sentTo: string;
  resendAfterSeconds: number;
}

/**
 * Sends the OTP; answers where it went: the mobile, the session's masked number, or for an
 * employee only "if registered" (the server answers unknown ids alike and names no number).
 */
export async function sendReportOtp(request: ReportOtpRequest): Promise<ReportOtpSent> {
  if (request.kind === "mobile") {
    const body: api.MobileOtpSend = { mobileNumber: request.mobileNumber };
    const sent = await call(() =>
      withCaptchaRetry((headers) =>
        apiPost("/api/reports/otp", body, { headers, parse: ReportOtpSentAnswer.parse }),
      ),
    );
    return { sentTo: request.mobileNumber, resendAfterSeconds: sent.resendAfterSeconds };
  }
  if (request.kind === "session") {
    // Every OTP send may be asked for a captcha (a network the API has not seen, a busy one).
    const sent = await call(() =>
      withCaptchaRetry((headers) =>
        apiPost("/api/reports/step-up/otp", {}, { headers, parse: ReportOtpSentAnswer.parse }),
      ),
    );
    return {
      sentTo: sent.maskedMobile ?? "your registered mobile number",
      resendAfterSeconds: sent.resendAfterSeconds,
    };
  }
  const sent = await call(() =>
    withCaptchaRetry((headers) =>
      apiPost("/api/reports/corporate/otp", employeeRef(request), {
        headers,
        parse: ReportOtpSentAnswer.parse,
      }),
    ),
  );
  return {
    sentTo: reportMessages.employeeOtpSentTo,
    resendAfterSeconds: sent.resendAfterSeconds,
  };
}

export async function verifyReportOtp(request: ReportOtpRequest, otp: string): Promise<void> {
  if (request.kind === "mobile") {
    await call(() =>
      apiPost(
        "/api/reports/verify",
        { mobileNumber: request.mobileNumber, otp } satisfies api.MobileOtpVerify,
        { parse: ReportVerifiedAnswer.parse },
      ),
    );
    return;
  }
  if (request.kind === "session") {
    const body: api.StepUpVerify = { otp };
    await call(() =>
      apiPost("/api/reports/step-up/verify", body, { parse: StepUpVerifiedAnswer.parse }),
    );
    return;
  }
  await call(() =>
    apiPost(
      "/api/reports/corporate/verify",
      { ...employeeRef(request), otp } satisfies api.EmployeeOtpVerify,
      { parse: ReportVerifiedAnswer.parse },
    ),
  );
}

/** The reports of the OTP proof ("access") or of the logged-in customer ("mine"). */
export async function fetchReports(source: ReportSource): Promise<ReportSummary[]> {
  const path = source === "mine" ? "/api/reports/mine" : "/api/reports";
  const answer = await call(() => apiGet(path, { parse: ReportListAnswer.parse }));
  return answer.reports;
}

export async function signOutReports(): Promise<void> {
  await call(() => apiPost("/api/reports/sign-out", {}));
}

/** One report, for whichever proof this browser holds (the access cookie or a fresh login). */
export async function fetchReport(id: string, signal?: AbortSignal): Promise<ReportView> {
  const path = `/api/reports/${encodeURIComponent(id)}` as const;
  return call(() => apiGet(path, { parse: ReportViewAnswer.parse, ...(signal ? { signal } : {}) }));
}

/** The report's PDF and the file name the server gave it. */
export async function fetchReportPdf(id: string): Promise<{ blob: Blob; fileName: string }> {
  const path = `/api/reports/${encodeURIComponent(id)}/pdf` as const;
  // A PDF is rendered on the server and larger than a JSON answer: it gets twice the time.
  const { blob, fileName } = await call(() =>
    apiGetBlob(path, { accept: "application/pdf", timeoutMs: defaultTimeoutMs * 2 }),
  );
  return { blob, fileName: fileName ?? "report.pdf" };
}
