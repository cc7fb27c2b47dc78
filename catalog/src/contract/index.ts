/**
 * The contract between the app (pwa/) and the API (edge-api/): the rules of the fields both check,
 * with the messages a person reads, and the builders of the requests the app sends. Zod-free, so
 * the app's first-load chunk can import it; the API's zod schemas built from these rules are the
 * `@vyom/catalog/contract/schemas` entry.
 */
export { BROKEN_TEXT_MESSAGE, isCleanLine, isCleanMultilineText } from "../text.ts";
export {
  ABHA_CONSENT,
  ABHA_NUMBER_PATTERN,
  abhaConsentText,
  abhaMessages,
} from "./abha.ts";
export {
  accountMessages,
  accountMobileRule,
  addressPincodeRule,
  memberMobileRule,
  memberNameRule,
  signUpNameRule,
} from "./account.rules.ts";
export { RECOVERY_CODE_PATTERN, TOTP_CODE_PATTERN } from "./admin-codes.ts";
export {
  type AppointmentPlace,
  appointmentPlaces,
  isAppointmentPlace,
  isTimeSlot,
  type TimeSlot,
  timeSlots,
} from "./appointments.ts";
export {
  type BookingPayload,
  type BookingValues,
  bookingActivityNote,
  bookingFormName,
  bookingTestDetails,
  buildBookingPayload,
  type LeadDetail,
  type Utm,
  utmDefaults,
  utmMaxLength,
} from "./booking.payload.ts";
export {
  type BookingErrors,
  type BookingField,
  type BookingFields,
  bookingFieldError,
  bookingFields,
  bookingMessages,
  validateBooking,
} from "./booking.rules.ts";
export {
  drawReference,
  REFERENCE_ALPHABET,
  REFERENCE_PREFIX,
  REFERENCE_WHEN_SENT,
  readReference,
  referencePattern,
} from "./booking-reference.ts";
export {
  FASTING_LAST_START,
  POST_MEAL_GAP_MINUTES,
  postMealGapKept,
  suitsFasting,
  WINDOW_HOLD_MINUTES,
  type WindowFastingRule,
  type WindowNeeds,
  windowChoiceProblem,
  windowMessages,
  windowNeedsOf,
  windowTimePattern,
} from "./collection-windows.ts";
export {
  indiaDate,
  indiaDateTime,
  indiaIsoString,
  indiaMidnight,
  indiaTime,
  isCalendarDate,
  isoDatePattern,
  utcDateTime,
} from "./dates.ts";
export {
  type AdminRole,
  adminRoles,
  DESK_PAGE_SIZE_MAX,
  DESK_SEARCH_MAX,
  type DeskAction,
  type DeskVisitStatus,
  deskActions,
  deskMessages,
  deskVisitStatuses,
  TECHNICIAN_DAILY_CAPACITY,
} from "./desk.ts";
export { type DeskSearch, readDeskSearch } from "./desk-search.ts";
export {
  clockWords,
  dayWindowWords,
  dayWords,
  slotWords,
  windowWords,
} from "./display.ts";
export {
  brokenText,
  choiceRule,
  cityRule,
  codeRule,
  corporateInterests,
  dateRule,
  emailRule,
  employeeCountRanges,
  type FieldCheck,
  genders,
  investmentRanges,
  mobileRule,
  nameRule,
  optionalText,
  pincodeRule,
  requiredText,
} from "./enquiry.rules.ts";
export {
  cleanDigits,
  cleanMobile,
  cleanPersonName,
  isIndianMobile,
  isPersonName,
  isPincode,
  mobileDigits,
  mobileLength,
  mobilePattern,
  mobileSearchDigits,
  nameHadNonLetters,
  personNameMaxLength,
  personNamePattern,
  pincodeLength,
  pincodePattern,
} from "./fields.ts";
export {
  DOC,
  DOCX,
  type FileRule,
  type FileType,
  fileMessages,
  fileTypeNames,
  formatFileSize,
  HEAD_BYTES,
  holdsAscii,
  isZip,
  JPEG,
  listFileTypes,
  MAX_FILE_BYTES,
  PDF,
  PNG,
  prescriptionFileRule,
  resumeFileRule,
  sniffFileType,
  WEBP,
  WORD_PART,
} from "./file-types.ts";
export {
  type ReportStatus,
  reportStatuses,
  type SimulatorProtocol,
  type SimulatorStage,
  simulatorProtocols,
  simulatorStages,
} from "./lab-results.ts";
export {
  defaultMessageLanguage,
  isMessageLanguage,
  type MessageLanguage,
  messageLanguages,
} from "./languages.ts";
export {
  type AddressKind,
  addressKinds,
  type CartRelation,
  cartRelation,
  isHolderRecord,
  isMemberRelation,
  LEGACY_RELATION,
  MAX_MEMBERS,
  type MemberRelation,
  MY_SELF,
  memberRelations,
} from "./members.ts";
export {
  myBookingsMessages,
  type OptionalSmsKind,
  optionalSmsKinds,
  smsKindLabels,
  type TimelineKind,
  type TimelineWords,
  timelineKinds,
  timelineText,
} from "./my-bookings.ts";
export { orderConfirmMessages } from "./order-confirmation.ts";
export { ORDER_ID_ALPHABET, ORDER_ID_PATTERN, ORDER_ID_PREFIX } from "./order-id.ts";
export {
  ageOn,
  ageRule,
  birthDateInputOf,
  birthDateOfInput,
  birthDateRule,
  cleanBirthDateInput,
  firstLackingDetails,
  type Gender,
  genderLabels,
  genderRule,
  hasPersonDetails,
  isAgeInYears,
  isGender,
  MAX_AGE_YEARS,
  missingDetailsMessage,
  missingDetailsProblem,
  type PersonDetails,
  type PersonDraft,
  type PersonField,
  personDetailsOf,
  personDraftOf,
  personErrors,
  personMessages,
  readPersonDetails,
} from "./person.rules.ts";
export {
  fastingOrRandomItems,
  preparationAdvice,
  preparationLabel,
  preparationRuleOf,
  preparationSms,
  smsPreparationOf,
} from "./preparation.ts";
export {
  type PricedPlace,
  pincodeCityNotice,
  pricedElsewhereMessage,
  priceLocationMessages,
} from "./price-location.ts";
export {
  centresForScan,
  scanCentreById,
  scanModalities,
  scanPreparationSms,
  scanSlotCapacity,
  scanSlotMessages,
  scanSlotsOfDay,
  weekdayOf,
} from "./scan-slots.ts";
export { type SubmissionKind, submissionKinds } from "./submissions.ts";
export { windowRuleOf, windowRuleOfItem } from "./window-items.ts";
