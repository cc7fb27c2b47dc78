/**
 * What LeadSquared receives for a booking, built from the payload the booking route validated
 * (catalog/src/contract/schemas/booking.ts) or the retry rebuilt from the stored row (crm-retry.ts).
 *
 * Guarantees:
 * - The lead is found by the booking's validated mobile number: Phone and SearchBy are set here,
 *   and only the lead attributes the PWA sends (LEAD_ATTRIBUTES) pass through. Lead.Capture
 *   matches ProspectID and EmailAddress before Phone and ignores SearchBy when all are given, so
 *   a crafted `leadDetails` could otherwise update another person's lead.
 * - A booking whose number was not proven the booker's (anyone may type a number into the
 *   form) sends no lead attribute but Phone and SearchBy: Lead.Capture then creates the lead if
 *   it is missing and changes nothing on one that exists, so a stranger cannot rename someone's
 *   lead. Its note says the number is unverified, with the name given, for the call centre.
 * - The activity's note is ours, never the client's text; its fields are only those the app
 *   fills (ACTIVITY_FIELDS).
 * - The activity is always event BOOKING_ACTIVITY_EVENT and carries the booking id in
 *   BOOKING_ID_FIELD, replacing any value the client put in that field, so a retry recognises
 *   its own activity and a client cannot make another booking's retry look delivered.
 */
import { bookingActivityNote, mobilePattern } from "@vyom/catalog/contract";
import { z } from "zod";
import type { CrmBooking } from "./crm.ts";

/** The home-collection booking activity type in the LeadSquared account. */
export const BOOKING_ACTIVITY_EVENT = 206;
/**
 * The custom field of activity type 206 that holds our booking id. The PWA fills mx_Custom_1 and
 * 5-8; the LeadSquared account must define this one (a text field, e.g. "Booking ID").
 */
export const BOOKING_ID_FIELD = "mx_Custom_9";
/** Lead attributes taken from the client's leadDetails; anything else is dropped. */
export const LEAD_ATTRIBUTES: ReadonlySet<string> = new Set([
  "FirstName",
  "mx_Zip",
  "Source",
  "mx_Sub_Source",
]);

/** The activity fields the app fills (catalog/src/contract/booking.payload.ts): date and utm. */
export const ACTIVITY_FIELDS: ReadonlySet<string> = new Set([
  "mx_Custom_1",
  "mx_Custom_5",
  "mx_Custom_6",
  "mx_Custom_7",
  "mx_Custom_8",
]);

/** The note of a booking whose number was not proven; the name is the one typed in the form. */
export const unverifiedNote = (name: string) =>
  `${bookingActivityNote}. Number NOT verified (no OTP): confirm with the caller. Name given: ${name}`;

export interface LeadAttribute {
  Attribute: string;
  Value: string;
}

export interface BookingActivity {
  ActivityEvent: number;
  ActivityNote: string;
  ActivityDateTime: string;
  Fields: Array<{ SchemaName: string; Value: string }>;
}

const Payload = z.object({
  name: z.string(),
  mobileNumber: z.string().regex(mobilePattern),
  leadDetails: z.array(z.object({ Attribute: z.string(), Value: z.string() })),
  activity: z.object({
    ActivityNote: z.string(),
    ActivityDateTime: z.string(),
    Fields: z.array(z.object({ SchemaName: z.string(), Value: z.string() })),
  }),
});

/** The Lead.Capture body and the activity for a booking; undefined when the payload is not one. */
export function leadSquaredBooking(
  booking: CrmBooking,
): { lead: LeadAttribute[]; activity: BookingActivity } | undefined {
  const parsed = Payload.safeParse(booking.payload);
  if (!parsed.success) return undefined;
  const { name, mobileNumber, leadDetails, activity } = parsed.data;
  const proven = booking.numberProven === true;
  const lead = [
    ...(proven ? leadDetails.filter((pair) => LEAD_ATTRIBUTES.has(pair.Attribute)) : []),
    { Attribute: "Phone", Value: mobileNumber },
    { Attribute: "SearchBy", Value: "Phone" },
  ];
  return {
    lead,
    activity: {
      ActivityEvent: BOOKING_ACTIVITY_EVENT,
      ActivityNote: proven ? bookingActivityNote : unverifiedNote(name),
      ActivityDateTime: activity.ActivityDateTime,
      Fields: [
        ...activity.Fields.filter((field) => ACTIVITY_FIELDS.has(field.SchemaName)),
        { SchemaName: BOOKING_ID_FIELD, Value: booking.bookingId },
      ],
    },
  };
}
