/**
 * The one place the app's pages format money, days, times and collection windows
 * (docs/product.md#formats): "₹2,249" (Indian grouping), "29 Nov 2026", "5:30 pm", "7:00-9:00 am",
 * all in India's time whatever the phone's zone. Windows and an order's slot come from the
 * contract (catalog/src/contract/display.ts), so My bookings' timeline (written there) agrees.
 * In another language months and times of day are that language's (Intl, Latin digits).
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

/** The reader's Intl locale (`ta-IN`, …), or undefined in English (and the tests' pseudo-locale). */
const readersLocale = (): string | undefined =>
  ["ta", "kn", "te", "hi"].includes(i18n.locale) ? `${i18n.locale}-IN` : undefined;

/**
 * Dates and times in the reader's language (docs/i18n.md: "29 நவ., 2026" in Tamil; English as
 * ever, "29 Nov 2026"), always with Latin digits and in Asia/Kolkata whatever the phone's zone.
 * A time of day reads as people say it ("காலை 7:30", "शाम 5:30": Intl's `dayPeriod`), where
 * the 12-hour clock's own words would stay "AM" in three of the four languages.
 */
function inReadersLanguage(
  kind: string,
  options: Intl.DateTimeFormatOptions,
  locale = readersLocale() ?? "en-IN",
): Intl.DateTimeFormat {
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

const timeOfDay = { hour: "numeric", minute: "2-digit", dayPeriod: "short" } as const;

/** e.g. "22 Nov 2025", in Asia/Kolkata whatever the phone's zone. */
export function formatDate(value: Date | string | number): string {
  return inReadersLanguage("date", { dateStyle: "medium" }).format(toDate(value));
}

/** e.g. "22 Nov 2025, 3:45 pm", in Asia/Kolkata (the admin transaction table). */
export function formatDateTime(value: Date | string | number): string {
  const options: Intl.DateTimeFormatOptions = readersLocale()
    ? { day: "numeric", month: "short", year: "numeric", ...timeOfDay }
    : { dateStyle: "medium", timeStyle: "short" };
  return inReadersLanguage("date-time", options).format(toDate(value));
}

/** e.g. "3:45 pm", in Asia/Kolkata (the outbox's "sent at"). */
export function formatTime(value: Date | string | number): string {
  const options: Intl.DateTimeFormatOptions = readersLocale() ? timeOfDay : { timeStyle: "short" };
  return inReadersLanguage("time", options).format(toDate(value));
}

/** An India `HH:MM` as that time of an India day, or undefined when it is not one. */
function clockDate(time: string): Date | undefined {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  const minutes = match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
  return match ? new Date(indiaMidnight("2026-01-01").getTime() + minutes * 60_000) : undefined;
}

/** "17:30" → "5:30 pm"; in Tamil "மாலை 5:30". */
export function formatClock(time: string): string {
  const at = readersLocale() && clockDate(time);
  return at ? inReadersLanguage("time of day", timeOfDay).format(at) : clockWords(time);
}

/**
 * "07:00", "09:00" → "7:00-9:00 am"; "11:00", "13:00" → "11:00 am-1:00 pm" (the contract's words,
 * catalog/src/contract/display.ts); in Tamil "7:00–9:00 காலை", one day period when both ends share it.
 */
export function formatWindow(startsAt: string, endsAt?: string): string {
  const locale = readersLocale();
  const start = locale && clockDate(startsAt);
  const end = endsAt === undefined ? undefined : clockDate(endsAt);
  if (!start) return windowWords(startsAt, endsAt);
  if (!end) return endsAt === undefined ? formatClock(startsAt) : windowWords(startsAt, endsAt);
  return inReadersLanguage("time of day", timeOfDay).formatRange(start, end);
}

/** An order's time slot, "07:00-09:00" → "7:00-9:00 am". */
export const formatSlot = (slot: string): string =>
  readersLocale() ? formatWindow(...(slot.split("-") as [string, string?])) : slotWords(slot);

/** A window on its day: "29 Nov 2026, 7:00-9:00 am". */
export const formatDayWindow = (day: string, startsAt: string, endsAt?: string): string =>
  readersLocale()
    ? `${formatDate(day)}, ${formatWindow(startsAt, endsAt)}`
    : dayWindowWords(day, startsAt, endsAt);
