/** The API's zod schemas of the contract (../index.ts holds the zod-free rules they are built from). */
export { accountMobile, addressPincode, memberName } from "./account.ts";
export { BookingRequest, type BookingRequestBody } from "./booking.ts";
export {
  CollectionWindow,
  CollectionWindowsAnswer,
  CollectionWindowsQuery,
} from "./collection-windows.ts";
export { contactEmail, contactMobile, contactName } from "./contact.ts";
export {
  CorporateEnquiry,
  type EnquiryKind,
  employeeDetails,
  FranchiseEnquiry,
} from "./enquiries.ts";
export { checkedText, multilineText, text } from "./text.ts";
export { WriteAccepted, WriteRefusal, writeRefusalCodes } from "./write-answer.ts";
