/**
 * A patient's links for their doctor (edge-api routes/reports/report-shares.routes.ts) and what
 * the doctor's page reads through one (routes/shared-reports). The link's token travels only in
 * the `X-Vyom-Share-Token` header, never in a URL the server or a Referer sees; nothing answered
 * here is stored (the PDF goes straight to the browser's download).
 */
import { msg } from "@lingui/core/macro";
import {
  ReportShareCreatedAnswer,
  ReportShareRevokedAnswer,
  ReportSharesAnswer,
  ReportViewAnswer,
} from "@vyom/catalog/contract/schemas";
import type { output } from "zod/mini";
import { withLanguage } from "@/i18n/current-language.ts";
import { textOf } from "@/i18n/known-text.ts";
import { ApiError, call, callBlob, defaultTimeoutMs } from "@/lib/api-client.ts";
import { assertOnline, ReportError, reportMessages, toReportError } from "./report-errors.ts";
import type { ReportView } from "./reports-api.ts";

export type ReportShare = output<typeof ReportSharesAnswer>["shares"][number];
export type ShareMade = output<typeof ReportShareCreatedAnswer>;

/** The doctor's page, when the link is unknown, expired or revoked and the API said nothing. */
export const linkNotValidMessage = textOf(
  msg`This link has expired or was revoked. Ask the patient for a new one.`,
);

const TOKEN_HEADER = "X-Vyom-Share-Token";

/** The API's own sentence for a refusal, when it sent one (`{ error, message }`). */
function apiMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || typeof error.body !== "object" || error.body === null) {
    return undefined;
  }
  const { message } = error.body as { message?: unknown };
  return typeof message === "string" && message.trim() !== "" ? message : undefined;
}

/**
 * A share call's failure in words: the API's own sentence for "too many links" (it says what to
 * do), for a link that no longer works and for one that is not there; every other failure as
 * the reports' calls say it (offline, an ended proof, too many tries).
 */
export function toShareError(error: unknown): ReportError {
  if (error instanceof ReportError) return error;
  if (error instanceof ApiError && error.kind === "http") {
    if (error.code === "too-many-links") {
      return new ReportError("rejected", apiMessage(error) ?? reportMessages.unexpected);
    }
    if (error.code === "link-not-valid") {
      return new ReportError("not-found", apiMessage(error) ?? linkNotValidMessage);
    }
    // Revoking a link the server does not hold for this report ("This link was not found.").
    if (error.status === 404 && error.code === "not-found") {
      return new ReportError("rejected", apiMessage(error) ?? reportMessages.unexpected);
    }
  }
  return toReportError(error);
}

async function guarded<T>(run: () => Promise<T>): Promise<T> {
  assertOnline();
  try {
    return await run();
  } catch (error) {
    throw toShareError(error);
  }
}

/** Makes a link that works for `hours` (1 to 168); its token is in this answer only. */
export function createShare(reportId: string, hours: number): Promise<ShareMade> {
  return guarded(() =>
    call("POST /api/reports/:id/shares", {
      params: { id: reportId },
      body: { hours },
      parse: ReportShareCreatedAnswer.parse,
    }),
  );
}

/** The report's links, with when each was opened. */
export async function fetchShares(reportId: string): Promise<ReportShare[]> {
  const answer = await guarded(() =>
    call("GET /api/reports/:id/shares", {
      params: { id: reportId },
      parse: ReportSharesAnswer.parse,
    }),
  );
  return answer.shares;
}

export async function revokeShare(reportId: string, shareId: string): Promise<void> {
  await guarded(() =>
    call("POST /api/reports/:id/shares/:shareId/revoke", {
      params: { id: reportId, shareId },
      parse: ReportShareRevokedAnswer.parse,
    }),
  );
}

/** The report a link opens (without the patient's other reports: no trends). */
export function fetchSharedReport(token: string, signal?: AbortSignal): Promise<ReportView> {
  return guarded(() =>
    call("GET /api/shared-reports/view", {
      headers: { [TOKEN_HEADER]: token },
      parse: ReportViewAnswer.parse,
      ...(signal ? { signal } : {}),
    }),
  );
}

/** The PDF a link opens, and the file name the server gave it. */
export async function fetchSharedReportPdf(
  token: string,
): Promise<{ blob: Blob; fileName: string }> {
  // As the patient's own PDF: rendered on the server, so twice a JSON answer's time.
  const { blob, fileName } = await guarded(() =>
    callBlob("GET /api/shared-reports/pdf", {
      query: withLanguage(),
      accept: "application/pdf",
      timeoutMs: defaultTimeoutMs * 2,
      headers: { [TOKEN_HEADER]: token },
    }),
  );
  return { blob, fileName: fileName ?? "report.pdf" };
}
