/**
 * What /thanks says for each kind of form that lands there (`?for=<kind>`): enquiries and
 * employee details (this feature), the home booking, prescriptions and career applications
 * (their own pages).
 */
export interface ThanksText {
  /** What was received, e.g. "your corporate enquiry". */
  what: string;
  next: readonly string[];
}

export const thanksTexts: Record<string, ThanksText> = {
  booking: {
    what: "your booking",
    next: [
      "A confirmation call: we call you on the number you gave, usually within an hour during working hours, to confirm the tests, the price and the address.",
      "The technician's visit: a trained phlebotomist comes to your home on the date you chose, at the time agreed on the call. If your tests need fasting, do not eat for 10-12 hours before (water is fine).",
      "Your reports: ready within 24-48 hours for most tests. We send you an SMS; download them from Download Report with your mobile number.",
    ],
  },
  "corporate-enquiry": {
    what: "your corporate enquiry",
    next: [
      "Our corporate team will call you within one working day to understand what your company needs.",
      "We then send you a proposal: packages, prices per employee, and how collection works at your offices or our centres.",
      "Once you agree, we share a link your employees use to give their details and choose a day.",
    ],
  },
  "franchise-enquiry": {
    what: "your franchise enquiry",
    next: [
      "Our franchise team will call you within two working days to talk about the model and your site.",
      "We send you the franchise brochure, the investment plan and the agreement to read at leisure.",
      "If it suits both of us, we visit your site and plan the opening with you.",
    ],
  },
  "employee-details": {
    what: "your details for your company's health check",
    next: [
      "We will call you to confirm the time of your sample collection on the day you chose.",
      "Please fast for 10-12 hours before the collection if your package includes blood sugar or lipid tests.",
      "Your reports are ready within 24-48 hours: download them from Employee Report with your corporate id and employee id.",
    ],
  },
  prescription: {
    what: "your prescription",
    next: [
      "Our team reads your prescription and calls you to confirm the tests and their price.",
      "We then book a home collection or a visit to your nearest centre at a time that suits you.",
    ],
  },
  "career-application": {
    what: "your job application",
    next: [
      "Our HR team reads every application.",
      "If your profile fits the opening, we will call or e-mail you to arrange an interview.",
    ],
  },
};

export const genericThanks: ThanksText = {
  what: "your request",
  next: ["Our team will call you shortly to take it forward."],
};

export const thanksTextFor = (kind: string | null): ThanksText =>
  (kind ? thanksTexts[kind] : undefined) ?? genericThanks;
