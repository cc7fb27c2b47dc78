/** A centre's week in a few words: "Mon–Sat 06:30–21:00 · Sun 07:00–13:00" (closed days said). */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { OpeningHours, Weekday } from "@vyom/catalog";
import { weekdays } from "@vyom/catalog";
import { i18n } from "@/i18n/runtime.tsx";

/** In the reader's language of the moment: the card calls weekLines as it renders. */
const dayNames: Record<Weekday, MessageDescriptor> = {
  mon: msg`Mon`,
  tue: msg`Tue`,
  wed: msg`Wed`,
  thu: msg`Thu`,
  fri: msg`Fri`,
  sat: msg`Sat`,
  sun: msg`Sun`,
};
const closed = msg`Closed`;
const day = (weekday: Weekday) => i18n._(dayNames[weekday]);

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
    days: first === last ? day(first) : `${day(first)}–${day(last)}`,
    hours: h ? `${h.open}–${h.close}` : i18n._(closed),
  }));
}
