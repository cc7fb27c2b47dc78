/**
 * `POST /api/booking`'s body: the form's four fields, checked by the form's own checks
 * (../booking.rules.ts), the patient's date of birth (or age) and gender, checked as the
 * checkout's members are (../person.rules.ts), plus the CRM shapes built from them
 * (../booking.payload.ts). Every field is checked; the copies the CRM needs (MobileNumber,
 * Address, homeCollectionDate) must agree with the form's fields.
 */
import { z } from "zod";
import { type BookingField, bookingFieldError } from "../booking.rules.ts";
import { isCalendarDate } from "../dates.ts";
import { personMessages } from "../person.rules.ts";
import { MessageLanguageField } from "./language.ts";
import { oneOfDateOrAge, personDetails, type Today } from "./members.ts";
import { checkedText, text } from "./text.ts";

const field = (name: BookingField) => checkedText((value) => bookingFieldError(name, value));

const name = field("name").trim();
const mobile = field("mobileNumber");
const pincode = field("pincode");
const date = field("date");
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

/**
 * The patient's details: all or none. A booking queued on a phone before the form asked for them
 * carries none, and is taken so (stored marked missing: services/outbox-writes/write-booking.ts),
 * never refused for good; one carrying any must carry a date of birth or an age, and a gender.
 */
function patientDetailsWhole(
  body: { birthDate?: string | undefined; age?: number | undefined; gender?: string | undefined },
  ctx: z.RefinementCtx,
) {
  const { birthDate, age, gender } = body;
  if (birthDate === undefined && age === undefined && gender === undefined) return;
  if (birthDate === undefined && age === undefined) {
    ctx.addIssue({ code: "custom", path: ["birthDate"], message: personMessages.birthDate });
  }
  if (gender === undefined) {
    ctx.addIssue({ code: "custom", path: ["gender"], message: personMessages.gender });
  }
  oneOfDateOrAge(body, ctx);
}

/**
 * Built with the API's clock (booking.routes.ts), so a date of birth in the future, or more than
 * 120 years ago, is refused by the day the API keeps; `BookingRequest` (no clock) types and
 * documents the request.
 */
export const bookingRequestSchema = (today: Today) =>
  z
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
            Attribute: text().regex(
              /^[A-Za-z][A-Za-z0-9_]{0,49}$/,
              "Attribute must be a field name",
            ),
            Value: text().max(200),
          }),
        )
        .min(1)
        .max(20),
      Policy_Value: z.enum(["enabled", "disabled"]),
      /** The patient's: `birthDate` (`YYYY-MM-DD`) or `age` (whole years), and `gender`. */
      ...personDetails(today),
      /**
       * The solved proof-of-work captcha (the `captchaValue` format of /api/auth/verify-captcha).
       * Optional in the schema: a repeat of a stored Idempotency-Key needs none, so the API decides.
       * Never stored, never part of the idempotency hash.
       */
      captcha: text().min(1).max(8_000).optional(),
      /** The language of the booking's SMS (../languages.ts); English when left out. */
      language: MessageLanguageField,
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
      patientDetailsWhole(body, ctx);
    });

export const BookingRequest = bookingRequestSchema(undefined);
export type BookingRequest = z.output<typeof BookingRequest>;
/** What the app sends (and the outbox stores): the request without its captcha. */
export type BookingRequestBody = Omit<z.input<typeof BookingRequest>, "captcha">;
