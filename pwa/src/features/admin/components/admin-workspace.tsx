import type { AdminRole } from "@vyom/catalog/contract";
import { type ReactNode, useId } from "react";
import { Navigate, useSearchParams } from "react-router-dom";
import { technicianPath } from "../admin-paths.ts";
import { AuditPanel } from "../audit/audit-panel.tsx";
import { DayPanel } from "../desk/day-panel.tsx";
import { DeskPanel } from "../desk/desk-panel.tsx";
import { StaffPanel } from "../desk/staff-panel.tsx";
import { TechniciansPanel } from "../desk/technicians-panel.tsx";
import { LabKeysPanel } from "../lab-keys/lab-keys-panel.tsx";
import { ResultsPanel } from "../results/results-panel.tsx";
import { type StaffTabId, selectedStaffTab, staffTabLabels, staffTabsOf } from "../staff-tabs.ts";
import { AdminTabList, AdminTabPanels } from "./admin-tabs.tsx";
import { BookingsPanel } from "./bookings-panel.tsx";
import { LoadFailure } from "./load-failure.tsx";
import { StaffMain } from "./staff-layout.tsx";
import { SubmissionsPanel } from "./submissions-panel.tsx";
import { TransactionsPanel } from "./transactions-panel.tsx";
import { useTransactions } from "./use-transactions.ts";

/**
 * What a signed-in staff member sees below the staff header: the navigation of the tabs their
 * role may open (staff-tabs.ts), then the selected tab's screen, its heading and document title
 * its name ("Desk · Vyom staff"). An admin has the transactions, the bookings and the submissions
 * (enquiries, uploads), the booking desk (visits, lab results, the day's windows, technicians),
 * the staff accounts, the labs' API keys and the audit log; a desk user the desk's tabs, the
 * bookings and the audit log; a pathologist only the results. The tab is in the URL
 * (`?tab=bookings`) so a reload keeps it; searches and data never are. `children` (the session's
 * notices) come under the heading.
 */
export function AdminWorkspace({
  onUnauthorised,
  role = "admin",
  children,
}: {
  onUnauthorised: () => void;
  role?: AdminRole;
  children?: ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const baseId = useId();
  const allowed = staffTabsOf[role];
  const selected = selectedStaffTab(role, params.get("tab"));
  // A technician works from their own page, with no tab of the workspace.
  if (role === "technician") return <Navigate to={technicianPath} replace />;
  if (!selected) {
    return (
      <StaffMain title="Staff workspace">
        {children}
        <p className="admin-summary">Nothing in the staff workspace is open to this account.</p>
      </StaffMain>
    );
  }
  const select = (id: StaffTabId) =>
    setParams(id === allowed[0] ? {} : { tab: id }, { replace: true, preventScrollReset: true });
  const panels = { role, allowed, selected, baseId, onUnauthorised };
  return (
    <>
      <nav className="staff-nav" aria-label="Staff">
        <div className="container">
          <AdminTabList
            label="Admin lists"
            baseId={baseId}
            tabs={allowed.map((id) => ({ id, label: staffTabLabels[id] }))}
            selected={selected}
            onSelect={select}
          />
        </div>
      </nav>
      <StaffMain title={staffTabLabels[selected]}>
        {children}
        {role === "admin" ? <PanelsWithTransactions {...panels} /> : <Panels {...panels} />}
      </StaffMain>
    </>
  );
}

interface PanelsProps {
  role: AdminRole;
  allowed: readonly StaffTabId[];
  selected: StaffTabId;
  baseId: string;
  onUnauthorised: () => void;
}

/** The admin's panels: the transactions are read for them alone (a desk user may not). */
function PanelsWithTransactions(props: PanelsProps) {
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

  return <Panels {...props} transactions={transactions} />;
}

function Panels({
  role,
  allowed,
  selected,
  baseId,
  onUnauthorised,
  transactions = null,
}: PanelsProps & { transactions?: ReactNode }) {
  // The desk's tabs read only once opened: an admin who came for the transactions asks nothing
  // of the desk.
  const whenOpen = (id: StaffTabId, panel: ReactNode) => (selected === id ? panel : null);
  const panelOf: Record<StaffTabId, ReactNode> = {
    transactions,
    bookings: <BookingsPanel onUnauthorised={onUnauthorised} />,
    submissions: <SubmissionsPanel onUnauthorised={onUnauthorised} />,
    desk: whenOpen("desk", <DeskPanel onUnauthorised={onUnauthorised} />),
    results: whenOpen("results", <ResultsPanel role={role} onUnauthorised={onUnauthorised} />),
    day: whenOpen("day", <DayPanel onUnauthorised={onUnauthorised} />),
    technicians: whenOpen(
      "technicians",
      <TechniciansPanel staffRole={role} onUnauthorised={onUnauthorised} />,
    ),
    staff: whenOpen("staff", <StaffPanel onUnauthorised={onUnauthorised} />),
    "lab-keys": whenOpen("lab-keys", <LabKeysPanel onUnauthorised={onUnauthorised} />),
    audit: whenOpen("audit", <AuditPanel onUnauthorised={onUnauthorised} />),
  };
  return (
    <AdminTabPanels
      baseId={baseId}
      selected={selected}
      tabs={allowed.map((id) => ({ id, label: staffTabLabels[id], panel: panelOf[id] }))}
    />
  );
}
