import { useMemo } from "react";
import { useOnlineRead } from "@/lib/use-online-read.ts";
import { type CheckoutFailure, fetchOrder, type Order } from "./checkout-api.ts";
import { readState } from "./read-state.ts";

export type OrderState =
  | { status: "loading" }
  | { status: "ready"; order: Order }
  | { status: "failed"; failure: CheckoutFailure };

/** One order of the logged-in customer, read again on `reload` or, until in, a new login. */
export function useOrder(
  orderId: string,
  sessionKey: unknown,
): OrderState & { reload: () => void } {
  const key = useMemo(() => [orderId, sessionKey], [orderId, sessionKey]);
  const read = useOnlineRead((signal) => fetchOrder(orderId, signal), {
    key,
    settleOnce: true,
    label: "the order",
  });
  const state = readState(read);
  const reload = read.retry;
  return state.status === "ready"
    ? { status: "ready", order: state.value, reload }
    : { ...state, reload };
}
