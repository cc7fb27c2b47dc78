/**
 * The API's zod schemas of the contract (../index.ts holds the zod-free rules they are built
 * from): each call's request and its answers. The API validates with the requests (classic zod)
 * and describes itself with both (`GET /api/openapi.json`). The answers are zod/mini, in
 * `<group>.answers.ts` modules of their own (or modules of answers only: answers.ts,
 * write-answer.ts): the app imports and parses them in its lazy chunks, and a chunk that does
 * carries neither the requests nor classic zod (this package has no side effects, so what is not
 * imported is left out).
 */

export * from "./abha.ts";
export { accountMobile, addressPincode, memberName } from "./account.ts";
export * from "./admin.ts";
export * from "./answers.ts";
export * from "./auth.ts";
export { BookingRequest, type BookingRequestBody, bookingRequestSchema } from "./booking.ts";
export {
  BookingAccepted,
  BookingWindowAnswer,
  BookingWindowParam,
  BookingWindowRequest,
} from "./booking-window.ts";
export * from "./cart.ts";
export { CentreSlot, CentreSlotsAnswer, CentreSlotsQuery } from "./centre-slots.ts";
export {
  CollectionWindow,
  CollectionWindowsAnswer,
  CollectionWindowsQuery,
} from "./collection-windows.ts";
export { contactEmail, contactMobile, contactName } from "./contact.ts";
export * from "./desk.ts";
export {
  CorporateEnquiry,
  EmployeeDetails,
  type EnquiryKind,
  employeeDetails,
  FranchiseEnquiry,
} from "./enquiries.ts";
export * from "./health.answers.ts";
export * from "./lab-results.ts";
export * from "./language.ts";
export * from "./members.ts";
export * from "./my-bookings.ts";
export * from "./orders.ts";
export * from "./payments.ts";
export * from "./reports.ts";
export * from "./sms.ts";
export { checkedText, multilineText, text } from "./text.ts";
export { CareerApplicationFields, optionalText, PrescriptionFields } from "./uploads.ts";
export { WriteAccepted, WriteRefusal, writeRefusalCodes } from "./write-answer.ts";
