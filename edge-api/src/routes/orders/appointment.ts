/**
 * The appointment rules the server enforces (dates are Indian calendar dates): a real date, today
 * or later, within 90 days; on today, a time slot that has not started yet.
 */
import { indiaIsoDate } from "../../services/payments/order-id.ts";
import type { OrderRequest } from "./orders.schema.ts";

export const MAX_DAYS_AHEAD = 90;
const DAY_MS = 24 * 60 * 60 * 1000;
const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

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
  if (!isRealDate(date)) return problem("The appointment date does not exist");
  const today = indiaIsoDate(now);
  if (date < today) return problem("Choose today or a later date");
  if (date > indiaIsoDate(new Date(now.getTime() + MAX_DAYS_AHEAD * DAY_MS))) {
    return problem(`Choose a date within ${MAX_DAYS_AHEAD} days`);
  }
  if (date === today) {
    const indiaNow = new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(11, 16);
    if (timeSlot.slice(0, 5) <= indiaNow) return problem("Choose a time slot that has not started");
  }
  return undefined;
}
