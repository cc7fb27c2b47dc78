/**
 * What /thanks says for each kind of form that lands there (`?for=<kind>`): enquiries and
 * employee details (this feature), the home booking, prescriptions and career applications
 * (their own pages).
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export interface ThanksText {
  /** The thanks for what was received, e.g. "Thank you for your corporate enquiry." */
  thanks: MessageDescriptor;
  next: readonly MessageDescriptor[];
}

export const thanksTexts: Record<string, ThanksText> = {
  booking: {
    thanks: msg`Thank you for your booking.`,
    next: [
      msg`A confirmation call: we call you on the number you gave, usually within an hour during working hours, to confirm the tests, the price and the address.`,
      msg`The technician's visit: a trained phlebotomist comes to your home on the date you chose, at the time agreed on the call. If your tests need fasting, do not eat for 10-12 hours before (water is fine).`,
      msg`Your reports: ready within 24-48 hours for most tests. We send you an SMS; download them from Download Report with your mobile number.`,
    ],
  },
  "corporate-enquiry": {
    thanks: msg`Thank you for your corporate enquiry.`,
    next: [
      msg`Our corporate team will call you within one working day to understand what your company needs.`,
      msg`We then send you a proposal: packages, prices per employee, and how collection works at your offices or our centres.`,
      msg`Once you agree, we share a link your employees use to give their details and choose a day.`,
    ],
  },
  "franchise-enquiry": {
    thanks: msg`Thank you for your franchise enquiry.`,
    next: [
      msg`Our franchise team will call you within two working days to talk about the model and your site.`,
      msg`We send you the franchise brochure, the investment plan and the agreement to read at leisure.`,
      msg`If it suits both of us, we visit your site and plan the opening with you.`,
    ],
  },
  "employee-details": {
    thanks: msg`Thank you for your details for your company's health check.`,
    next: [
      msg`We will call you to confirm the time of your sample collection on the day you chose.`,
      msg`Please fast for 10-12 hours before the collection if your package includes blood sugar or lipid tests.`,
      msg`Your reports are ready within 24-48 hours: download them from Employee Report with your corporate id and employee id.`,
    ],
  },
  prescription: {
    thanks: msg`Thank you for your prescription.`,
    next: [
      msg`Our team reads your prescription and calls you to confirm the tests and their price.`,
      msg`We then book a home collection or a visit to your nearest centre at a time that suits you.`,
    ],
  },
  "career-application": {
    thanks: msg`Thank you for your job application.`,
    next: [
      msg`Our HR team reads every application.`,
      msg`If your profile fits the opening, we will call or e-mail you to arrange an interview.`,
    ],
  },
};

export const genericThanks: ThanksText = {
  thanks: msg`Thank you for your request.`,
  next: [msg`Our team will call you shortly to take it forward.`],
};

export const thanksTextFor = (kind: string | null): ThanksText =>
  (kind ? thanksTexts[kind] : undefined) ?? genericThanks;
