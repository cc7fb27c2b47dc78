import { msg, plural, t } from "@lingui/core/macro";
import { textOf } from "@/i18n/known-text.ts";
import { ApiError } from "@/lib/api-client.ts";

/**
 * Every way a reports call can fail, as the one sentence the person reads. The pages and the
 * machine show `message`; `kind` tells them what to do next (e.g. "expired" goes back to the OTP).
 */
export type ReportFailureKind =
  | "offline"
  | "expired"
  | "step-up"
  | "not-found"
  | "rejected"
  | "unexpected";

export class ReportError extends Error {
  override readonly name = "ReportError";
  constructor(
    readonly kind: ReportFailureKind,
    message: string,
    /** A 429's Retry-After: how long until the server takes the call again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/**
 * The English of each message (the machines and errors keep text); the pages show it through the
 * catalogues (i18n/known-text.ts), which `msg` feeds.
 */
const words = {
  offline: msg`Reports need an internet connection. Connect and try again.`,
  invalidMobile: msg`Enter Valid Mobile Number`,
  incompleteOtp: msg`Enter the 5-digit OTP from your SMS.`,
  missingCorporateId: msg`Enter your Corporate ID.`,
  missingEmployeeId: msg`Enter your Employee ID.`,
  incorrectOtp: msg`Incorrect OTP. Check the code in your SMS and try again.`,
  /** After "OTP sent to": the server never says whether the ids exist, nor names the number. */
  employeeOtpSentTo: msg`the mobile number registered with your employer, if this Corporate ID and Employee ID are registered`,
  otpNotSent: msg`The OTP could not be sent. Please try again in a minute.`,
  accessEnded: msg`Your access to these reports has ended. Verify your number with an OTP again.`,
  loginEnded: msg`Your login has ended. Log in again to see your reports.`,
  stepUp: msg`For your security, confirm it is you: enter the OTP we send to your registered mobile number to see your reports.`,
  reportGone: msg`This report is no longer available.`,
  /** The report page without a connection, keeping off: nothing of a report is kept to show. */
  offlineView: msg`You're offline: reports are not kept on this phone. Connect to see this report.`,
  /** Offline with keeping on: reports are kept only once opened with a connection. */
  offlineNotKept: msg`You're offline, and this report is not saved on this phone yet. Connect to see it.`,
  /** The report page opened with no proof at all (a saved link): which way to prove is theirs. */
  reportNeedsProof: msg`To see this report, open your reports again: choose how to prove they are yours.`,
  unexpected: msg`Something went wrong. Please try again.`,
};

export const reportMessages = Object.fromEntries(
  Object.entries(words).map(([key, descriptor]) => [key, textOf(descriptor)]),
) as Record<keyof typeof words, string>;

const byCode: Record<string, string> = {
  "incorrect-otp": reportMessages.incorrectOtp,
  "otp-not-sent": reportMessages.otpNotSent,
  "report-not-found": reportMessages.reportGone,
};

/** In the reader's language at the moment it is said. */
export function rateLimitedMessage(seconds: number): string {
  if (seconds < 60) return t`Too many attempts. Please try again in ${seconds} seconds.`;
  const minutes = Math.ceil(seconds / 60);
  return t`Too many attempts. Please try again in ${plural(minutes, { one: "# minute", other: "# minutes" })}.`;
}

/** The first field message of a 400 `invalid-request` answer. */
function issueMessage(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null || !("issues" in body)) return undefined;
  const [first] = Array.isArray(body.issues) ? body.issues : [];
  return typeof first?.message === "string" ? first.message : undefined;
}

export function toReportError(error: unknown): ReportError {
  if (error instanceof ReportError) return error;
  if (!(error instanceof ApiError)) return new ReportError("unexpected", reportMessages.unexpected);
  if (error.kind === "network" || error.kind === "timeout") {
    return new ReportError("offline", reportMessages.offline);
  }
  if (error.kind !== "http") return new ReportError("unexpected", reportMessages.unexpected);
  if (error.status === 429) {
    const wait = error.retryAfterSeconds ?? 60;
    return new ReportError("rejected", rateLimitedMessage(wait), wait);
  }
  if (error.status === 401 && error.code === "report-access-required") {
    return new ReportError("expired", reportMessages.accessEnded);
  }
  if (error.status === 401 && error.code === "step-up-required") {
    return new ReportError("step-up", reportMessages.stepUp);
  }
  if (error.status === 404 && error.code === "report-not-found") {
    return new ReportError("not-found", reportMessages.reportGone);
  }
  if (error.status === 401 && error.code === "login-required") {
    return new ReportError("expired", reportMessages.loginEnded);
  }
  const message = (error.code && byCode[error.code]) ?? issueMessage(error.body);
  return new ReportError("rejected", message ?? reportMessages.unexpected);
}

/** A call that needs the server: without a connection it is not even tried. */
export function assertOnline(): void {
  if (typeof navigator !== "undefined" && navigator.onLine === false) {
    throw new ReportError("offline", reportMessages.offline);
  }
}
