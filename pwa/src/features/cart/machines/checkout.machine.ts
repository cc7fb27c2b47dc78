/**
 * Placing the order and (after a failed payment) retrying it. One submission at a time: while
 * `placing` or `retrying`, further clicks are ignored, and the form reuses one Idempotency-Key
 * for the same order details, so even a resent request books once. A payment step leads away to
 * the gateway (`goToPayment`), which tests replace. Placing details whose order exists with a
 * failed payment (the server answers that order again) retries its payment instead.
 */
import { assign, fromPromise, setup } from "xstate";
import {
  type CheckoutFailure,
  type OrderRequest,
  type PaymentStep,
  placeOrder,
  retryPayment,
  toCheckoutFailure,
} from "../data/checkout-api.ts";

export interface CheckoutContext {
  failure: CheckoutFailure | null;
  /** The order whose payment is retried. */
  orderId: string | null;
}

export type CheckoutEvent =
  | { type: "PLACE"; request: OrderRequest; idempotencyKey: string }
  | { type: "RETRY"; orderId: string };

/** Where a payment step sends the person (an order that failed comes back to checkout). */
export function paymentDestination(step: PaymentStep): string {
  return (
    step.redirectUrl ?? `/cart-form?payment=failed&orderId=${encodeURIComponent(step.orderId)}`
  );
}

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
  },
  actors: {
    placeOrder: fromPromise<PaymentStep, { request: OrderRequest; idempotencyKey: string }>(
      ({ input, signal }) => placeOrder(input.request, input.idempotencyKey, signal),
    ),
    retryPayment: fromPromise<PaymentStep, { orderId: string }>(({ input, signal }) =>
      retryPayment(input.orderId, signal),
    ),
  },
  actions: {
    goToPayment: (_, params: { url: string }) => {
      window.location.assign(params.url);
    },
    clearFailure: assign({ failure: null }),
    rememberOrder: assign({ orderId: (_, params: { orderId: string }) => params.orderId }),
    setFailure: assign({
      failure: (_, params: { error: unknown }) => toCheckoutFailure(params.error),
    }),
  },
}).createMachine({
  id: "checkout",
  context: { failure: null, orderId: null },
  initial: "idle",
  states: {
    idle: {
      on: {
        PLACE: { target: "placing", actions: "clearFailure" },
        RETRY: {
          target: "retrying",
          actions: [
            "clearFailure",
            { type: "rememberOrder", params: ({ event }) => ({ orderId: event.orderId }) },
          ],
        },
      },
    },
    placing: {
      invoke: {
        src: "placeOrder",
        input: ({ event }) => {
          if (event.type !== "PLACE") throw new Error("placing starts with PLACE");
          return { request: event.request, idempotencyKey: event.idempotencyKey };
        },
        onDone: [
          {
            // The same details were placed before and that payment failed: pay it again.
            guard: ({ event }) => event.output.status === "payment-failed",
            target: "retrying",
            actions: {
              type: "rememberOrder",
              params: ({ event }) => ({ orderId: event.output.orderId }),
            },
          },
          {
            target: "leaving",
            actions: {
              type: "goToPayment",
              params: ({ event }) => ({ url: paymentDestination(event.output) }),
            },
          },
        ],
        onError: {
          target: "idle",
          actions: { type: "setFailure", params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    retrying: {
      invoke: {
        src: "retryPayment",
        input: ({ context }) => {
          if (!context.orderId) throw new Error("retrying needs an order");
          return { orderId: context.orderId };
        },
        onDone: {
          target: "leaving",
          actions: {
            type: "goToPayment",
            params: ({ event }) => ({ url: paymentDestination(event.output) }),
          },
        },
        onError: {
          target: "idle",
          actions: { type: "setFailure", params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** On the way to the gateway: the page is about to be replaced, so nothing more is sent. */
    leaving: {},
  },
});
