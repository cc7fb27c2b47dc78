/**
 * The appointment rules the server enforces (dates are Indian calendar dates): a real date, today
 * or later, within 90 days; on today, a time slot that has not started yet.
 */
import { indiaDate, indiaTime, isCalendarDate } from "@vyom/catalog/contract";
import type { OrderRequest } from "@vyom/catalog/contract/schemas";

export const MAX_DAYS_AHEAD = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface AppointmentProblem {
  error: "invalid-appointment";
  message: string;
}

export function appointmentProblem(
  appointment: OrderRequest["appointment"],
  now: Date,
): AppointmentProblem | undefined {
  const problem = (message: string) => ({ error: "invalid-appointment" as const, message });
  const { date, timeSlot } = appointment;
  if (!isCalendarDate(date)) return problem("The appointment date does not exist");
  const today = indiaDate(now);
  if (date < today) return problem("Choose today or a later date");
  if (date > indiaDate(new Date(now.getTime() + MAX_DAYS_AHEAD * DAY_MS))) {
    return problem(`Choose a date within ${MAX_DAYS_AHEAD} days`);
  }
  if (date === today) {
    if (timeSlot.slice(0, 5) <= indiaTime(now))
      return problem("Choose a time slot that has not started");
  }
  return undefined;
}
