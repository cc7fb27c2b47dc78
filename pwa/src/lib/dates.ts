/** The app's clock zone: every date a person sees or picks is an Indian calendar date. */
export const appTimeZone = "Asia/Kolkata";

const isoParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: appTimeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** Today's date in Asia/Kolkata as `YYYY-MM-DD` (the cart's default appointment date). */
export function todayInIndia(now: Date = new Date()): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    isoParts.formatToParts(now).find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** A calendar date written `YYYY-MM-DD` that exists (not 2025-02-30). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}
