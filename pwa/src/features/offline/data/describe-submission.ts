/**
 * How a queued submission is named on screen ("Booking for Priya Raman, 14 Mar 2025"). Reads the
 * stored payload defensively: a row may come from an older or newer version of the app.
 */
import type { OutboxKind, OutboxRecord } from "@/db/records.ts";
import { formatDate, formatTime } from "@/lib/format.ts";

const kindNames: Record<OutboxKind, string> = {
  booking: "Booking",
  "corporate-enquiry": "Corporate enquiry",
  "franchise-enquiry": "Franchise enquiry",
  "employee-details": "Employee details",
  "career-application": "Job application",
  prescription: "Prescription",
  "technician-action": "Visit update",
};

const text = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;

const kindPlurals: Record<OutboxKind, string> = {
  booking: "bookings",
  "corporate-enquiry": "corporate enquiries",
  "franchise-enquiry": "franchise enquiries",
  "employee-details": "employee details forms",
  "career-application": "job applications",
  prescription: "prescriptions",
  "technician-action": "visit updates",
};

export function kindName(kind: OutboxKind): string {
  return kindNames[kind] ?? "Form";
}

/** e.g. "bookings", for "12 bookings were sent". */
export function kindPlural(kind: OutboxKind): string {
  return kindPlurals[kind] ?? "forms";
}

/** e.g. "Booking for Priya Raman, 14 Mar 2025". */
export function describeSubmission(row: Pick<OutboxRecord, "kind" | "payload">): string {
  const payload = (typeof row.payload === "object" && row.payload) || {};
  const name = text((payload as Record<string, unknown>).name);
  const date = text((payload as Record<string, unknown>).date);
  const when = date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? formatDate(date) : undefined;
  return [kindName(row.kind), name ? ` for ${name}` : "", when ? `, ${when}` : ""].join("");
}

/** e.g. "3:45 pm" (Asia/Kolkata). */
export function clockTime(epochMs: number): string {
  return formatTime(epochMs);
}
