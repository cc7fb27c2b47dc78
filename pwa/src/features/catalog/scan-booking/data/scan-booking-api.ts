/**
 * The scan booking's calls through the shared API client (docs/product.md#scan-booking): the
 * customer's saved members, and placing the scan's order with its Idempotency-Key. Booking and
 * paying need the connection; a failure becomes a message the page shows.
 */
import { MeAnswer, PaymentStepAnswer } from "@vyom/catalog/contract/schemas";
import { withLanguage } from "@/i18n/current-language.ts";
import { ApiError, type CallAnswer, type CallBody, call } from "@/lib/api-client.ts";

export type Customer = CallAnswer<"GET /api/users/me">["user"];
export type ScanOrderRequest = CallBody<"POST /api/orders">;
export type PaymentStep = CallAnswer<"POST /api/orders">;

export const scanBookingFailures = {
  offline: "You are offline. Booking a slot and paying need an internet connection.",
  loginRequired: "Your login has ended. Please log in again to book.",
  failed: "Something went wrong. Please try again.",
} as const;

/** What the person reads when a call failed: the server's own words where it gave them. */
export function failureWords(error: unknown): string {
  if (!(error instanceof ApiError)) return scanBookingFailures.failed;
  if (error.kind === "network" || error.kind === "timeout") return scanBookingFailures.offline;
  if (error.status === 401) return scanBookingFailures.loginRequired;
  const body = error.body;
  if (typeof body === "object" && body !== null && "message" in body) {
    if (typeof body.message === "string" && body.message !== "") return body.message;
  }
  return scanBookingFailures.failed;
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
