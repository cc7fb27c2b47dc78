/**
 * The one place the app's pages format money, days, times and collection windows
 * (docs/product.md#formats): "₹2,249" (Indian grouping), "29 Nov 2026", "5:30 pm", "7:00-9:00 am",
 * all in India's time whatever the phone's zone. Windows and an order's slot come from the
 * contract (catalog/src/contract/display.ts), so My bookings' timeline (written there) agrees.
 */
import { formatRupees } from "@vyom/catalog";
import {
  clockWords,
  dayWindowWords,
  indiaMidnight,
  isoDatePattern,
  slotWords,
  windowWords,
} from "@vyom/catalog/contract";
import { appTimeZone } from "./dates.ts";

/** "07:00", "09:00" → "7:00-9:00 am"; "11:00", "13:00" → "11:00 am-1:00 pm". */
export const formatWindow: (startsAt: string, endsAt?: string) => string = windowWords;
/** An order's time slot, "07:00-09:00" → "7:00-9:00 am". */
export const formatSlot: (slot: string) => string = slotWords;
/** "17:30" → "5:30 pm". */
export const formatClock: (time: string) => string = clockWords;
/** A window on its day: "29 Nov 2026, 7:00-9:00 am". */
export const formatDayWindow: (day: string, startsAt: string, endsAt?: string) => string =
  dayWindowWords;

/** Rupees with Indian digit grouping: 1699 → "₹1,699", 100000 → "₹1,00,000". */
export const formatPrice: (rupees: number) => string = formatRupees;

// Built on first use, not when the module loads: a formatter with a time zone costs tens of ms
// on a slow phone, and the pages that show prices (this module's other export) show no dates.
let dateFormat: Intl.DateTimeFormat | undefined;
let dateTimeFormat: Intl.DateTimeFormat | undefined;
let timeFormat: Intl.DateTimeFormat | undefined;

/** A `YYYY-MM-DD` calendar date is midnight in India, not in the device's zone. */
const toDate = (value: Date | string | number): Date =>
  typeof value === "string" && isoDatePattern.test(value) ? indiaMidnight(value) : new Date(value);

/** e.g. "22 Nov 2025", in Asia/Kolkata whatever the phone's zone. */
export function formatDate(value: Date | string | number): string {
  dateFormat ??= new Intl.DateTimeFormat("en-IN", { timeZone: appTimeZone, dateStyle: "medium" });
  return dateFormat.format(toDate(value));
}

/** e.g. "22 Nov 2025, 3:45 pm", in Asia/Kolkata (the admin transaction table). */
export function formatDateTime(value: Date | string | number): string {
  dateTimeFormat ??= new Intl.DateTimeFormat("en-IN", {
    timeZone: appTimeZone,
    dateStyle: "medium",
    timeStyle: "short",
  });
  return dateTimeFormat.format(toDate(value));
}

/** e.g. "3:45 pm", in Asia/Kolkata (the outbox's "sent at"). */
export function formatTime(value: Date | string | number): string {
  timeFormat ??= new Intl.DateTimeFormat("en-IN", { timeZone: appTimeZone, timeStyle: "short" });
  return timeFormat.format(toDate(value));
}
