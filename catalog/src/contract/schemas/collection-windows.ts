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

export const CollectionWindow = z.object({
  day: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  placesLeft: z.number().int(),
  suitsFasting: z.boolean(),
});

export const CollectionWindowsAnswer = z.discriminatedUnion("served", [
  z.object({ served: z.literal(false), message: z.string() }),
  z.object({
    served: z.literal(true),
    area: z.object({ id: z.string(), name: z.string() }),
    windows: z.array(CollectionWindow),
  }),
]);
export type CollectionWindowsAnswer = z.infer<typeof CollectionWindowsAnswer>;
