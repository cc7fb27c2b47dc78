/**
 * The booking request of docs/product.md#booking-payload, built from the form's values,
 * the moment of submitting and the page's query string. Pure, so the outbox stores
 * exactly what this returns and a test can pin every field.
 */
import { brand } from "@vyom/catalog";
import type { BookTestValues } from "./book-test.rules.ts";

export interface LeadDetail {
  Attribute: string;
  Value: string;
}

export interface BookingPayload {
  name: string;
  mobileNumber: string;
  date: string;
  pincode: string;
  bookingData: {
    FullName: string;
    homeCollectionDate: string;
    MobileNumber: string;
    EmailID: "NA";
    testDetails: string;
    utmCampaign: string;
    utmMedium: string;
    utmSource: string;
    Address: string;
  };
  activity: {
    ActivityEvent: 206;
    ActivityNote: string;
    /** UTC, `YYYY-MM-DD HH:mm:ss`. */
    ActivityDateTime: string;
    Fields: { SchemaName: string; Value: string }[];
  };
  leadDetails: LeadDetail[];
  Policy_Value: "enabled" | "disabled";
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
const utmMaxLength = 200;

/** utm_campaign, utm_medium and utm_source from a query string; blank or absent → the default. */
export function utmFromSearch(search: string): Utm {
  const params = new URLSearchParams(search);
  const read = (key: string, fallback: string) => {
    const value = params.get(key)?.trim().slice(0, utmMaxLength).trim();
    return value ? value : fallback;
  };
  return {
    campaign: read("utm_campaign", utmDefaults.campaign),
    medium: read("utm_medium", utmDefaults.medium),
    source: read("utm_source", utmDefaults.source),
  };
}

/** `2025-03-10 09:30:00`: the instant in UTC, as the CRM's ActivityDateTime wants it. */
export function utcDateTime(now: Date): string {
  return now.toISOString().slice(0, 19).replace("T", " ");
}

export function buildBookingPayload(
  values: BookTestValues,
  now: Date,
  search: string,
): BookingPayload {
  const name = values.name.trim();
  const { mobileNumber, date, pincode } = values;
  const utm = utmFromSearch(search);
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
  };
}
