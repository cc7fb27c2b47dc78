import type { AdminRole } from "@vyom/catalog/contract";

/** The staff area's tabs, each one screen with its own title (`?tab=<id>`, the first one bare). */
export type StaffTabId =
  | "transactions"
  | "bookings"
  | "submissions"
  | "desk"
  | "results"
  | "day"
  | "technicians"
  | "staff"
  | "lab-keys"
  | "audit";

export const staffTabLabels: Record<StaffTabId, string> = {
  transactions: "Transactions",
  bookings: "Bookings",
  submissions: "Submissions",
  desk: "Desk",
  results: "Results",
  day: "Day view",
  technicians: "Technicians",
  staff: "Staff",
  "lab-keys": "Lab keys",
  audit: "Audit",
};

/**
 * The tabs each role may open (docs/product.md#booking-desk), in the navigation's order, the
 * first one the default. The API refuses the rest (403), so the navigation does not offer them.
 */
export const staffTabsOf: Record<AdminRole, readonly StaffTabId[]> = {
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
    "audit",
  ],
  // The desk's calls about critical values are urgent: their results come right after the desk.
  desk: ["desk", "results", "day", "technicians", "bookings", "audit"],
  // A pathologist signs results off and may read nothing else (the API answers them 403).
  pathologist: ["results"],
  // A technician works from their own page, not the staff workspace.
  technician: [],
};

/** The tab `?tab=` names when the role may open it, else the role's first (none: no tabs). */
export function selectedStaffTab(
  role: AdminRole,
  requested: string | null,
): StaffTabId | undefined {
  const allowed = staffTabsOf[role];
  return allowed.find((id) => id === requested) ?? allowed[0];
}

export const staffRoleLabels: Record<AdminRole, string> = {
  admin: "Admin",
  desk: "Desk user",
  pathologist: "Pathologist",
  technician: "Technician",
};
