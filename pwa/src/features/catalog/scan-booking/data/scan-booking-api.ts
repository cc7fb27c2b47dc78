/**
 * The scan booking's calls through the shared API client (docs/product.md#scan-booking): the
 * customer's saved members, and placing the scan's order with its Idempotency-Key. Booking and
 * paying need the connection; a failure becomes a message the page shows.
 */
import { msg } from "@lingui/core/macro";
import { MeAnswer, PaymentStepAnswer } from "@vyom/catalog/contract/schemas";
import { withLanguage } from "@/i18n/current-language.ts";
import { knownText, textOf } from "@/i18n/known-text.ts";
import { i18n } from "@/i18n/runtime.tsx";
import { ApiError, type CallAnswer, type CallBody, call } from "@/lib/api-client.ts";

export type Customer = CallAnswer<"GET /api/users/me">["user"];
export type ScanOrderRequest = CallBody<"POST /api/orders">;
export type PaymentStep = CallAnswer<"POST /api/orders">;

const failures = {
  offline: msg`You are offline. Booking a slot and paying need an internet connection.`,
  loginRequired: msg`Your login has ended. Please log in again to book.`,
  failed: msg`Something went wrong. Please try again.`,
};

/** The failures' English, as the tests read them. */
export const scanBookingFailures = {
  offline: textOf(failures.offline),
  loginRequired: textOf(failures.loginRequired),
  failed: textOf(failures.failed),
} as const;

/**
 * What the person reads when a call failed, in their language: the server's own words where it
 * gave them (the contract's, i18n/contract-words.ts, translated; any other as the server said it).
 */
export function failureWords(error: unknown): string {
  if (!(error instanceof ApiError)) return i18n._(failures.failed);
  if (error.kind === "network" || error.kind === "timeout") return i18n._(failures.offline);
  if (error.status === 401) return i18n._(failures.loginRequired);
  const body = error.body;
  if (typeof body === "object" && body !== null && "message" in body) {
    if (typeof body.message === "string" && body.message !== "")
      return i18n._(knownText(body.message));
  }
  return i18n._(failures.failed);
}

export async function fetchCustomer(signal?: AbortSignal): Promise<Customer> {
  const answer = await call("GET /api/users/me", { signal, parse: MeAnswer.parse });
  return answer.user;
}

export function placeScanOrder(
  request: ScanOrderRequest,
  idempotencyKey: string,
  signal?: AbortSignal,
): Promise<PaymentStep> {
  return call("POST /api/orders", {
    body: { ...request, ...withLanguage() },
    signal,
    headers: { "Idempotency-Key": idempotencyKey },
    parse: PaymentStepAnswer.parse,
  });
}
