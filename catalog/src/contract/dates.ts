/**
 * Calendar dates and India time. India keeps UTC+05:30 all year (no daylight saving since 1945),
 * so a fixed offset gives its wall clock. On purpose not an `Intl.DateTimeFormat` with `timeZone`:
 * building one loads the zone's data, a blocking task on the app's first load
 * (pwa/src/lib/dates.test.ts checks the two agree). Every reader takes the clock as a parameter,
 * so a test or the server's injected clock decides what "now" is.
 */

const indiaOffsetMs = (5 * 60 + 30) * 60_000;

/** `now` as an ISO string whose digits are India's wall clock (`YYYY-MM-DDTHH:mm:ss.sssZ`). */
export const indiaIsoString = (now: Date): string =>
  new Date(now.getTime() + indiaOffsetMs).toISOString();

/** The instant an India calendar day (`YYYY-MM-DD`) starts: its midnight in India. */
export const indiaMidnight = (date: string): Date =>
  new Date(Date.parse(`${date}T00:00:00Z`) - indiaOffsetMs);

/** India's calendar date at `now`, `YYYY-MM-DD`. */
export const indiaDate = (now: Date): string => indiaIsoString(now).slice(0, 10);

/** India's time of day at `now`, `HH:mm`. */
export const indiaTime = (now: Date): string => indiaIsoString(now).slice(11, 16);

/** `YYYY-MM-DD HH:mm:ss` in India time, as Indian payment gateways print it. */
export const indiaDateTime = (now: Date): string =>
  indiaIsoString(now).slice(0, 19).replace("T", " ");

/** `YYYY-MM-DD HH:mm:ss` in UTC, as the CRM's ActivityDateTime wants it. */
export const utcDateTime = (now: Date): string => now.toISOString().slice(0, 19).replace("T", " ");

export const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A real day of the (proleptic Gregorian) calendar written `YYYY-MM-DD` (not 2025-02-30), by
 * arithmetic: parsing a Date per field was a visible share of a booking's CPU on the server
 * (docs/performance.md).
 */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  return month >= 1 && month <= 12 && day >= 1 && day <= days;
}
