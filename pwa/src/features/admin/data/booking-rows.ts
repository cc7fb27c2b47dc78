/**
 * What the bookings table shows, as plain strings (the booking form's fields,
 * docs/product.md#data).
 */
import { formatDate, formatDateTime } from "@/lib/format.ts";
import type { Booking } from "./admin-api.ts";

export const bookingColumns = [
  { key: "reference", label: "Reference" },
  { key: "name", label: "Name" },
  { key: "mobileNumber", label: "Mobile Number" },
  { key: "date", label: "Collection Date" },
  { key: "pincode", label: "Pincode" },
  { key: "status", label: "Status" },
  { key: "createdAt", label: "Created At" },
] as const;

export type BookingRow = Record<(typeof bookingColumns)[number]["key"], string>;

/** The API's booking states (edge-api bookings.status), in words an admin reads. */
const statusLabels: Record<string, string> = {
  received: "Received",
  "sent-to-crm": "Sent to CRM",
  "crm-failed": "CRM failed, will retry",
};

export function bookingStatusLabel(status: string): string {
  return statusLabels[status] ?? status;
}

export function toBookingRow(booking: Booking): BookingRow {
  return {
    reference: booking.reference,
    name: booking.name,
    mobileNumber: booking.mobileNumber,
    date: formatDate(booking.date),
    pincode: booking.pincode,
    status: bookingStatusLabel(booking.status),
    createdAt: formatDateTime(booking.createdAt),
  };
}
