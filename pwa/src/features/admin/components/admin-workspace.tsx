import type { AdminRole } from "@vyom/catalog/contract";
import { useSearchParams } from "react-router-dom";
import { DayPanel } from "../desk/day-panel.tsx";
import { DeskPanel } from "../desk/desk-panel.tsx";
import { StaffPanel } from "../desk/staff-panel.tsx";
import { TechniciansPanel } from "../desk/technicians-panel.tsx";
import { LabKeysPanel } from "../lab-keys/lab-keys-panel.tsx";
import { ResultsPanel } from "../results/results-panel.tsx";
import { AdminTabs } from "./admin-tabs.tsx";
import { BookingsPanel } from "./bookings-panel.tsx";
import { LoadFailure } from "./load-failure.tsx";
import { SubmissionsPanel } from "./submissions-panel.tsx";
import { TransactionsPanel } from "./transactions-panel.tsx";
import { useTransactions } from "./use-transactions.ts";

type TabId =
  | "transactions"
  | "bookings"
  | "submissions"
  | "desk"
  | "results"
  | "day"
  | "technicians"
  | "staff"
  | "lab-keys";

/** The tabs each role has (docs/product.md#booking-desk), the first one the default. */
const tabsOf: Record<AdminRole, readonly TabId[]> = {
  admin: [
    "transactions",
    "bookings",
    "submissions",
    "desk",
    "results",
    "day",
    "technicians",
    "staff",
    "lab-keys",
  ],
  // The desk's calls about critical values are urgent: their results come right after the desk.
  desk: ["desk", "results", "day", "technicians", "bookings"],
  // A pathologist signs results off and may read nothing else (the API answers them 403).
  pathologist: ["results"],
};

/**
 * What a signed-in admin sees: the transactions, the bookings and the submissions (enquiries,
 * uploads), the booking desk (visits, lab results, the day's windows, technicians) and the staff
 * accounts and the labs' API keys, as tabs; a desk user sees only the desk's and the bookings; a pathologist only the
 * results. The tab is in the URL (`?tab=bookings`)
 * so a reload keeps it; searches and data never are.
 */
export function AdminWorkspace({
  onUnauthorised,
  role = "admin",
}: {
  onUnauthorised: () => void;
  role?: AdminRole;
}) {
  const [params, setParams] = useSearchParams();
  const allowed = tabsOf[role];
  const first = allowed[0] ?? "desk";
  const tab = params.get("tab") as TabId | null;
  const selected: TabId = tab && allowed.includes(tab) ? tab : first;
  return role === "admin" ? (
    <AdminTabsWithTransactions
      role={role}
      selected={selected}
      first={first}
      setParams={setParams}
      onUnauthorised={onUnauthorised}
    />
  ) : (
    <WorkspaceTabs
      role={role}
      allowed={allowed}
      selected={selected}
      first={first}
      setParams={setParams}
      onUnauthorised={onUnauthorised}
    />
  );
}

type SetParams = ReturnType<typeof useSearchParams>[1];

/** The admin's tabs: the transactions are read for them alone (a desk user may not). */
function AdminTabsWithTransactions(props: {
  role: AdminRole;
  selected: TabId;
  first: TabId;
  setParams: SetParams;
  onUnauthorised: () => void;
}) {
  const { data, error, retry } = useTransactions(props.onUnauthorised);

  const transactions = error ? (
    <LoadFailure what="transactions" error={error} onRetry={retry} />
  ) : data ? (
    <TransactionsPanel transactions={data} />
  ) : (
    <p className="admin-summary" role="status">
      Loading transactions…
    </p>
  );

  return <WorkspaceTabs {...props} allowed={tabsOf.admin} transactions={transactions} />;
}

function WorkspaceTabs({
  role,
  allowed,
  selected,
  first,
  setParams,
  onUnauthorised,
  transactions = null,
}: {
  role: AdminRole;
  allowed: readonly TabId[];
  selected: TabId;
  first: TabId;
  setParams: SetParams;
  onUnauthorised: () => void;
  transactions?: React.ReactNode;
}) {
  // The desk's tabs read only once opened: an admin who came for the transactions asks nothing
  // of the desk.
  const whenOpen = (id: TabId, panel: React.ReactNode) => (selected === id ? panel : null);
  const all: { id: TabId; label: string; panel: React.ReactNode }[] = [
    { id: "transactions", label: "Transactions", panel: transactions },
    { id: "bookings", label: "Bookings", panel: <BookingsPanel onUnauthorised={onUnauthorised} /> },
    {
      id: "submissions",
      label: "Submissions",
      panel: <SubmissionsPanel onUnauthorised={onUnauthorised} />,
    },
    {
      id: "desk",
      label: "Desk",
      panel: whenOpen("desk", <DeskPanel onUnauthorised={onUnauthorised} />),
    },
    {
      id: "results",
      label: "Results",
      panel: whenOpen("results", <ResultsPanel role={role} onUnauthorised={onUnauthorised} />),
    },
    {
      id: "day",
      label: "Day view",
      panel: whenOpen("day", <DayPanel onUnauthorised={onUnauthorised} />),
    },
    {
      id: "technicians",
      label: "Technicians",
      panel: whenOpen("technicians", <TechniciansPanel onUnauthorised={onUnauthorised} />),
    },
    {
      id: "staff",
      label: "Staff",
      panel: whenOpen("staff", <StaffPanel onUnauthorised={onUnauthorised} />),
    },
    {
      id: "lab-keys",
      label: "Lab keys",
      panel: whenOpen("lab-keys", <LabKeysPanel onUnauthorised={onUnauthorised} />),
    },
  ];
  return (
    <AdminTabs<TabId>
      label="Admin lists"
      selected={selected}
      onSelect={(id) =>
        setParams(id === first ? {} : { tab: id }, {
          replace: true,
          preventScrollReset: true,
        })
      }
      tabs={allowed.flatMap((id) => all.filter((tab) => tab.id === id))}
    />
  );
}
