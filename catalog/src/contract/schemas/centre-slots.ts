/**
 * `GET /api/centre-slots?centreId=&scan=&date=`: a centre's slots of a day for a scan, with the
 * places left (../scan-slots.ts holds the rules the app shows too).
 */
import { z } from "zod";
import { isCalendarDate, isoDatePattern } from "../dates.ts";
import { text } from "./text.ts";

export const CentreSlotsQuery = z.object({
  centreId: text()
    .max(64)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "centreId is a centre's id"),
  /** The scan's imaging id (catalog/src/data/imaging/). */
  scan: text().regex(/^\d{1,2}$/, "scan is an imaging id"),
  date: text()
    .regex(isoDatePattern, "Date must be YYYY-MM-DD")
    .refine(isCalendarDate, "Date is not a real calendar date"),
});

// ---- Answers ----
export * from "./centre-slots.answers.ts";
