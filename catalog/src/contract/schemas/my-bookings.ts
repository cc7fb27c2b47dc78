/**
 * `/api/my-bookings`: the signed-in customer's orders and home-collection bookings with their
 * timelines, and the changes they may make (docs/product.md#my-bookings). The requests; the
 * answers, which the app imports too, are in zod/mini in my-bookings.answers.ts.
 */
import { z } from "zod";
import { windowTimePattern } from "../collection-windows.ts";
import { isCalendarDate, isoDatePattern } from "../dates.ts";
import { optionalSmsKinds } from "../my-bookings.ts";
import { text } from "./text.ts";

export const VisitIdParam = z.object({ visitId: z.uuid("not a booking id") });

export const RescheduleRequest = z.object({
  day: text()
    .regex(isoDatePattern, "Date must be YYYY-MM-DD")
    .refine(isCalendarDate, "Date is not a real calendar date"),
  startsAt: text().regex(windowTimePattern, "startsAt is HH:MM"),
});

export const CancelRequest = z.object({
  reason: text().trim().max(200).optional(),
});

export const SmsPreferencesRequest = z.object({
  muted: z.array(z.enum(optionalSmsKinds)).max(optionalSmsKinds.length),
});

export * from "./my-bookings.answers.ts";
