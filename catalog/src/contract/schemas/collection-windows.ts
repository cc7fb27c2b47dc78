/**
 * `GET /api/collection-windows`: the home-collection windows of a pincode's area on a day, with
 * the places left (../collection-windows.ts holds the rules the app shows too).
 */
import { z } from "zod";
import { isCalendarDate, isoDatePattern } from "../dates.ts";
import { pincodeRule } from "../enquiry.rules.ts";
import { checkedText, text } from "./text.ts";

export const CollectionWindowsQuery = z.object({
  pincode: checkedText(pincodeRule),
  date: text()
    .regex(isoDatePattern, "Date must be YYYY-MM-DD")
    .refine(isCalendarDate, "Date is not a real calendar date"),
  /** "true": only windows a fasting test can be collected in. */
  fasting: z.enum(["true", "false"], { error: "fasting is true or false" }).optional(),
});

// ---- Answers ----
// In collection-windows.answers.ts, zod/mini: the app imports them without these requests' classic zod.
export * from "./collection-windows.answers.ts";
