/**
 * Staff reads of personal or health data (the submissions and their files, the admin's bookings
 * list, the payment logs of the transaction history) leave an audit entry: who read what of whom,
 * when. They go into the same audit log as the desk's actions (kept at least a year: nothing
 * prunes it), as action `read.<what>`, and only admins see them (services/desk/desk-audit.ts):
 * a desk user reads the desk's actions, not who looked at what.
 */
import type { Database } from "../../db/client.ts";
import { auditLog } from "../../db/schema.ts";

export const STAFF_READ_PREFIX = "read.";

export type StaffRead =
  /** A page of the Submissions tab: its filters and the submissions' ids. */
  | { what: "submissions"; filters: Record<string, unknown>; ids: string[] }
  /** One uploaded file (a prescription, a résumé). */
  | { what: "submission-file"; submissionId: string; fileId: string }
  /** A page of the bookings list: its filters and the bookings' ids. */
  | { what: "bookings"; filters: Record<string, unknown>; ids: string[] }
  /** The transaction history with its payment logs: the orders' ids. */
  | { what: "transactions"; orderIds: string[] }
  /** The lab results waiting for staff and lately released: the reports' ids. */
  | { what: "results"; ids: string[] };

function subjectOf(read: StaffRead): string {
  switch (read.what) {
    case "submission-file":
      return `submission:${read.submissionId}`;
    default:
      return read.what;
  }
}

export async function recordStaffRead(
  db: Database,
  input: { actor: string; read: StaffRead; now: Date },
): Promise<void> {
  const { what, ...detail } = input.read;
  await db.insert(auditLog).values({
    actor: input.actor,
    action: `${STAFF_READ_PREFIX}${what}`,
    subject: subjectOf(input.read),
    after: detail,
    at: input.now,
  });
}
