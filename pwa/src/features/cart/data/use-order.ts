import { useCallback, useEffect, useState } from "react";
import { type CheckoutFailure, fetchOrder, type Order } from "./checkout-api.ts";

export type OrderState =
  | { status: "loading" }
  | { status: "ready"; order: Order }
  | { status: "failed"; failure: CheckoutFailure };

/** One order of the logged-in customer, read again on `reload` or a new login (`sessionKey`). */
export function useOrder(orderId: string, sessionKey: unknown) {
  const [state, setState] = useState<OrderState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const ready = state.status === "ready";

  // biome-ignore lint/correctness/useExhaustiveDependencies: `sessionKey` and `attempt` only trigger a new read
  useEffect(() => {
    if (ready) return;
    const controller = new AbortController();
    setState({ status: "loading" });
    fetchOrder(orderId, controller.signal).then(
      (order) => setState({ status: "ready", order }),
      (error: { failure?: CheckoutFailure }) => {
        if (controller.signal.aborted) return;
        setState({ status: "failed", failure: error.failure ?? { kind: "failed" } });
      },
    );
    return () => controller.abort();
  }, [orderId, sessionKey, attempt, ready]);

  return { ...state, reload: useCallback(() => setAttempt((n) => n + 1), []) };
}
