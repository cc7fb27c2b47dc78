import { useOnlineRead } from "@/lib/use-online-read.ts";
import { fetchTransactions } from "../data/admin-api.ts";

/**
 * The transaction list, read through useOnlineRead: held only in the reading component's state,
 * it goes when the page unmounts (logout, navigation), and nothing of it is written to storage or
 * a cache. A failure is logged (docs/product.md#messages) and also returned for the page to show
 * with a retry, since an empty screen would hide it.
 */
export function useTransactions(onUnauthorised: () => void) {
  return useOnlineRead(fetchTransactions, { onUnauthorised, label: "transactions" });
}
