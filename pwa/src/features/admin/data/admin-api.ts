/**
 * The admin calls, through the shared API client. The session is the httpOnly cookie the browser
 * sends by itself (same origin), so no call carries a credential except the sign-in. Answers are
 * checked with the contract's own schemas (catalog/src/contract/schemas/admin.answers.ts, zod/mini);
 * nothing here is stored anywhere: the admin area is online only.
 */
import type { AdminRole, SubmissionKind } from "@vyom/catalog/contract";
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
import { type CallAnswer, type CallBody, call, pathOf } from "@/lib/api-client.ts";
import { withCaptchaRetry } from "@/lib/captcha-retry.ts";

export type Transaction =
  CallAnswer<"POST /api/transactions-history/fetch-transactions">["transactions"][number];
export type Enrolment = CallAnswer<"POST /api/admin/two-factor/enrolment">["enrolment"];
/** What the password step leads to: signed in, a code to enter, or a first enrolment. */
export type SignInStep = CallAnswer<"POST /api/admin/login">;
export type BookingsPage = CallAnswer<"GET /api/admin/bookings">;
export type Booking = BookingsPage["bookings"][number];

export type AdminCredentials = CallBody<"POST /api/admin/login">;

export { isUnauthorised } from "@/lib/api-error.ts";

/**
 * The password step: sets the session cookie, or (second factor) a pending sign-in cookie; throws
 * an ApiError on any refusal (401, 429, 400) or failure. An account under attack asks for a
 * captcha (403 captcha-required): it is solved here and the step sent again, unseen by the admin.
 */
export function signInAdmin(credentials: AdminCredentials): Promise<SignInStep> {
  return withCaptchaRetry((headers) =>
    call("POST /api/admin/login", { body: credentials, headers, parse: AdminSignInAnswer.parse }),
  );
}

/** The code step (TOTP or recovery code); refusals: wrong-code, sign-in-expired, 429. */
export async function submitSignInCode(code: string): Promise<void> {
  await call("POST /api/admin/login/code", { body: { code } });
}

/** A signed-in admin's new TOTP secret, to scan; confirmed by confirmEnrolment. */
export async function startEnrolment(): Promise<Enrolment> {
  const answer = await call("POST /api/admin/two-factor/enrolment", {
    parse: EnrolmentAnswer.parse,
  });
  return answer.enrolment;
}

/** Confirms an enrolment with a code from the new secret; answers the recovery codes, once. */
export async function confirmEnrolment(code: string): Promise<string[]> {
  const answer = await call("POST /api/admin/two-factor/enrolment/confirm", {
    body: { code },
    parse: EnrolmentConfirmedAnswer.parse,
  });
  return answer.recoveryCodes;
}

export async function fetchAdminSession(
  signal?: AbortSignal,
): Promise<{ email: string; role: AdminRole; twoFactor: boolean }> {
  const answer = await call("GET /api/admin/session", { signal, parse: AdminSessionAnswer.parse });
  return { email: answer.admin.email, role: answer.admin.role, twoFactor: answer.twoFactor };
}

export async function signOutAdmin(): Promise<void> {
  await call("POST /api/admin/logout");
}

/** Ends every session of this admin, on every device. */
export async function signOutEverywhere(): Promise<void> {
  await call("POST /api/admin/logout-all");
}

/**
 * fetch-transactions with an empty body: the session cookie authorises it (docs/product.md#admin).
 */
export async function fetchTransactions(signal?: AbortSignal): Promise<Transaction[]> {
  const answer = await call("POST /api/transactions-history/fetch-transactions", {
    body: {},
    signal,
    parse: TransactionsAnswer.parse,
  });
  return answer.transactions;
}

/** The technician collected this order's amount (cash or UPI): the order becomes paid. */
export async function markPaidAtCollection(orderId: string, method: "cash" | "upi"): Promise<void> {
  await call("POST /api/admin/orders/:orderId/paid-at-collection", {
    params: { orderId },
    body: { method },
    parse: PaidAtCollectionAnswer.parse,
  });
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
  return call("GET /api/admin/bookings", {
    query: { page, pageSize, ...(mobile ? { mobile } : {}) },
    signal,
    parse: AdminBookingsAnswer.parse,
  });
}

/** The kinds of `GET /api/admin/submissions`: the contract's. */
export { submissionKinds } from "@vyom/catalog/contract";
export type Submission = CallAnswer<"GET /api/admin/submissions">["submissions"][number];
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
  const answer = await call("GET /api/admin/submissions", {
    query: {
      ...(kind ? { kind: kind as SubmissionKind } : {}),
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
    },
    signal,
    parse: AdminSubmissionsAnswer.parse,
  });
  return answer.submissions;
}

/** A file's download address: a plain link, the session cookie authorises it. */
export const submissionFileUrl = (submissionId: string, fileId: string) =>
  pathOf("GET /api/admin/submissions/:id/files/:fileId", {
    params: { id: submissionId, fileId },
  });
