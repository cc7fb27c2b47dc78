/** Request bodies as the PWA builds them (docs/product.md#api-calls). */

type BookingFields = { name?: string; mobile?: string; date?: string; pincode?: string };

export function bookingBody(
  overrides: BookingFields & { birthDate?: string; gender?: "female" | "male" | "other" } = {},
) {
  const { birthDate = "1990-05-17", gender = "female", ...fields } = overrides;
  return { ...legacyBookingBody(fields), birthDate, gender };
}

/**
 * A booking as the PWA built it before the form asked for the patient's date of birth and
 * gender: what an outbox row queued then still sends.
 */
export function legacyBookingBody(overrides: BookingFields = {}) {
  const name = overrides.name ?? "Priya Raman";
  const mobile = overrides.mobile ?? "9876543210";
  const date = overrides.date ?? "2025-03-14";
  const pincode = overrides.pincode ?? "600020";
  return {
    name,
    mobileNumber: mobile,
    date,
    pincode,
    bookingData: {
      FullName: name,
      homeCollectionDate: date,
      MobileNumber: mobile,
      EmailID: "NA",
      testDetails: "Home Sample Collection",
      utmCampaign: "Vyom Shop",
      utmMedium: "Ecommerce Website",
      utmSource: "organic",
      Address: pincode,
    },
    activity: {
      ActivityEvent: 206,
      ActivityNote: "Home collection booking from the website",
      ActivityDateTime: "2025-03-10 09:30:00",
      Fields: [
        { SchemaName: "mx_Custom_1", Value: date },
        { SchemaName: "mx_Custom_5", Value: "Vyom Shop" },
        { SchemaName: "mx_Custom_6", Value: "organic" },
        { SchemaName: "mx_Custom_7", Value: "Ecommerce Website" },
        { SchemaName: "mx_Custom_8", Value: "Home Appointment Form" },
      ],
    },
    leadDetails: [
      { Attribute: "FirstName", Value: name },
      { Attribute: "Phone", Value: mobile },
      { Attribute: "mx_Zip", Value: pincode },
      { Attribute: "Source", Value: "Online" },
      { Attribute: "mx_Sub_Source", Value: "Brand Website" },
      { Attribute: "SearchBy", Value: "Phone" },
    ],
    Policy_Value: "enabled",
  };
}
