/**
 * The booking payload (docs/product.md#booking-payload): the form's four fields, plus the CRM
 * shapes the client builds from them. Every field is checked; the copies the CRM needs
 * (MobileNumber, Address, homeCollectionDate) must agree with the form's fields.
 */
import { z } from "zod";
import { text } from "../../http/text-rule.ts";

const MOBILE = /^[6-9]\d{9}$/;
const PINCODE = /^\d{6}$/;
const NAME = /^[\p{L}\p{M}]+(?: +[\p{L}\p{M}]+)*$/u;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real day of the (proleptic Gregorian) calendar, by arithmetic: parsing a Date per field was
 * a visible share of a booking's CPU (docs/performance.md, figure 4). */
export function isCalendarDate(value: string) {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  return month >= 1 && month <= 12 && day >= 1 && day <= days;
}

const name = text()
  .trim()
  .min(1, "Name is required")
  .max(100, "Name is at most 100 characters")
  .regex(NAME, "Please enter only alphabetic characters");
const mobile = text().regex(MOBILE, "Enter valid number: 10 digits starting with 6-9");
const pincode = text().regex(PINCODE, "Enter valid Pincode: 6 digits");
const date = text()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Date must be YYYY-MM-DD")
  .refine(isCalendarDate, "Date is not a real calendar date");
const shortText = (max: number) => text().trim().min(1).max(max);

const dateTime = text()
  .regex(
    /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
    "ActivityDateTime must be 'YYYY-MM-DD HH:mm:ss' (UTC)",
  )
  .refine(
    (value) =>
      isCalendarDate(value.slice(0, 10)) &&
      !Number.isNaN(Date.parse(`${value.replace(" ", "T")}Z`)),
    "ActivityDateTime is not a real date and time",
  );

export const BookingRequest = z
  .object({
    name,
    mobileNumber: mobile,
    date,
    pincode,
    bookingData: z.object({
      FullName: name,
      homeCollectionDate: date,
      MobileNumber: mobile,
      EmailID: z.union([z.literal("NA"), z.email().max(254)]),
      testDetails: text().max(500),
      utmCampaign: shortText(200),
      utmMedium: shortText(200),
      utmSource: shortText(200),
      Address: pincode,
    }),
    activity: z.object({
      ActivityEvent: z.literal(206),
      ActivityNote: text().max(1000),
      ActivityDateTime: dateTime,
      Fields: z
        .array(
          z.object({
            SchemaName: text().regex(/^mx_Custom_\d{1,3}$/, "SchemaName must be mx_Custom_<n>"),
            Value: text().max(200),
          }),
        )
        .max(20),
    }),
    leadDetails: z
      .array(
        z.object({
          Attribute: text().regex(/^[A-Za-z][A-Za-z0-9_]{0,49}$/, "Attribute must be a field name"),
          Value: text().max(200),
        }),
      )
      .min(1)
      .max(20),
    Policy_Value: z.enum(["enabled", "disabled"]),
    /**
     * The solved proof-of-work captcha (the `captchaValue` format of /api/auth/verify-captcha).
     * Optional in the schema: a repeat of a stored Idempotency-Key needs none, so the route
     * decides (services/captcha/new-key-captcha.ts). Never stored, never part of the idempotency hash.
     */
    captcha: text().min(1).max(8_000).optional(),
  })
  .superRefine((body, ctx) => {
    const mismatch = (path: string[], message: string) =>
      ctx.addIssue({ code: "custom", path, message });
    if (body.bookingData.MobileNumber !== body.mobileNumber)
      mismatch(["bookingData", "MobileNumber"], "must equal mobileNumber");
    if (body.bookingData.Address !== body.pincode)
      mismatch(["bookingData", "Address"], "must equal pincode");
    if (body.bookingData.homeCollectionDate !== body.date)
      mismatch(["bookingData", "homeCollectionDate"], "must equal date");
  });

export type BookingRequest = z.output<typeof BookingRequest>;
