/**
 * `GET /api/centre-slots`' answer, zod/mini: the scan booking page checks it without the query's
 * classic zod (centre-slots.ts).
 */
import * as z from "zod/mini";

export const CentreSlot = z.object({
  day: z.string(),
  /** A two-hour arrival slot, e.g. "09:00-11:00", India time. */
  timeSlot: z.string(),
  placesLeft: z.int(),
});

export const CentreSlotsAnswer = z.object({
  centre: z.object({ id: z.string(), name: z.string(), address: z.string() }),
  slots: z.array(CentreSlot),
});
export type CentreSlotsAnswer = z.infer<typeof CentreSlotsAnswer>;
