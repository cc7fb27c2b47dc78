import { indiaDate } from "@vyom/catalog/contract";

/** The app's clock zone: every date a person sees or picks is an Indian calendar date. */
export const appTimeZone = "Asia/Kolkata";

/** Today's date in Asia/Kolkata as `YYYY-MM-DD` (the cart's default appointment date). */
export function todayInIndia(now: Date = new Date()): string {
  return indiaDate(now);
}

/** A calendar date written `YYYY-MM-DD` that exists (not 2025-02-30). */
export { isCalendarDate as isIsoDate } from "@vyom/catalog/contract";
