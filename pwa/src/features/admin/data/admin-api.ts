/**
 * The admin calls, through the shared API client. The session is the httpOnly cookie the browser
 * sends by itself (same origin), so no call carries a credential except the sign-in. Answers are
 * checked with zod/mini; nothing here is stored anywhere: the admin area is online only.
 */
import type { AdminRole } from "@vyom/catalog/contract";
import * as z from "zod/mini";
import { apiGet, apiPost } from "@/lib/api-client.ts";
import type * as api from "@/lib/api-contract.ts";

const Product = z.object({ name: z.string(), price: z.number() });

const Transaction = z.object({
  name: z.string(),
  mobileNumber: z.string(),
  paymentStatus: z.boolean(),
  products: z.array(Product),
  orderId: z.string(),
  amount: z.number(),
  updatedAt: z.string(),
  responseLog: z.string(),
  /** Unpaid, to be paid to the technician at collection: the admin records it when collected. */
  payAtCollection: z.optional(z.boolean()),
});

const TransactionsAnswer = z.object({
  status: z.literal("success"),
  transactions: z.array(Transaction),
});

const SessionAnswer = z.object({
  admin: z.object({ email: z.string(), role: z.enum(["admin", "desk"]) }),
  twoFactor: z.optional(z.boolean()),
});

const Enrolment = z.object({ secret: z.string(), otpauthUri: z.string(), qrCode: z.string() });

const SignInAnswer = z.union([
  z.object({ status: z.literal("success") }),
  z.object({ status: z.literal("code-required") }),
  z.object({ status: z.literal("enrolment-required"), enrolment: Enrolment }),
]);

const EnrolmentAnswer = z.object({ enrolment: Enrolment });
const ConfirmAnswer = z.object({ recoveryCodes: z.array(z.string()) });

const Booking = z.object({
  bookingId: z.string(),
  name: z.string(),
  mobileNumber: z.string(),
  date: z.string(),
  pincode: z.string(),
  status: z.string(),
  createdAt: z.string(),
});

const BookingsAnswer = z.object({
  bookings: z.array(Booking),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});

type TransactionsChecked = api.Accepts<z.infer<typeof TransactionsAnswer>, api.TransactionsAnswer>;
export type Transaction = TransactionsChecked["transactions"][number];
type EnrolmentChecked = api.Accepts<z.infer<typeof EnrolmentAnswer>, api.EnrolmentAnswer>;
export type Enrolment = EnrolmentChecked["enrolment"];
/** What the password step leads to: signed in, a code to enter, or a first enrolment. */
export type SignInStep = api.Accepts<z.infer<typeof SignInAnswer>, api.AdminSignInAnswer>;
export type BookingsPage = api.Accepts<z.infer<typeof BookingsAnswer>, api.AdminBookingsAnswer>;
export type Booking = BookingsPage["bookings"][number];
type SessionChecked = api.Accepts<z.infer<typeof SessionAnswer>, api.AdminSessionAnswer>;
type ConfirmChecked = api.Accepts<z.infer<typeof ConfirmAnswer>, api.EnrolmentConfirmedAnswer>;

export type AdminCredentials = api.AdminLoginRequest;

export { isUnauthorised } from "@/lib/api-error.ts";

/**
 * The password step: sets the session cookie, or (second factor) a pending sign-in cookie; throws
 * an ApiError on any refusal (401, 429, 400) or failure.
 */
export function signInAdmin(credentials: AdminCredentials): Promise<SignInStep> {
  return apiPost("/api/admin/login", credentials, { parse: SignInAnswer.parse });
}

/** The code step (TOTP or recovery code); refusals: wrong-code, sign-in-expired, 429. */
export async function submitSignInCode(code: string): Promise<void> {
  await apiPost("/api/admin/login/code", { code });
}

/** A signed-in admin's new TOTP secret, to scan; confirmed by confirmEnrolment. */
export async function startEnrolment(): Promise<Enrolment> {
  const answer = await apiPost<EnrolmentChecked>(
    "/api/admin/two-factor/enrolment",
    {},
    { parse: EnrolmentAnswer.parse },
  );
  return answer.enrolment;
}

/** Confirms an enrolment with a code from the new secret; answers the recovery codes, once. */
export async function confirmEnrolment(code: string): Promise<string[]> {
  const answer = await apiPost<ConfirmChecked>(
    "/api/admin/two-factor/enrolment/confirm",
    { code },
    { parse: ConfirmAnswer.parse },
  );
  return answer.recoveryCodes;
}

export async function fetchAdminSession(
  signal?: AbortSignal,
): Promise<{ email: string; role: AdminRole; twoFactor: boolean }> {
  const answer = await apiGet<SessionChecked>("/api/admin/session", {
    signal,
    parse: SessionAnswer.parse,
  });
  return {
    email: answer.admin.email,
    role: answer.admin.role,
    twoFactor: answer.twoFactor ?? false,
  };
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
  const answer = await apiPost<TransactionsChecked>(
    "/api/transactions-history/fetch-transactions",
    {} satisfies api.TransactionsRequest,
    { signal, parse: TransactionsAnswer.parse },
  );
  return answer.transactions;
}

const CollectedAnswer = z.object({ orderId: z.string(), status: z.literal("paid") });
type CollectedChecked = api.Accepts<z.infer<typeof CollectedAnswer>, api.PaidAtCollectionAnswer>;

/** The technician collected this order's amount (cash or UPI): the order becomes paid. */
export async function markPaidAtCollection(orderId: string, method: "cash" | "upi"): Promise<void> {
  await apiPost<CollectedChecked>(
    `/api/admin/orders/${encodeURIComponent(orderId)}/paid-at-collection`,
    { method } satisfies api.CollectedRequest,
    { parse: CollectedAnswer.parse },
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
  return apiGet<BookingsPage>(`/api/admin/bookings?${query}`, {
    signal,
    parse: BookingsAnswer.parse,
  });
}

/** The kinds of `GET /api/admin/submissions` (edge-api submissions.kind). */
export const submissionKinds = [
  "corporate-enquiry",
  "franchise-enquiry",
  "employee-details",
  "prescription",
  "career-application",
] as const;

const SubmissionFile = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number(),
});

const Submission = z.object({
  id: z.string(),
  kind: z.string(),
  name: z.string(),
  mobileNumber: z.string(),
  payload: z.unknown(),
  createdAt: z.string(),
  files: z.array(SubmissionFile),
});

const SubmissionsAnswer = z.object({ submissions: z.array(Submission) });

type SubmissionsChecked = api.Accepts<
  z.infer<typeof SubmissionsAnswer>,
  api.AdminSubmissionsAnswer
>;
export type Submission = SubmissionsChecked["submissions"][number];
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
  const answer = await apiGet<SubmissionsChecked>(`/api/admin/submissions${suffix}`, {
    signal,
    parse: SubmissionsAnswer.parse,
  });
  return answer.submissions;
}

/** A file's download address: a plain link, the session cookie authorises it. */
export const submissionFileUrl = (submissionId: string, fileId: string) =>
  `/api/admin/submissions/${encodeURIComponent(submissionId)}/files/${encodeURIComponent(fileId)}`;
