/**
 * The admin calls, through the shared API client. The session is the httpOnly cookie the browser
 * sends by itself (same origin), so no call carries a credential except the sign-in. Answers are
 * checked with the contract's own schemas (catalog/src/contract/schemas/admin.answers.ts, zod/mini);
 * nothing here is stored anywhere: the admin area is online only.
 */
import type { AdminRole } from "@vyom/catalog/contract";
import {
  AdminBookingsAnswer,
  AdminSessionAnswer,
  AdminSignInAnswer,
  AdminSubmissionsAnswer,
  EnrolmentAnswer,
  EnrolmentConfirmedAnswer,
  PaidAtCollectionAnswer,
  TransactionsAnswer,
} from "@vyom/catalog/contract/schemas";
import { apiGet, apiPost } from "@/lib/api-client.ts";
import type * as api from "@/lib/api-contract.ts";
import { withCaptchaRetry } from "@/lib/captcha-retry.ts";

export type Transaction = api.TransactionsAnswer["transactions"][number];
export type Enrolment = api.EnrolmentAnswer["enrolment"];
/** What the password step leads to: signed in, a code to enter, or a first enrolment. */
export type SignInStep = api.AdminSignInAnswer;
export type BookingsPage = api.AdminBookingsAnswer;
export type Booking = BookingsPage["bookings"][number];

export type AdminCredentials = api.AdminLoginRequest;

export { isUnauthorised } from "@/lib/api-error.ts";

/**
 * The password step: sets the session cookie, or (second factor) a pending sign-in cookie; throws
 * an ApiError on any refusal (401, 429, 400) or failure. An account under attack asks for a
 * captcha (403 captcha-required): it is solved here and the step sent again, unseen by the admin.
 */
export function signInAdmin(credentials: AdminCredentials): Promise<SignInStep> {
  return withCaptchaRetry((headers) =>
    apiPost("/api/admin/login", credentials, { headers, parse: AdminSignInAnswer.parse }),
  );
}

/** The code step (TOTP or recovery code); refusals: wrong-code, sign-in-expired, 429. */
export async function submitSignInCode(code: string): Promise<void> {
  await apiPost("/api/admin/login/code", { code });
}

/** A signed-in admin's new TOTP secret, to scan; confirmed by confirmEnrolment. */
export async function startEnrolment(): Promise<Enrolment> {
  const answer = await apiPost(
    "/api/admin/two-factor/enrolment",
    {},
    { parse: EnrolmentAnswer.parse },
  );
  return answer.enrolment;
}

/** Confirms an enrolment with a code from the new secret; answers the recovery codes, once. */
export async function confirmEnrolment(code: string): Promise<string[]> {
  const answer = await apiPost(
    "/api/admin/two-factor/enrolment/confirm",
    { code },
    { parse: EnrolmentConfirmedAnswer.parse },
  );
  return answer.recoveryCodes;
}

export async function fetchAdminSession(
  signal?: AbortSignal,
): Promise<{ email: string; role: AdminRole; twoFactor: boolean }> {
  const answer = await apiGet("/api/admin/session", { signal, parse: AdminSessionAnswer.parse });
  return { email: answer.admin.email, role: answer.admin.role, twoFactor: answer.twoFactor };
}

export async function signOutAdmin(): Promise<void> {
  await apiPost("/api/admin/logout", undefined);
}

/** Ends every session of this admin, on every device. */
export async function signOutEverywhere(): Promise<void> {
  await apiPost("/api/admin/logout-all", undefined);
}

/**
 * fetch-transactions with an empty body: the session cookie authorises it (docs/product.md#admin).
 */
export async function fetchTransactions(signal?: AbortSignal): Promise<Transaction[]> {
  const answer = await apiPost(
    "/api/transactions-history/fetch-transactions",
    {} satisfies api.TransactionsRequest,
    { signal, parse: TransactionsAnswer.parse },
  );
  return answer.transactions;
}

/** The technician collected this order's amount (cash or UPI): the order becomes paid. */
export async function markPaidAtCollection(orderId: string, method: "cash" | "upi"): Promise<void> {
  await apiPost(
    `/api/admin/orders/${encodeURIComponent(orderId)}/paid-at-collection`,
    { method } satisfies api.CollectedRequest,
    { parse: PaidAtCollectionAnswer.parse },
  );
}

export interface BookingsQuery {
  mobile: string;
  page: number;
  pageSize: number;
}

export async function fetchBookings(
  { mobile, page, pageSize }: BookingsQuery,
  signal?: AbortSignal,
): Promise<BookingsPage> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (mobile) query.set("mobile", mobile);
  return apiGet(`/api/admin/bookings?${query}`, { signal, parse: AdminBookingsAnswer.parse });
}

/** The kinds of `GET /api/admin/submissions`: the contract's. */
export { submissionKinds } from "@vyom/catalog/contract";
export type Submission = api.AdminSubmissionsAnswer["submissions"][number];
export type SubmissionFile = Submission["files"][number];

export interface SubmissionsQuery {
  /** Empty: every kind. */
  kind: string;
  /** `YYYY-MM-DD` Indian calendar days, inclusive; empty: unbounded. */
  from: string;
  to: string;
}

export async function fetchSubmissions(
  { kind, from, to }: SubmissionsQuery,
  signal?: AbortSignal,
): Promise<Submission[]> {
  const query = new URLSearchParams();
  if (kind) query.set("kind", kind);
  if (from) query.set("from", from);
  if (to) query.set("to", to);
  const suffix = query.size > 0 ? `?${query}` : "";
  const answer = await apiGet(`/api/admin/submissions${suffix}`, {
    signal,
    parse: AdminSubmissionsAnswer.parse,
  });
  return answer.submissions;
}

/** A file's download address: a plain link, the session cookie authorises it. */
export const submissionFileUrl = (submissionId: string, fileId: string) =>
  `/api/admin/submissions/${encodeURIComponent(submissionId)}/files/${encodeURIComponent(fileId)}`;
