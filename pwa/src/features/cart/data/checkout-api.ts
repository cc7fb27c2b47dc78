/**
 * Checkout's calls through the shared API client: the customer's saved members and addresses,
 * placing an order (with its Idempotency-Key), retrying a payment, reading an order. Answers are
 * checked with zod/mini; every failure becomes a CheckoutError the screens can word.
 */
import * as z from "zod/mini";
import { ApiError, apiGet, apiPost, apiPut } from "@/lib/api-client.ts";
import type * as api from "@/lib/api-contract.ts";

const nullableString = z.nullable(z.string());

const WindowFullAnswer = z.object({
  error: z.literal("window-full"),
  message: z.string(),
  alternatives: z.array(
    z.object({
      day: z.string(),
      startsAt: z.string(),
      endsAt: z.string(),
      placesLeft: z.number(),
      suitsFasting: z.boolean(),
    }),
  ),
});
type WindowFullChecked = api.Accepts<z.infer<typeof WindowFullAnswer>, api.WindowFullAnswer>;
type CollectionWindow = WindowFullChecked["alternatives"][number];

const AddressSet = z.object({
  houseOrFlatNum: z.string(),
  area: z.string(),
  landmark: z.optional(z.string()),
  pincode: z.string(),
  contactPerson: z.string(),
  secondaryContactPerson: z.optional(z.string()),
});

const Member = z.object({
  name: z.string(),
  relation: z.string(),
  mobileNumber: z.optional(nullableString),
  vyomId: z.optional(nullableString),
});

const CustomerAnswer = z.object({
  user: z.object({
    vyomId: z.string(),
    name: z.string(),
    mobileNumber: z.string(),
    address: z.optional(
      z.nullable(
        z.object({
          permanentAddress: z.optional(AddressSet),
          officeAddress: z.optional(AddressSet),
          otherAddress: z.optional(AddressSet),
        }),
      ),
    ),
    cart: z.optional(z.nullable(z.object({ members: z.array(Member) }))),
  }),
});

const PaymentAnswer = z.object({
  orderId: z.string(),
  amount: z.number(),
  status: z.enum(["payment-pending", "payment-failed", "paid", "pay-at-collection"]),
  redirectUrl: z.nullable(z.string()),
});

const OrderAnswer = z.object({
  order: z.object({
    orderId: z.string(),
    status: z.enum(["payment-pending", "payment-failed", "paid", "pay-at-collection"]),
    paid: z.boolean(),
    amount: z.number(),
    lines: z.array(
      z.object({
        kind: z.enum(["test", "healthPackage"]),
        corpId: z.string(),
        name: z.string(),
        price: z.number(),
        memberName: z.string(),
      }),
    ),
    appointment: z.object({ place: z.string(), date: z.string(), timeSlot: z.string() }),
    address: z.nullable(z.object({ kind: z.string(), ...AddressSet.shape })),
  }),
});

type CustomerChecked = api.Accepts<z.infer<typeof CustomerAnswer>, api.MeAnswer>;
export type Customer = CustomerChecked["user"];
export type SavedAddressSet = z.infer<typeof AddressSet>;
export type PaymentStep = api.Accepts<z.infer<typeof PaymentAnswer>, api.PaymentStepAnswer>;
export type Order = api.Accepts<z.infer<typeof OrderAnswer>, api.OrderAnswer>["order"];

export type CheckoutFailure =
  | { kind: "login-required" }
  /** The window filled while the customer decided: nothing booked; the next windows to pick. */
  | { kind: "window-full"; message: string; alternatives: CollectionWindow[] }
  | { kind: "offline" }
  | { kind: "refused"; message: string }
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
  }
  if (error.status === 422 && message) return { kind: "refused", message };
  return { kind: "failed" };
}

async function call<T>(run: () => Promise<T>): Promise<T> {
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
  return call(async () => {
    const answer = await apiGet<CustomerChecked>("/api/users/me", {
      signal,
      parse: CustomerAnswer.parse,
    });
    return answer.user;
  });
}

export interface MemberPayload {
  name: string;
  relation: string;
  mobileNumber?: string;
  vyomId?: string;
}

export function saveMembers(vyomId: string, members: MemberPayload[]): Promise<void> {
  return call(async () => {
    await apiPut(`/api/users/${encodeURIComponent(vyomId)}/members`, { members });
  });
}

export interface OrderRequest {
  lines: { corpId: string; kind: "test" | "healthPackage"; memberIndex: number }[];
  location: string;
  members: MemberPayload[];
  address: (SavedAddressSet & { kind: string }) | null;
  appointment: { place: string; date: string; timeSlot: string; postMealTimeSlot?: string };
  /** at-collection: cash or UPI to the technician; the order is confirmed unpaid. */
  payment: PaymentChoice;
}

export type PaymentChoice = "online" | "at-collection";

export function placeOrder(
  request: OrderRequest,
  idempotencyKey: string,
  signal?: AbortSignal,
): Promise<PaymentStep> {
  return call(() =>
    apiPost("/api/orders", request, {
      signal,
      headers: { "Idempotency-Key": idempotencyKey },
      parse: PaymentAnswer.parse,
    }),
  );
}

export function retryPayment(orderId: string, signal?: AbortSignal): Promise<PaymentStep> {
  return call(() =>
    apiPost(
      `/api/orders/${encodeURIComponent(orderId)}/payments`,
      {},
      { signal, parse: PaymentAnswer.parse },
    ),
  );
}

export function fetchOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  return call(async () => {
    const answer = await apiGet(`/api/orders/${encodeURIComponent(orderId)}`, {
      signal,
      parse: OrderAnswer.parse,
    });
    return answer.order;
  });
}

/** What the person reads for each failure. */
export function failureMessage(failure: CheckoutFailure): string {
  switch (failure.kind) {
    case "login-required":
      return "Your login has ended. Please log in again to continue.";
    case "offline":
      return "You are offline. Booking and payment need an internet connection.";
    case "refused":
    case "window-full":
      return failure.message;
    case "failed":
      return "Something went wrong. Please try again.";
  }
}
