/** A centre's week in a few words: "Mon–Sat 06:30–21:00 · Sun 07:00–13:00" (closed days said). */
import type { OpeningHours, Weekday } from "@vyom/catalog";
import { weekdays } from "@vyom/catalog";

const dayNames: Record<Weekday, string> = {
  mon: "Mon",
  tue: "Tue",
  wed: "Wed",
  thu: "Thu",
  fri: "Fri",
  sat: "Sat",
  sun: "Sun",
};

const sameHours = (a: OpeningHours, b: OpeningHours) =>
  a === b || (a !== null && b !== null && a.open === b.open && a.close === b.close);

export interface HoursLine {
  days: string;
  hours: string;
}

/** Consecutive days with the same hours grouped, in week order. */
export function weekLines(hours: Record<Weekday, OpeningHours>): HoursLine[] {
  const lines: { first: Weekday; last: Weekday; hours: OpeningHours }[] = [];
  for (const day of weekdays) {
    const current = lines.at(-1);
    if (current && sameHours(current.hours, hours[day])) current.last = day;
    else lines.push({ first: day, last: day, hours: hours[day] });
  }
  return lines.map(({ first, last, hours: h }) => ({
    days: first === last ? dayNames[first] : `${dayNames[first]}–${dayNames[last]}`,
    hours: h ? `${h.open}–${h.close}` : "Closed",
  }));
}
