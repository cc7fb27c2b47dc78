/**
 * Confirming an order paid at collection: one press sends one confirmation (further presses are
 * ignored while it is sent), a failure comes back to `idle` with its words, and a confirmed order
 * ends in `confirmed` with the order the API answered. A repeated confirmation is harmless (the
 * API answers the same order), so a failed send may simply be pressed again.
 */
import { assign, fromPromise, setup } from "xstate";
import {
  type CheckoutFailure,
  confirmOrder,
  type Order,
  toCheckoutFailure,
} from "../data/checkout-api.ts";

export interface ConfirmBookingContext {
  orderId: string;
  failure: CheckoutFailure | null;
  /** The order once confirmed. */
  order: Order | null;
}

export const confirmBookingMachine = setup({
  types: {
    context: {} as ConfirmBookingContext,
    input: {} as { orderId: string },
    events: {} as { type: "CONFIRM" },
  },
  actors: {
    confirmOrder: fromPromise<Order, { orderId: string }>(({ input, signal }) =>
      confirmOrder(input.orderId, signal),
    ),
  },
}).createMachine({
  id: "confirm-booking",
  context: ({ input }) => ({ orderId: input.orderId, failure: null, order: null }),
  initial: "idle",
  states: {
    idle: {
      on: { CONFIRM: { target: "confirming", actions: assign({ failure: null }) } },
    },
    confirming: {
      invoke: {
        src: "confirmOrder",
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: {
          target: "confirmed",
          actions: assign({ order: ({ event }) => event.output }),
        },
        onError: {
          target: "idle",
          actions: assign({ failure: ({ event }) => toCheckoutFailure(event.error) }),
        },
      },
    },
    confirmed: { type: "final" },
  },
});
