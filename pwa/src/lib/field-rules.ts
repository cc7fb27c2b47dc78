/**
 * Field checks shared by the forms that go through the outbox (enquiries, employee details): the
 * contract's (catalog/src/contract/enquiry.rules.ts), which the API's enquiry schemas are built
 * from, and the cleaners of what is typed or pasted.
 */
export {
  choiceRule,
  cityRule,
  cleanDigits,
  cleanMobile,
  codeRule,
  dateRule,
  emailRule,
  type FieldCheck,
  mobileRule,
  nameRule,
  optionalText,
  pincodeRule,
  requiredText,
} from "@vyom/catalog/contract";
