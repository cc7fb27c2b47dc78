import { useCallback, useEffect, useState } from "react";
import type { SessionUser } from "@/db/records.ts";
import { type CheckoutFailure, type Customer, fetchCustomer } from "./checkout-api.ts";

export type CustomerState =
  | { status: "loading" }
  | { status: "ready"; customer: Customer }
  | { status: "failed"; failure: CheckoutFailure };

/**
 * The logged-in customer's saved members and addresses from the server, which also proves the
 * session cookie is alive. Read again after a new login (the session row changes) or on request.
 */
export function useCustomer(user: SessionUser): CustomerState & { reload: () => void } {
  const [state, setState] = useState<CustomerState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const ready = state.status === "ready";

  // biome-ignore lint/correctness/useExhaustiveDependencies: `user` and `attempt` only trigger a new read
  useEffect(() => {
    if (ready) return;
    const controller = new AbortController();
    setState({ status: "loading" });
    fetchCustomer(controller.signal).then(
      (customer) => setState({ status: "ready", customer }),
      (error: { failure?: CheckoutFailure }) => {
        if (controller.signal.aborted) return;
        setState({ status: "failed", failure: error.failure ?? { kind: "failed" } });
      },
    );
    return () => controller.abort();
  }, [user, attempt, ready]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
