/**
 * `POST /api/booking/{bookingId}/window`: the booking's submitter picks its collection window
 * (docs/product.md#collection-windows). `token` is the booking's window token, given only in the
 * booking's own 201 answer (docs/security.md, "Picking a booking's window").
 */
import { z } from "zod";
import * as zm from "zod/mini";
import { windowTimePattern } from "../collection-windows.ts";
import { text } from "./text.ts";

export const BookingWindowParam = z.object({
  bookingId: text().regex(
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    "not a booking id",
  ),
});

export const BookingWindowRequest = z.object({
  token: text().regex(/^[A-Za-z0-9_-]{43}$/, "not a window token"),
  startsAt: text().regex(windowTimePattern, "startsAt is HH:MM"),
});
export type BookingWindowRequest = z.infer<typeof BookingWindowRequest>;

// ---- Answers ----

/** The booking's 201: the write's answer plus the token that lets its submitter pick a window. */
export const BookingAccepted = zm.object({
  status: zm.literal("success"),
  id: zm.string(),
  windowToken: zm.string(),
});
export type BookingAccepted = zm.infer<typeof BookingAccepted>;

/** The window is the booking's: its visit, confirmed (the SMS is on its way). */
export const BookingWindowAnswer = zm.object({
  visit: zm.object({
    status: zm.string(),
    day: zm.string(),
    startsAt: zm.string(),
  }),
});
export type BookingWindowAnswer = zm.infer<typeof BookingWindowAnswer>;
