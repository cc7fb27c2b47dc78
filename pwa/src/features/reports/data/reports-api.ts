/**
 * The reports calls (edge-api routes/reports). Nothing they answer is ever stored: no IndexedDB,
 * no localStorage, and the service worker sends /api/* straight to the network. The proof is an
 * httpOnly cookie the browser holds for the reports API only.
 *
 * The PDF is the one call not made through `@/lib/api-client.ts`: that client speaks JSON only,
 * and a binary answer needs the raw Response. It keeps the client's rules (same-origin referrer,
 * a timeout, errors as ApiError) so callers see one failure shape.
 */
import * as z from "zod/mini";
import { ApiError, apiGet, apiPost, defaultTimeoutMs } from "@/lib/api-client.ts";
import { assertOnline, toReportError } from "./report-errors.ts";

export type ReportOtpRequest =
  | { kind: "mobile"; mobileNumber: string }
  | { kind: "employee"; corporateId: string; employeeId: string };

export type ReportSource = "access" | "mine";

const ReportSummary = z.object({
  id: z.string(),
  patientName: z.string(),
  patientAge: z.number(),
  patientGender: z.string(),
  collectedAt: z.string(),
  reportedAt: z.string(),
  tests: z.array(z.string()),
  status: z.string(),
  flaggedCount: z.number(),
});
const ReportList = z.object({ reports: z.array(ReportSummary) });
const Sent = z.object({ status: z.literal("sent"), maskedMobile: z.optional(z.string()) });
const Verified = z.object({ status: z.literal("verified"), expiresAt: z.string() });

export type ReportSummary = z.infer<typeof ReportSummary>;

async function call<T>(run: () => Promise<T>): Promise<T> {
  assertOnline();
  try {
    return await run();
  } catch (error) {
    throw toReportError(error);
  }
}

const employeeRef = (r: Extract<ReportOtpRequest, { kind: "employee" }>) => ({
  corporateId: r.corporateId,
  employeeId: r.employeeId,
});

/** Sends the OTP; answers where it went (the mobile, or the employee's masked number). */
export async function sendReportOtp(request: ReportOtpRequest): Promise<{ sentTo: string }> {
  if (request.kind === "mobile") {
    await call(() =>
      apiPost("/api/reports/otp", { mobileNumber: request.mobileNumber }, { parse: Sent.parse }),
    );
    return { sentTo: request.mobileNumber };
  }
  const sent = await call(() =>
    apiPost("/api/reports/corporate/otp", employeeRef(request), { parse: Sent.parse }),
  );
  return { sentTo: sent.maskedMobile ?? "your registered mobile number" };
}

export async function verifyReportOtp(request: ReportOtpRequest, otp: string): Promise<void> {
  if (request.kind === "mobile") {
    await call(() =>
      apiPost(
        "/api/reports/verify",
        { mobileNumber: request.mobileNumber, otp },
        { parse: Verified.parse },
      ),
    );
    return;
  }
  await call(() =>
    apiPost(
      "/api/reports/corporate/verify",
      { ...employeeRef(request), otp },
      { parse: Verified.parse },
    ),
  );
}

/** The reports of the OTP proof ("access") or of the logged-in customer ("mine"). */
export async function fetchReports(source: ReportSource): Promise<ReportSummary[]> {
  const path = source === "mine" ? "/api/reports/mine" : "/api/reports";
  const answer = await call(() => apiGet(path, { parse: ReportList.parse }));
  return answer.reports;
}

export async function signOutReports(): Promise<void> {
  await call(() => apiPost("/api/reports/sign-out", {}));
}

/** The report's PDF and the file name the server gave it. */
export async function fetchReportPdf(id: string): Promise<{ blob: Blob; fileName: string }> {
  return call(async () => {
    const path = `/api/reports/${encodeURIComponent(id)}/pdf`;
    let response: Response;
    try {
      response = await fetch(path, {
        headers: { Accept: "application/pdf" },
        referrerPolicy: "same-origin",
        cache: "no-store",
        signal: AbortSignal.timeout(defaultTimeoutMs * 2),
      });
    } catch (error) {
      throw new ApiError("network", `GET ${path} failed: ${String(error)}`);
    }
    if (!response.ok) {
      const json: unknown = await response.json().catch(() => undefined);
      const code =
        typeof json === "object" && json !== null && "error" in json ? String(json.error) : "";
      throw new ApiError("http", `GET ${path} answered ${response.status}`, response.status, code);
    }
    const disposition = response.headers.get("Content-Disposition") ?? "";
    const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? "report.pdf";
    return { blob: await response.blob(), fileName };
  });
}
