import { describe, expect, it } from "vitest";
import { type BookingValues, buildBookingPayload, utmDefaults } from "./booking.payload.ts";
import { utcDateTime } from "./dates.ts";
import { BookingRequest } from "./schemas/booking.ts";

const values: BookingValues = {
  name: "Priya Raman ",
  mobileNumber: "9876543210",
  date: "2025-03-14",
  pincode: "600020",
  policy: true,
};
// 10 March 2025, 15:00 in India = 09:30 UTC.
const now = new Date("2025-03-10T15:00:00+05:30");

describe("buildBookingPayload", () => {
  it("builds the booking payload exactly as docs/product.md#api-calls gives it, with the utm defaults when the page has none", () => {
    expect(buildBookingPayload(values, now)).toEqual({
      name: "Priya Raman",
      mobileNumber: "9876543210",
      date: "2025-03-14",
      pincode: "600020",
      bookingData: {
        FullName: "Priya Raman",
        homeCollectionDate: "2025-03-14",
        MobileNumber: "9876543210",
        EmailID: "NA",
        testDetails: "Home Sample Collection",
        utmCampaign: "Vyom Shop",
        utmMedium: "Ecommerce Website",
        utmSource: "organic",
        Address: "600020",
      },
      activity: {
        ActivityEvent: 206,
        ActivityNote: "Home collection booking from the website",
        ActivityDateTime: "2025-03-10 09:30:00",
        Fields: [
          { SchemaName: "mx_Custom_1", Value: "2025-03-14" },
          { SchemaName: "mx_Custom_5", Value: "Vyom Shop" },
          { SchemaName: "mx_Custom_6", Value: "organic" },
          { SchemaName: "mx_Custom_7", Value: "Ecommerce Website" },
          { SchemaName: "mx_Custom_8", Value: "Home Appointment Form" },
        ],
      },
      leadDetails: [
        { Attribute: "FirstName", Value: "Priya Raman" },
        { Attribute: "Phone", Value: "9876543210" },
        { Attribute: "mx_Zip", Value: "600020" },
        { Attribute: "Source", Value: "Online" },
        { Attribute: "mx_Sub_Source", Value: "Brand Website" },
        { Attribute: "SearchBy", Value: "Phone" },
      ],
      Policy_Value: "enabled",
    });
  });

  it("puts the page's utm values in bookingData and the activity's fields", () => {
    const utm = { source: "google", medium: "cpc", campaign: "Monsoon Check-up" };
    const payload = buildBookingPayload(values, now, utm);
    expect(payload.bookingData).toMatchObject({
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "Monsoon Check-up",
    });
    expect(payload.activity.Fields.slice(1, 4)).toEqual([
      { SchemaName: "mx_Custom_5", Value: "Monsoon Check-up" },
      { SchemaName: "mx_Custom_6", Value: "google" },
      { SchemaName: "mx_Custom_7", Value: "cpc" },
    ]);
  });

  it("builds what the API's schema accepts, whatever the utm values", () => {
    const long = { ...utmDefaults, source: "s".repeat(200), medium: "📱" };
    expect(BookingRequest.safeParse(buildBookingPayload(values, now, long)).success).toBe(true);
  });

  it("sends the patient's date of birth (as YYYY-MM-DD) or age, and gender", () => {
    const person = { birthDate: "17/05/1990", age: "", ageOnly: false, gender: "female" };
    const dated = buildBookingPayload({ ...values, person }, now);
    expect(dated).toMatchObject({ birthDate: "1990-05-17", gender: "female" });
    expect(dated).not.toHaveProperty("age");
    const aged = buildBookingPayload(
      { ...values, person: { ...person, age: "38", ageOnly: true } },
      now,
    );
    expect(aged).toMatchObject({ age: 38, gender: "female" });
    expect(aged).not.toHaveProperty("birthDate");
    for (const payload of [dated, aged]) {
      expect(BookingRequest.safeParse(payload).success).toBe(true);
    }
  });

  it("sends an unticked terms box as disabled", () => {
    expect(buildBookingPayload({ ...values, policy: false }, now).Policy_Value).toBe("disabled");
  });

  it("writes ActivityDateTime in UTC whatever the device's zone", () => {
    expect(utcDateTime(new Date("2025-12-31T23:59:59.999Z"))).toBe("2025-12-31 23:59:59");
    expect(utcDateTime(new Date("2026-01-01T02:00:00+05:30"))).toBe("2025-12-31 20:30:00");
  });
});
