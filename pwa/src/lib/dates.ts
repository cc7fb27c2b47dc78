/** The app's clock zone: every date a person sees or picks is an Indian calendar date. */
export const appTimeZone = "Asia/Kolkata";

/**
 * India keeps UTC+05:30 all year (no daylight saving since 1945), so a fixed offset gives its
 * calendar date. On purpose not an `Intl.DateTimeFormat` with `timeZone`: building one loads the
 * zone's data, which took 60 ms (240 ms on Lighthouse's slowed phone) of the home page's first
 * load, in one blocking task. dates.test.ts checks the two agree.
 */
const indiaOffsetMs = (5 * 60 + 30) * 60_000;

/** Today's date in Asia/Kolkata as `YYYY-MM-DD` (the cart's default appointment date). */
export function todayInIndia(now: Date = new Date()): string {
  return new Date(now.getTime() + indiaOffsetMs).toISOString().slice(0, 10);
}

/** A calendar date written `YYYY-MM-DD` that exists (not 2025-02-30). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}
