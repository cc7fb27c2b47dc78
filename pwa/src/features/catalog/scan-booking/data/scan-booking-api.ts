/**
 * The scan booking's calls through the shared API client (docs/product.md#scan-booking): the
 * customer's saved members, and placing the scan's order with its Idempotency-Key. Booking and
 * paying need the connection; a failure becomes a message the page shows.
 */
import { MeAnswer, PaymentStepAnswer } from "@vyom/catalog/contract/schemas";
import { ApiError, apiGet, apiPost } from "@/lib/api-client.ts";
import type * as api from "@/lib/api-contract.ts";

export type Customer = api.MeAnswer["user"];
export type ScanOrderRequest = api.OrderRequest;
export type PaymentStep = api.PaymentStepAnswer;

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
  const answer = await apiGet("/api/users/me", { signal, parse: MeAnswer.parse });
  return answer.user;
}

export function placeScanOrder(
  request: ScanOrderRequest,
  idempotencyKey: string,
  signal?: AbortSignal,
): Promise<PaymentStep> {
  return apiPost("/api/orders", request, {
    signal,
    headers: { "Idempotency-Key": idempotencyKey },
    parse: PaymentStepAnswer.parse,
  });
}
