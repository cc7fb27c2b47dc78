/**
 * The booking request the app sends to `POST /api/booking` and the API hands to the CRM
 * (LeadSquared's lead and activity 206 shapes), built from the form's values, the moment of
 * submitting and the page's query string. Pure, so the outbox stores exactly what this returns.
 * Its type is the API schema's input (schemas/booking.ts): imported as a type only, so the
 * builder carries no zod into the app.
 */
import { brand } from "../brand.ts";
import type { BookingFields } from "./booking.rules.ts";
import { utcDateTime } from "./dates.ts";
import { type PersonDraft, personDetailsOf } from "./person.rules.ts";
import type { BookingRequestBody } from "./schemas/booking.ts";

export type BookingPayload = BookingRequestBody;
export type LeadDetail = BookingPayload["leadDetails"][number];

export interface BookingValues extends BookingFields {
  /** The optional terms and privacy checkbox: sent as Policy_Value enabled / disabled. */
  policy: boolean;
  /**
   * The patient's date of birth (or age) and gender as the form holds them, sent as `birthDate`
   * or `age`, and `gender`. Absent only for rows made without the form (the demo bookings).
   */
  person?: PersonDraft;
}

export interface Utm {
  campaign: string;
  medium: string;
  source: string;
}

export const utmDefaults: Utm = {
  campaign: brand.utmCampaign,
  medium: "Ecommerce Website",
  source: "organic",
};

export const bookingTestDetails = "Home Sample Collection";
export const bookingActivityNote = "Home collection booking from the website";
export const bookingFormName = "Home Appointment Form";

/** The API accepts up to 200 characters per utm value. */
export const utmMaxLength = 200;

/** The request for a booking made at `now` (the CRM's ActivityDateTime) with these utm values. */
export function buildBookingPayload(
  values: BookingValues,
  now: Date,
  utm: Utm = utmDefaults,
): BookingPayload {
  const name = values.name.trim();
  const { mobileNumber, date, pincode } = values;
  return {
    name,
    mobileNumber,
    date,
    pincode,
    bookingData: {
      FullName: name,
      homeCollectionDate: date,
      MobileNumber: mobileNumber,
      EmailID: "NA",
      testDetails: bookingTestDetails,
      utmCampaign: utm.campaign,
      utmMedium: utm.medium,
      utmSource: utm.source,
      Address: pincode,
    },
    activity: {
      ActivityEvent: 206,
      ActivityNote: bookingActivityNote,
      ActivityDateTime: utcDateTime(now),
      Fields: [
        { SchemaName: "mx_Custom_1", Value: date },
        { SchemaName: "mx_Custom_5", Value: utm.campaign },
        { SchemaName: "mx_Custom_6", Value: utm.source },
        { SchemaName: "mx_Custom_7", Value: utm.medium },
        { SchemaName: "mx_Custom_8", Value: bookingFormName },
      ],
    },
    leadDetails: [
      { Attribute: "FirstName", Value: name },
      { Attribute: "Phone", Value: mobileNumber },
      { Attribute: "mx_Zip", Value: pincode },
      { Attribute: "Source", Value: "Online" },
      { Attribute: "mx_Sub_Source", Value: "Brand Website" },
      { Attribute: "SearchBy", Value: "Phone" },
    ],
    Policy_Value: values.policy ? "enabled" : "disabled",
    ...(values.person && personDetailsOf(values.person)),
  };
}
