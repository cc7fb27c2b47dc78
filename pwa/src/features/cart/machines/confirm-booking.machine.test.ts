import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { ApiError } from "@/lib/api-client.ts";
import { CheckoutError, type Order } from "../data/checkout-api.ts";
import { confirmBookingMachine } from "./confirm-booking.machine.ts";

const confirmedOrder = { orderId: "VYO-20250314-K7M2QX", status: "pay-at-collection" } as Order;

/** A confirming actor whose API answers are given in turn; `calls` counts the requests. */
function startConfirming(answers: Array<() => Promise<Order>>) {
  const calls: string[] = [];
  const machine = confirmBookingMachine.provide({
    actors: {
      confirmOrder: fromPromise<Order, { orderId: string }>(({ input }) => {
        calls.push(input.orderId);
        const next = answers.shift();
        if (!next) throw new Error("no answer scripted");
        return next();
      }),
    },
  });
  const actor = createActor(machine, { input: { orderId: confirmedOrder.orderId } }).start();
  return { actor, calls };
}

describe("confirming an order paid at collection", () => {
  it("sends one confirmation however often it is pressed meanwhile, and ends with the order", async () => {
    let answer: (order: Order) => void = () => undefined;
    const { actor, calls } = startConfirming([
      () =>
        new Promise<Order>((resolve) => {
          answer = resolve;
        }),
    ]);
    actor.send({ type: "CONFIRM" });
    actor.send({ type: "CONFIRM" });
    actor.send({ type: "CONFIRM" });
    expect(calls).toEqual([confirmedOrder.orderId]);
    answer(confirmedOrder);
    const done = await waitFor(actor, (state) => state.matches("confirmed"));
    expect(done.context.order).toBe(confirmedOrder);
  });

  it("comes back with the refusal in words, and a second press tries again", async () => {
    const refusal = new ApiError("http", "HTTP 409", 409, "no-longer-free", undefined, {
      error: "no-longer-free",
      message: "That time is no longer free.",
    });
    const { actor, calls } = startConfirming([
      () => Promise.reject(new CheckoutError({ kind: "offline" })),
      () => Promise.reject(refusal),
      () => Promise.resolve(confirmedOrder),
    ]);
    actor.send({ type: "CONFIRM" });
    let state = await waitFor(actor, (s) => s.matches("idle") && s.context.failure !== null);
    expect(state.context.failure).toEqual({ kind: "offline" });
    actor.send({ type: "CONFIRM" });
    state = await waitFor(actor, (s) => s.matches("idle") && s.context.failure !== null);
    expect(state.context.failure).toEqual({
      kind: "no-longer-free",
      message: "That time is no longer free.",
    });
    actor.send({ type: "CONFIRM" });
    state = await waitFor(actor, (s) => s.matches("confirmed"));
    expect(calls).toHaveLength(3);
  });
});
