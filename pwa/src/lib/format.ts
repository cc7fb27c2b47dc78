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
import { i18n } from "@/i18n/runtime.tsx";
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

/**
 * Rupees with Indian digit grouping: 1699 → "₹1,699", 100000 → "₹1,00,000". The same in every
 * language (Latin digits, en-IN grouping: docs/i18n.md).
 */
export const formatPrice: (rupees: number) => string = formatRupees;

/** A `YYYY-MM-DD` calendar date is midnight in India, not in the device's zone. */
const toDate = (value: Date | string | number): Date =>
  typeof value === "string" && isoDatePattern.test(value) ? indiaMidnight(value) : new Date(value);

// Built on first use, not when the module loads: a formatter with a time zone costs tens of ms
// on a slow phone, and the pages that show prices (this module's other export) show no dates.
// One per language and kind.
const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * Dates and times in the reader's language (docs/i18n.md: "29 நவ., 2026" in Tamil; English as
 * ever, "29 Nov 2026"), always with Latin digits and in Asia/Kolkata whatever the phone's zone.
 */
function inReadersLanguage(kind: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = ["ta", "kn", "te", "hi"].includes(i18n.locale) ? `${i18n.locale}-IN` : "en-IN";
  const key = `${kind} ${locale}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone: appTimeZone,
      numberingSystem: "latn",
      ...options,
    });
    formats.set(key, format);
  }
  return format;
}

/** e.g. "22 Nov 2025", in Asia/Kolkata whatever the phone's zone. */
export function formatDate(value: Date | string | number): string {
  return inReadersLanguage("date", { dateStyle: "medium" }).format(toDate(value));
}

/** e.g. "22 Nov 2025, 3:45 pm", in Asia/Kolkata (the admin transaction table). */
export function formatDateTime(value: Date | string | number): string {
  return inReadersLanguage("date-time", { dateStyle: "medium", timeStyle: "short" }).format(
    toDate(value),
  );
}

/** e.g. "3:45 pm", in Asia/Kolkata (the outbox's "sent at"). */
export function formatTime(value: Date | string | number): string {
  return inReadersLanguage("time", { timeStyle: "short" }).format(toDate(value));
}
