/**
 * `POST /api/booking/{bookingId}/window`: the booking's submitter picks its collection window
 * (docs/product.md#collection-windows). `token` is the booking's window token, given only in the
 * booking's own 201 answer (docs/security.md, "Picking a booking's window").
 */
import { z } from "zod";
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
// In booking-window.answers.ts, zod/mini: the app imports them without these requests' classic zod.
export * from "./booking-window.answers.ts";
