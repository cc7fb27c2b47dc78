import type { SessionUser } from "@/db/records.ts";
import { useOnlineRead } from "@/lib/use-online-read.ts";
import { type CheckoutFailure, type Customer, fetchCustomer } from "./checkout-api.ts";
import { readState } from "./read-state.ts";

export type CustomerState =
  | { status: "loading" }
  | { status: "ready"; customer: Customer }
  | { status: "failed"; failure: CheckoutFailure };

/**
 * The logged-in customer's saved members and addresses from the server, which also proves the
 * session cookie is alive. Until it is in, a new login (the session row changes) reads it again,
 * as does `reload`; once in, it stays while the form is open.
 */
export function useCustomer(user: SessionUser): CustomerState & { reload: () => void } {
  const read = useOnlineRead(fetchCustomer, { key: user, settleOnce: true, label: "your details" });
  const state = readState(read);
  const reload = read.retry;
  return state.status === "ready"
    ? { status: "ready", customer: state.value, reload }
    : { ...state, reload };
}
