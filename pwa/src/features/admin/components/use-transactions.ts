import { useCallback, useEffect, useState } from "react";
import { fetchTransactions, isUnauthorised, type Transaction } from "../data/admin-api.ts";

export type TransactionsState =
  | { status: "loading" }
  | { status: "failed" }
  | { status: "loaded"; transactions: Transaction[] };

/**
 * The transaction list, held only in this component's state: it goes when the page unmounts
 * (logout, navigation), and nothing of it is written to storage or a cache. A failure is logged
 * (docs/product.md#messages) and also reported, with a retry, since an empty screen would hide it.
 */
export function useTransactions(onUnauthorised: () => void) {
  const [state, setState] = useState<TransactionsState>({ status: "loading" });

  useEffect(() => {
    if (state.status !== "loading") return;
    const controller = new AbortController();
    fetchTransactions(controller.signal).then(
      (transactions) => setState({ status: "loaded", transactions }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isUnauthorised(error)) return onUnauthorised();
        console.warn("Could not load transactions", error);
        setState({ status: "failed" });
      },
    );
    return () => controller.abort();
  }, [state.status, onUnauthorised]);

  const retry = useCallback(() => setState({ status: "loading" }), []);
  return { state, retry };
}
