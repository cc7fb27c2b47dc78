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
import { withLanguage } from "@/i18n/current-language.ts";
import {
  type CallAnswer,
  type CallBody,
  call,
  callBlob,
  defaultTimeoutMs,
} from "@/lib/api-client.ts";
import { withCaptchaRetry } from "@/lib/captcha-retry.ts";
import { assertOnline, reportMessages, toReportError } from "./report-errors.ts";

/** Whose number gets the OTP: a mobile, an employee's, or the logged-in session's (step-up). */
export type ReportOtpRequest =
  | { kind: "mobile"; mobileNumber: string }
  | { kind: "employee"; corporateId: string; employeeId: string }
  | { kind: "session" };

export type ReportSource = "access" | "mine";

export type ReportSummary = CallAnswer<"GET /api/reports">["reports"][number];
/** One report as the report page shows it (`GET /api/reports/{id}`). */
export type ReportView = output<typeof ReportViewAnswer>;
export type ReportParameter = ReportView["tests"][number]["parameters"][number];

async function guarded<T>(run: () => Promise<T>): Promise<T> {
  assertOnline();
  try {
    return await run();
  } catch (error) {
    throw toReportError(error);
  }
}

const employeeRef = (
  r: Extract<ReportOtpRequest, { kind: "employee" }>,
): CallBody<"POST /api/reports/corporate/otp"> => ({
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
    const body = { mobileNumber: request.mobileNumber };
    const sent = await guarded(() =>
      withCaptchaRetry((headers) =>
        call("POST /api/reports/otp", {
          body,
          query: withLanguage(),
          headers,
          parse: ReportOtpSentAnswer.parse,
        }),
      ),
    );
    return { sentTo: request.mobileNumber, resendAfterSeconds: sent.resendAfterSeconds };
  }
  if (request.kind === "session") {
    // Every OTP send may be asked for a captcha (a network the API has not seen, a busy one).
    const sent = await guarded(() =>
      withCaptchaRetry((headers) =>
        call("POST /api/reports/step-up/otp", {
          query: withLanguage(),
          headers,
          parse: ReportOtpSentAnswer.parse,
        }),
      ),
    );
    return {
      sentTo: sent.maskedMobile ?? "your registered mobile number",
      resendAfterSeconds: sent.resendAfterSeconds,
    };
  }
  const sent = await guarded(() =>
    withCaptchaRetry((headers) =>
      call("POST /api/reports/corporate/otp", {
        body: employeeRef(request),
        query: withLanguage(),
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
    await guarded(() =>
      call("POST /api/reports/verify", {
        body: { mobileNumber: request.mobileNumber, otp },
        parse: ReportVerifiedAnswer.parse,
      }),
    );
    return;
  }
  if (request.kind === "session") {
    await guarded(() =>
      call("POST /api/reports/step-up/verify", {
        body: { otp },
        parse: StepUpVerifiedAnswer.parse,
      }),
    );
    return;
  }
  await guarded(() =>
    call("POST /api/reports/corporate/verify", {
      body: { ...employeeRef(request), otp },
      parse: ReportVerifiedAnswer.parse,
    }),
  );
}

/** The reports of the OTP proof ("access") or of the logged-in customer ("mine"). */
export async function fetchReports(source: ReportSource): Promise<ReportSummary[]> {
  const key = source === "mine" ? "GET /api/reports/mine" : "GET /api/reports";
  const answer = await guarded(() => call(key, { parse: ReportListAnswer.parse }));
  return answer.reports;
}

export async function signOutReports(): Promise<void> {
  await guarded(() => call("POST /api/reports/sign-out"));
}

/** One report, for whichever proof this browser holds (the access cookie or a fresh login). */
export async function fetchReport(id: string, signal?: AbortSignal): Promise<ReportView> {
  return guarded(() =>
    call("GET /api/reports/:id", {
      params: { id },
      parse: ReportViewAnswer.parse,
      ...(signal ? { signal } : {}),
    }),
  );
}

/** The report's PDF and the file name the server gave it. */
export async function fetchReportPdf(id: string): Promise<{ blob: Blob; fileName: string }> {
  // A PDF is rendered on the server and larger than a JSON answer: it gets twice the time.
  const { blob, fileName } = await guarded(() =>
    callBlob("GET /api/reports/:id/pdf", {
      params: { id },
      query: withLanguage(),
      accept: "application/pdf",
      timeoutMs: defaultTimeoutMs * 2,
    }),
  );
  return { blob, fileName: fileName ?? "report.pdf" };
}
