/**
 * Checkout's calls through the shared API client: the customer's saved members and addresses,
 * placing an order (with its Idempotency-Key), retrying a payment, reading an order, confirming
 * one paid at collection. Answers are checked with the contract's answer schemas (zod/mini); every
 * failure becomes a CheckoutError the screens can word.
 */

import { t } from "@lingui/core/macro";
import { isLocation, type Location, locationNames } from "@vyom/catalog";
import {
  ErrorAnswer,
  MeAnswer,
  NotOfferedAnswer,
  OrderAnswer,
  PaymentStepAnswer,
  PricedElsewhereAnswer,
  WindowFullAnswer,
} from "@vyom/catalog/contract/schemas";
import type { output } from "zod/mini";
import { withLanguage } from "@/i18n/current-language.ts";
import { knownText } from "@/i18n/known-text.ts";
import { i18n } from "@/i18n/runtime.tsx";
import { ApiError, type CallAnswer, type CallBody, call } from "@/lib/api-client.ts";

export type Customer = CallAnswer<"GET /api/users/me">["user"];
export type SavedAddressSet = NonNullable<Customer["address"]["permanentAddress"]>;
export type PaymentStep = CallAnswer<"POST /api/orders">;
export type Order = CallAnswer<"GET /api/orders/:orderId">["order"];
type CollectionWindow = output<typeof WindowFullAnswer>["alternatives"][number];

export type CheckoutFailure =
  | { kind: "login-required" }
  /** The window filled while the customer decided: nothing booked; the next windows to pick. */
  | { kind: "window-full"; message: string; alternatives: CollectionWindow[] }
  /**
   * The order named another city than its address's or centre's: nothing booked; checkout prices
   * for `location` and the person places it again.
   */
  | {
      kind: "priced-elsewhere";
      message: string;
      location: output<typeof PricedElsewhereAnswer>["location"];
    }
  /** The held place ran out and was taken before the confirmation: the person chooses again. */
  | { kind: "no-longer-free"; message: string }
  | { kind: "offline" }
  /**
   * Any other refusal, said by the server. `notOffered`: the lines the order's city does not offer,
   * for another language to say it (the server's sentence is English, with their names).
   */
  | { kind: "refused"; message: string; notOffered?: { names: string[]; location: Location } }
  | { kind: "failed" };

export class CheckoutError extends Error {
  override readonly name = "CheckoutError";
  constructor(readonly failure: CheckoutFailure) {
    super(failure.kind);
  }
}

function serverMessage(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null || !("message" in body)) return undefined;
  return typeof body.message === "string" ? body.message : undefined;
}

export function toCheckoutFailure(error: unknown): CheckoutFailure {
  if (error instanceof CheckoutError) return error.failure;
  if (!(error instanceof ApiError)) return { kind: "failed" };
  if (error.kind === "network" || error.kind === "timeout") return { kind: "offline" };
  if (error.status === 401) return { kind: "login-required" };
  const message = serverMessage(error.body);
  if (error.status === 409) {
    const full = WindowFullAnswer.safeParse(error.body);
    if (full.success)
      return {
        kind: "window-full",
        message: full.data.message,
        alternatives: full.data.alternatives,
      };
    const refusal = ErrorAnswer.safeParse(error.body);
    if (refusal.success && refusal.data.error === "no-longer-free" && message)
      return { kind: "no-longer-free", message };
    // An order with nothing to confirm (paid online): the server says why.
    if (message) return { kind: "refused", message };
  }
  if (error.status === 422) {
    const elsewhere = PricedElsewhereAnswer.safeParse(error.body);
    if (elsewhere.success) {
      const { message, location } = elsewhere.data;
      return { kind: "priced-elsewhere", message, location };
    }
    const notOffered = NotOfferedAnswer.safeParse(error.body);
    if (notOffered.success && isLocation(notOffered.data.location)) {
      const { message, location, lines } = notOffered.data;
      const names = lines.map((line) => line.name ?? line.corpId);
      return { kind: "refused", message, notOffered: { names, location } };
    }
  }
  // 422: the order cannot be placed as it is; 429: this phone's address placed many meanwhile.
  if ((error.status === 422 || error.status === 429) && message)
    return { kind: "refused", message };
  return { kind: "failed" };
}

