/**
 * How a queued submission is named on screen ("Booking for Priya Raman, 14 Mar 2025"), in the
 * reader's words (the runtime's language when called: the outbox's components re-render on a
 * change). Reads the stored payload defensively: a row may come from an older or newer version
 * of the app.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg, t } from "@lingui/core/macro";
import type { OutboxKind, OutboxRecord } from "@/db/records.ts";
import { i18n } from "@/i18n/runtime.tsx";
import { formatDate, formatTime } from "@/lib/format.ts";

const kindNames: Record<OutboxKind, MessageDescriptor> = {
  booking: msg`Booking`,
  "corporate-enquiry": msg`Corporate enquiry`,
  "franchise-enquiry": msg`Franchise enquiry`,
  "employee-details": msg`Employee details`,
  "career-application": msg`Job application`,
  prescription: msg`Prescription`,
  "technician-action": msg`Visit update`,
};

const text = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;

const kindPlurals: Record<OutboxKind, MessageDescriptor> = {
  booking: msg`bookings`,
  "corporate-enquiry": msg`corporate enquiries`,
  "franchise-enquiry": msg`franchise enquiries`,
  "employee-details": msg`employee details forms`,
  "career-application": msg`job applications`,
  prescription: msg`prescriptions`,
  "technician-action": msg`visit updates`,
};

export function kindName(kind: OutboxKind): string {
  const name = kindNames[kind];
  return name ? i18n._(name) : t`Form`;
}

/** e.g. "bookings", for "12 bookings were sent". */
export function kindPlural(kind: OutboxKind): string {
  const plural = kindPlurals[kind];
  return plural ? i18n._(plural) : t`forms`;
}

/** e.g. "Booking for Priya Raman, 14 Mar 2025". */
export function describeSubmission(row: Pick<OutboxRecord, "kind" | "payload">): string {
  const payload = (typeof row.payload === "object" && row.payload) || {};
  const name = text((payload as Record<string, unknown>).name);
  const date = text((payload as Record<string, unknown>).date);
  const when = date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? formatDate(date) : undefined;
  const kind = kindName(row.kind);
  const named = name ? t`${kind} for ${name}` : kind;
  return when ? `${named}, ${when}` : named;
}

/** e.g. "3:45 pm" (Asia/Kolkata). */
export function clockTime(epochMs: number): string {
  return formatTime(epochMs);
}
