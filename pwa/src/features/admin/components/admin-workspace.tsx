import { useSearchParams } from "react-router-dom";
import { AdminTabs } from "./admin-tabs.tsx";
import { BookingsPanel } from "./bookings-panel.tsx";
import { LoadFailure } from "./load-failure.tsx";
import { SubmissionsPanel } from "./submissions-panel.tsx";
import { TransactionsPanel } from "./transactions-panel.tsx";
import { useTransactions } from "./use-transactions.ts";

type TabId = "transactions" | "bookings" | "submissions";

/**
 * What a signed-in admin sees: the transactions, the bookings and the submissions (enquiries,
 * uploads), as tabs. The tab is in the URL (`?tab=bookings`) so a reload keeps it; searches and
 * data never are.
 */
export function AdminWorkspace({ onUnauthorised }: { onUnauthorised: () => void }) {
  const [params, setParams] = useSearchParams();
  const tab = params.get("tab");
  const selected: TabId = tab === "bookings" || tab === "submissions" ? tab : "transactions";
  const { data, error, retry } = useTransactions(onUnauthorised);

  const transactions = error ? (
    <LoadFailure what="transactions" error={error} onRetry={retry} />
  ) : data ? (
    <TransactionsPanel transactions={data} />
  ) : (
    <p className="admin-summary" role="status">
      Loading transactions…
    </p>
  );

  return (
    <AdminTabs<TabId>
      label="Admin lists"
      selected={selected}
      onSelect={(id) =>
        setParams(id === "transactions" ? {} : { tab: id }, {
          replace: true,
          preventScrollReset: true,
        })
      }
      tabs={[
        { id: "transactions", label: "Transactions", panel: transactions },
        {
          id: "bookings",
          label: "Bookings",
          panel: <BookingsPanel onUnauthorised={onUnauthorised} />,
        },
        {
          id: "submissions",
          label: "Submissions",
          panel: <SubmissionsPanel onUnauthorised={onUnauthorised} />,
        },
      ]}
    />
  );
}