async function guarded<T>(run: () => Promise<T>): Promise<T> {
  if (typeof navigator !== "undefined" && navigator.onLine === false) {
    throw new CheckoutError({ kind: "offline" });
  }
  try {
    return await run();
  } catch (error) {
    throw new CheckoutError(toCheckoutFailure(error));
  }
}

export function fetchCustomer(signal?: AbortSignal): Promise<Customer> {
  return guarded(async () => {
    const answer = await call("GET /api/users/me", { signal, parse: MeAnswer.parse });
    return answer.user;
  });
}

/** A member as the API takes it: a chosen relation, the legacy one, or 'My Self' (first). */
type MembersBody = CallBody<"PUT /api/users/:vyomId/members">;
export type MemberPayload = MembersBody["members"][number];

export function saveMembers(vyomId: string, members: MemberPayload[]): Promise<void> {
  return guarded(async () => {
    await call("PUT /api/users/:vyomId/members", { params: { vyomId }, body: { members } });
  });
}

/** The order as the API takes it (its relations, location and slot are the contract's). */
export type OrderRequest = CallBody<"POST /api/orders">;

/** at-collection: cash or UPI to the technician; the order is confirmed unpaid. */
export type PaymentChoice = NonNullable<OrderRequest["payment"]>;

export function placeOrder(
  request: OrderRequest,
  idempotencyKey: string,
  signal?: AbortSignal,
): Promise<PaymentStep> {
  return guarded(() =>
    call("POST /api/orders", {
      body: { ...request, ...withLanguage() },
      signal,
      headers: { "Idempotency-Key": idempotencyKey },
      parse: PaymentStepAnswer.parse,
    }),
  );
}

export function retryPayment(orderId: string, signal?: AbortSignal): Promise<PaymentStep> {
  return guarded(() =>
    call("POST /api/orders/:orderId/payments", {
      params: { orderId },
      signal,
      parse: PaymentStepAnswer.parse,
    }),
  );
}

export function fetchOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  return guarded(async () => {
    const answer = await call("GET /api/orders/:orderId", {
      params: { orderId },
      signal,
      parse: OrderAnswer.parse,
    });
    return answer.order;
  });
}

/**
 * The customer confirms their order paid at collection: its held place is booked. A replay
 * answers the same confirmed order.
 */
export function confirmOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  return guarded(async () => {
    const answer = await call("POST /api/orders/:orderId/confirm", {
      params: { orderId },
      signal,
      parse: OrderAnswer.parse,
    });
    return answer.order;
  });
}

/** What the person reads for each failure. */
/**
 * A failure in the reader's words. The server's refusals come in English: one the catalogues hold
 * (the contract's, i18n/contract-words.ts) is shown translated, any other as the server said it.
 */
export function failureMessage(failure: CheckoutFailure): string {
  switch (failure.kind) {
    case "login-required":
      return t`Your login has ended. Please log in again to continue.`;
    case "offline":
      return t`You are offline. Booking and payment need an internet connection.`;
    case "refused":
      if (failure.notOffered && i18n.locale !== "en") {
        const city = locationNames[failure.notOffered.location];
        const names = failure.notOffered.names.join(", ");
        return t`Not available in ${city}: ${names}. Remove them from the cart, or change the city.`;
      }
      return i18n._(knownText(failure.message));
    case "no-longer-free":
    case "window-full":
      return i18n._(knownText(failure.message));
    case "priced-elsewhere": {
      // The API's sentence names both cities, so no catalogue holds it: another language says
      // the same from the city the order is priced for.
      if (i18n.locale === "en") return failure.message;
      const city = locationNames[failure.location];
      return t`The prices shown were for another city. This order is priced for ${city}: check the prices and place the order again.`;
    }
    case "failed":
      return t`Something went wrong. Please try again.`;
  }
}
